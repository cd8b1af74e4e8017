ALTER TABLE "orders" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_kvk" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_vat_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_reference" text;--> statement-breakpoint
CREATE INDEX "orders_company_trgm_idx" ON "orders" USING gin ("company_name" gin_trgm_ops);