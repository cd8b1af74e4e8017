-- Decision 030: the e-invoice states addresses from structured fields (street line, postcode, city,
-- ISO country code), never by parsing a printed line. Invoices issued before this carry only the
-- printed lines: their buyer's address is taken from the order's own fields (an order's address
-- does not change after it is placed), the seller's from the company details they were issued
-- with (src/config/shop.ts, unchanged since invoices exist).
UPDATE "invoices" AS i
SET "document" = jsonb_set(
  i."document",
  '{buyer,address}',
  jsonb_build_object(
    'street', o."street" || ' ' || o."street_number" || coalesce(' ' || nullif(o."street_addition", ''), ''),
    'postcode', o."postcode",
    'city', o."city",
    'countryCode', CASE o."country" WHEN 'België' THEN 'BE' WHEN 'Duitsland' THEN 'DE' ELSE 'NL' END
  )
)
FROM "orders" AS o
WHERE o."id" = i."order_id" AND NOT (i."document" -> 'buyer' ? 'address');
--> statement-breakpoint
UPDATE "invoices"
SET "document" = jsonb_set(
  "document",
  '{seller,address}',
  '{"street": "Keizersgracht 221", "postcode": "1016 DV", "city": "Amsterdam", "countryCode": "NL"}'::jsonb
)
WHERE NOT ("document" -> 'seller' ? 'address');
--> statement-breakpoint
-- "Leverdatum" is the shipping date (decision 030): invoices of orders shipped before this get it.
UPDATE "invoices" AS i
SET "document" = jsonb_set(i."document", '{shippedAt}', to_jsonb(o."shipped_at"))
FROM "orders" AS o
WHERE o."id" = i."order_id" AND o."shipped_at" IS NOT NULL AND NOT (i."document" ? 'shippedAt');
