CREATE TABLE "price_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"variation_id" integer,
	"price_cents" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_product_idx" ON "price_changes" USING btree ("product_id","variation_id","changed_at");--> statement-breakpoint
-- Every price change is recorded with its time, whoever makes it (editor, import, seed): Omnibus rule.
CREATE FUNCTION record_product_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.price_cents IS DISTINCT FROM OLD.price_cents THEN
    INSERT INTO price_changes (product_id, variation_id, price_cents) VALUES (NEW.id, NULL, NEW.price_cents);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION record_variation_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.price_cents IS DISTINCT FROM OLD.price_cents THEN
    INSERT INTO price_changes (product_id, variation_id, price_cents) VALUES (NEW.product_id, NEW.id, NEW.price_cents);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_price_history AFTER INSERT OR UPDATE OF price_cents ON products
  FOR EACH ROW EXECUTE FUNCTION record_product_price();--> statement-breakpoint
CREATE TRIGGER product_variations_price_history AFTER INSERT OR UPDATE OF price_cents ON product_variations
  FOR EACH ROW EXECUTE FUNCTION record_variation_price();--> statement-breakpoint
-- Today's prices start the history (their earlier changes were not kept).
INSERT INTO price_changes (product_id, variation_id, price_cents, changed_at)
  SELECT id, NULL, price_cents, updated_at FROM products;--> statement-breakpoint
INSERT INTO price_changes (product_id, variation_id, price_cents, changed_at)
  SELECT product_id, id, price_cents, updated_at FROM product_variations;--> statement-breakpoint
-- One VAT rule (decision 019): an invoiced order's VAT is its invoice's (rounded per rate, the legal figure).
UPDATE orders SET vat_cents = invoices.vat_cents
  FROM invoices
  WHERE invoices.order_id = orders.id AND invoices.kind = 'invoice' AND orders.vat_cents <> invoices.vat_cents;
