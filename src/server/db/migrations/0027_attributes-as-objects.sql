-- Product and variation attributes are one JSON object (issue 36). A bulk import or an API client
-- that stored them as a JSON string ('"{\"gender\":\"male\"}"') made every reader disagree: the
-- generated filter columns saw no gender (unisex) and no absorption (light), the search index
-- crashed on it. The database now reads such a string as the object it holds, whoever writes it,
-- before the generated columns are computed; anything else that is not an object is refused.
CREATE OR REPLACE FUNCTION attributes_as_object(value jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result jsonb := value;
  depth int := 0;
BEGIN
  WHILE jsonb_typeof(result) = 'string' AND depth < 3 LOOP
    BEGIN
      result := (result #>> '{}')::jsonb;
    EXCEPTION WHEN invalid_text_representation THEN
      RAISE EXCEPTION 'attributes must be a JSON object; this text is not JSON: %', left(result #>> '{}', 80)
        USING ERRCODE = 'check_violation';
    END;
    depth := depth + 1;
  END LOOP;
  IF result IS NULL OR jsonb_typeof(result) = 'null' THEN
    RETURN '{}'::jsonb;
  END IF;
  IF jsonb_typeof(result) <> 'object' THEN
    RAISE EXCEPTION 'attributes must be a JSON object, not a JSON %', jsonb_typeof(result)
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN result;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attributes_as_object_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.attributes := attributes_as_object(NEW.attributes);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_attributes_as_object BEFORE INSERT OR UPDATE OF attributes ON products
  FOR EACH ROW EXECUTE FUNCTION attributes_as_object_trigger();
--> statement-breakpoint
CREATE TRIGGER product_variations_attributes_as_object BEFORE INSERT OR UPDATE OF attributes ON product_variations
  FOR EACH ROW EXECUTE FUNCTION attributes_as_object_trigger();
--> statement-breakpoint
-- Rows stored before: the update runs the trigger, which also recomputes audience and
-- absorption_band. A string that is no JSON at all cannot be read: it becomes {} with a warning,
-- rather than stopping the shop from starting.
DO $$
DECLARE
  row record;
BEGIN
  FOR row IN SELECT id FROM products WHERE jsonb_typeof(attributes) <> 'object' LOOP
    BEGIN
      UPDATE products SET attributes = attributes WHERE id = row.id;
    EXCEPTION WHEN check_violation THEN
      RAISE WARNING 'product %: unreadable attributes replaced by {}', row.id;
      UPDATE products SET attributes = '{}'::jsonb WHERE id = row.id;
    END;
  END LOOP;
  FOR row IN SELECT id FROM product_variations WHERE jsonb_typeof(attributes) <> 'object' LOOP
    BEGIN
      UPDATE product_variations SET attributes = attributes WHERE id = row.id;
    EXCEPTION WHEN check_violation THEN
      RAISE WARNING 'variation %: unreadable attributes replaced by {}', row.id;
      UPDATE product_variations SET attributes = '{}'::jsonb WHERE id = row.id;
    END;
  END LOOP;
END $$;
