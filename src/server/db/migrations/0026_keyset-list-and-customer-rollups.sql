CREATE TABLE "stats_customer_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders_after_gap" integer[] NOT NULL,
	"new_customers" integer NOT NULL,
	"new_without_second" integer[] NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
ALTER TABLE "stats_stale_customers" DROP CONSTRAINT "stats_stale_customers_pkey";--> statement-breakpoint
ALTER TABLE "stats_stale_days" DROP CONSTRAINT "stats_stale_days_pkey";--> statement-breakpoint
ALTER TABLE "stats_stale_customers" ADD COLUMN "since" timestamp with time zone DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_id_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "stats_stale_customers_email_idx" ON "stats_stale_customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "stats_stale_days_day_idx" ON "stats_stale_days" USING btree ("day");--> statement-breakpoint
-- Roll-up bookkeeping, second version (decision 006, issue 26). A stale customer now carries
-- `since`, the earliest order time a change touched, so the refresh recomputes the customer
-- days from there (stats_customer_days) instead of counting distinct e-mail addresses per read.
-- Marks become rows added (the keys above are gone), so recomputing them needs no lock that
-- holds order writers off; only closing a day still does.
-- An order's day is also marked when its e-mail address changes (its customer does), and when a
-- credit invoice is issued for it (revenue is net of refunds; a partial refund changes nothing
-- on the order row the orders trigger looks at).
DROP FUNCTION stats_mark_stale(timestamptz[], text[]);--> statement-breakpoint
CREATE FUNCTION stats_mark_stale(changed_at timestamptz[], counted_emails text[], counted_at timestamptz[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  closed date;
BEGIN
  IF cardinality(changed_at) = 0 AND cardinality(counted_emails) = 0 THEN
    RETURN;
  END IF;
  SELECT closed_through INTO closed FROM stats_rollup_state FOR KEY SHARE;
  -- Marks are added, never merged into an existing row: a refresh running meanwhile must not
  -- take this mark before this transaction's change is visible to it.
  INSERT INTO stats_stale_days (day)
    SELECT DISTINCT (at AT TIME ZONE 'Europe/Amsterdam')::date FROM unnest(changed_at) AS at
    WHERE (at AT TIME ZONE 'Europe/Amsterdam')::date <= closed;
  INSERT INTO stats_stale_customers (email, since)
    SELECT email, min(at) FROM unnest(counted_emails, counted_at) AS changed(email, at) GROUP BY email;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_orders_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  days timestamptz[];
  emails text[];
  emails_at timestamptz[];
BEGIN
  -- Each customer with the time of the order that changed (both arrays from one scan, in step).
  IF TG_OP = 'INSERT' THEN
    days := ARRAY(SELECT created_at FROM new_orders);
    SELECT array_agg(email), array_agg(created_at) INTO emails, emails_at
      FROM new_orders WHERE status IN ('paid', 'shipped', 'delivered');
  ELSIF TG_OP = 'DELETE' THEN
    days := ARRAY(SELECT created_at FROM old_orders);
    SELECT array_agg(email), array_agg(created_at) INTO emails, emails_at
      FROM old_orders WHERE status IN ('paid', 'shipped', 'delivered');
  ELSE
    -- Only what the figures read: most updates (payment ids, timestamps, addresses) touch nothing.
    days := ARRAY(SELECT unnest(ARRAY[o.created_at, n.created_at])
                  FROM old_orders o JOIN new_orders n USING (id)
                  WHERE (o.status, o.created_at, o.payment_method, o.total_cents, o.vat_cents, o.email)
                        IS DISTINCT FROM (n.status, n.created_at, n.payment_method, n.total_cents, n.vat_cents, n.email));
    SELECT array_agg(changed.email), array_agg(changed.at) INTO emails, emails_at
      FROM old_orders o JOIN new_orders n USING (id)
      CROSS JOIN LATERAL unnest(ARRAY[o.email, n.email], ARRAY[o.created_at, n.created_at]) AS changed(email, at)
      WHERE (o.status, o.created_at, o.email) IS DISTINCT FROM (n.status, n.created_at, n.email)
        AND (o.status IN ('paid', 'shipped', 'delivered') OR n.status IN ('paid', 'shipped', 'delivered'));
  END IF;
  PERFORM stats_mark_stale(days, coalesce(emails, '{}'), coalesce(emails_at, '{}'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_order_lines_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Lines count only in counted orders; a status change is the orders trigger's business.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM stats_mark_stale(
      ARRAY(SELECT o.created_at FROM new_lines l JOIN orders o ON o.id = l.order_id
            WHERE o.status IN ('paid', 'shipped', 'delivered')),
      '{}', '{}');
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM stats_mark_stale(
      ARRAY(SELECT o.created_at FROM old_lines l JOIN orders o ON o.id = l.order_id
            WHERE o.status IN ('paid', 'shipped', 'delivered')),
      '{}', '{}');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION stats_credit_invoices_issued() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_mark_stale(
    ARRAY(SELECT o.created_at FROM new_invoices i JOIN orders o ON o.id = i.order_id WHERE i.kind = 'credit'),
    '{}', '{}');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stats_invoices_inserted AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_invoices FOR EACH STATEMENT EXECUTE FUNCTION stats_credit_invoices_issued();--> statement-breakpoint
-- The customer days start empty, so every day is rolled up again from the orders: by the job
-- `stats.rollups` in steps of two weeks (on a million orders a few minutes); until a day is
-- rolled up the figures read it from the orders, exact but slower.
DELETE FROM stats_order_days;--> statement-breakpoint
DELETE FROM stats_product_days;--> statement-breakpoint
DELETE FROM stats_stale_days;--> statement-breakpoint
UPDATE stats_rollup_state SET closed_through = NULL;
