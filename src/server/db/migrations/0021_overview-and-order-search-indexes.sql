ALTER TABLE "products" ADD COLUMN "audience" text GENERATED ALWAYS AS (coalesce(attributes ->> 'gender', 'unisex')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "absorption_band" text GENERATED ALWAYS AS (case when attributes ->> 'product_type' = 'fixatie' then 'none'
  when coalesce(substring(attributes ->> 'absorption' from '^\s*([+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d{1,2})?)')::numeric, 0) <= 3 then 'light'
  when substring(attributes ->> 'absorption' from '^\s*([+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d{1,2})?)')::numeric <= 5 then 'medium' when substring(attributes ->> 'absorption' from '^\s*([+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d{1,2})?)')::numeric <= 7 then 'heavy' else 'extreme' end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_overview_filter_idx" ON "products" USING btree ("audience","absorption_band","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_overview_name_idx" ON "products" USING btree ((name collate "und-x-icu"),"id","audience","absorption_band") WHERE is_active;--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);