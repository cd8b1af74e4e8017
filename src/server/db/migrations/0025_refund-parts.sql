CREATE TYPE "public"."refund_part_kind" AS ENUM('line', 'shipping', 'amount');--> statement-breakpoint
CREATE TABLE "refund_parts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"refund_request_key" text NOT NULL,
	"order_id" integer NOT NULL,
	"kind" "refund_part_kind" NOT NULL,
	"order_line_id" integer,
	"packs" integer DEFAULT 0 NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	CONSTRAINT "refund_parts_line_has_packs" CHECK ("refund_parts"."kind" <> 'line' or ("refund_parts"."order_line_id" is not null and "refund_parts"."packs" > 0))
);
--> statement-breakpoint
ALTER TABLE "refund_parts" ADD CONSTRAINT "refund_parts_refund_request_key_refund_requests_idempotency_key_fk" FOREIGN KEY ("refund_request_key") REFERENCES "public"."refund_requests"("idempotency_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_parts" ADD CONSTRAINT "refund_parts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_parts" ADD CONSTRAINT "refund_parts_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_parts_order_idx" ON "refund_parts" USING btree ("order_id");--> statement-breakpoint
-- Refunds from before refunds by line: their credit invoices' amounts per VAT rate, so that later
-- refunds are checked against what already went back (decision 026).
INSERT INTO refund_requests (idempotency_key, order_id, amount_cents, created_at)
  SELECT 'credit-invoice:' || number, order_id, -gross_cents, created_at FROM invoices WHERE kind = 'credit';--> statement-breakpoint
INSERT INTO refund_parts (refund_request_key, order_id, kind, vat_rate_basis_points, gross_cents)
  SELECT 'credit-invoice:' || invoices.number, invoices.order_id, 'amount',
    (vat_row->>'rateBasisPoints')::integer, -((vat_row->>'grossCents')::integer)
  FROM invoices, jsonb_array_elements(invoices.document->'vat') AS vat_row
  WHERE invoices.kind = 'credit' AND (vat_row->>'grossCents')::integer <> 0;
