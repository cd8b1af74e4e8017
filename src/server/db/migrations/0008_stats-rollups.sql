CREATE TABLE "stats_customers" (
	"email" text PRIMARY KEY NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"second_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stats_order_days" (
	"day" date NOT NULL,
	"status" "order_status" NOT NULL,
	"payment_method" text NOT NULL,
	"orders" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_product_days" (
	"day" date NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"units" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_rollup_state" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"closed_through" date
);
--> statement-breakpoint
CREATE TABLE "stats_stale_customers" (
	"email" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_stale_days" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stats_customers_first_idx" ON "stats_customers" USING btree ("first_at");--> statement-breakpoint
CREATE INDEX "stats_order_days_day_idx" ON "stats_order_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "stats_product_days_day_idx" ON "stats_product_days" USING btree ("day");--> statement-breakpoint
-- Roll-up bookkeeping (decision 006). Order writers take a KEY SHARE lock on the state row and
-- mark the rolled-up days and the customers their change touches; the refresh
-- (src/features/admin/stats-rollups.server.ts) takes the row FOR UPDATE, so it never misses a
-- writer in flight. Today is never rolled up, so checkouts only mark their customer, never a day.
-- The counted statuses repeat REVENUE_STATUSES of src/features/admin/admin.ts.
INSERT INTO "stats_rollup_state" ("singleton", "closed_through") VALUES (true, NULL);--> statement-breakpoint
INSERT INTO "stats_stale_customers" ("email")
  SELECT DISTINCT "email" FROM "orders" WHERE "status" IN ('paid', 'shipped', 'delivered');--> statement-breakpoint
CREATE FUNCTION stats_mark_stale(changed_at timestamptz[], counted_emails text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  closed date;
BEGIN
  IF cardinality(changed_at) = 0 AND cardinality(counted_emails) = 0 THEN
    RETURN;
  END IF;
  SELECT closed_through INTO closed FROM stats_rollup_state FOR KEY SHARE;
  INSERT INTO stats_stale_days (day)
    SELECT DISTINCT (at AT TIME ZONE 'Europe/Amsterdam')::date FROM unnest(changed_at) AS at
    WHERE (at AT TIME ZONE 'Europe/Amsterdam')::date <= closed
    ON CONFLICT DO NOTHING;
  INSERT INTO stats_stale_customers (email)
    SELECT DISTINCT email FROM unnest(counted_emails) AS email
    ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
CREATE FUNCTION stats_orders_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stats_mark_stale(
      ARRAY(SELECT created_at FROM new_orders),
      ARRAY(SELECT email FROM new_orders WHERE status IN ('paid', 'shipped', 'delivered')));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM stats_mark_stale(
      ARRAY(SELECT created_at FROM old_orders),
      ARRAY(SELECT email FROM old_orders WHERE status IN ('paid', 'shipped', 'delivered')));
  ELSE
    -- Only what the figures read: most updates (payment ids, timestamps, addresses) touch nothing.
    PERFORM stats_mark_stale(
      ARRAY(SELECT unnest(ARRAY[o.created_at, n.created_at])
            FROM old_orders o JOIN new_orders n USING (id)
            WHERE (o.status, o.created_at, o.payment_method, o.total_cents, o.vat_cents)
                  IS DISTINCT FROM (n.status, n.created_at, n.payment_method, n.total_cents, n.vat_cents)),
      ARRAY(SELECT unnest(ARRAY[o.email, n.email])
            FROM old_orders o JOIN new_orders n USING (id)
            WHERE (o.status, o.created_at, o.email) IS DISTINCT FROM (n.status, n.created_at, n.email)
              AND (o.status IN ('paid', 'shipped', 'delivered') OR n.status IN ('paid', 'shipped', 'delivered'))));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION stats_order_lines_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Lines count only in counted orders; a status change is the orders trigger's business.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM stats_mark_stale(
      ARRAY(SELECT o.created_at FROM new_lines l JOIN orders o ON o.id = l.order_id
            WHERE o.status IN ('paid', 'shipped', 'delivered')),
      '{}');
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM stats_mark_stale(
      ARRAY(SELECT o.created_at FROM old_lines l JOIN orders o ON o.id = l.order_id
            WHERE o.status IN ('paid', 'shipped', 'delivered')),
      '{}');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stats_orders_inserted AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION stats_orders_changed();--> statement-breakpoint
CREATE TRIGGER stats_orders_updated AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION stats_orders_changed();--> statement-breakpoint
CREATE TRIGGER stats_orders_deleted AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION stats_orders_changed();--> statement-breakpoint
CREATE TRIGGER stats_order_lines_inserted AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION stats_order_lines_changed();--> statement-breakpoint
CREATE TRIGGER stats_order_lines_updated AFTER UPDATE ON order_lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION stats_order_lines_changed();--> statement-breakpoint
CREATE TRIGGER stats_order_lines_deleted AFTER DELETE ON order_lines
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION stats_order_lines_changed();
