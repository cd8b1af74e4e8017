import { sql } from 'drizzle-orm';
import { REVENUE_STATUSES } from '~/features/orders/orders';
import type { Database } from '~/server/db';

/*
 * The daily roll-ups behind /admin/stats (decision 006). Days up to `closed_through` (normally
 * yesterday) are summed per day in stats_order_days and stats_product_days; later days are read
 * from the orders. Triggers (migration 0008) mark a rolled-up day stale when one of its orders
 * changes, and a customer stale when a counted order of theirs changes; this refresh recomputes
 * exactly those from the orders, so the roll-ups always say what the orders say.
 */

// Literal list (no user input), as in the queries of stats.server.ts.
export const COUNTED = `status in (${REVENUE_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/**
 * What the credit invoices of order `o` gave back (gross and VAT, negative): revenue counts net of
 * refunds (issue #23), by the same documents the VAT overview adds up. A refund touches its order,
 * which marks the order's day stale (migration 0008), so closed days are recomputed.
 */
export const CREDITED = `select coalesce(sum(i.gross_cents), 0)::int as gross_cents, coalesce(sum(i.vat_cents), 0)::int as vat_cents
  from invoices i where i.order_id = o.id and i.kind = 'credit'`;

/** A Dutch calendar day's first instant, as SQL. */
export const dayStart = (day: string) => `(${day}::timestamp at time zone 'Europe/Amsterdam')`;

/**
 * Brings the roll-ups up to date: closes the days before today that are not rolled up yet,
 * recomputes stale days and stale customers. Cheap when nothing changed; the first call on a
 * large existing shop rolls up its whole history once. Answers the last rolled-up day: yesterday.
 */
export async function refreshStatsRollups(database: Database): Promise<string> {
  return database.db.transaction(async (tx) => {
    // Waits for order writers in flight (they hold KEY SHARE) and holds new ones off until commit.
    const state = await tx.execute(sql`
      select closed_through::text as closed,
             ((now() at time zone 'Europe/Amsterdam')::date - 1)::text as yesterday
      from stats_rollup_state for update`);
    const { closed, yesterday } = rowsOf<{ closed: string | null; yesterday: string }>(state)[0]!;

    const staleDays = await tx.execute(sql`
      with stale as (delete from stats_stale_days returning day)
      select day::text from stale
      union
      select generate_series(
        coalesce(${closed}::date + 1,
                 (select min((created_at at time zone 'Europe/Amsterdam')::date) from orders)),
        ${yesterday}::date, interval '1 day')::date::text`);
    // One array parameter (a PostgreSQL array literal of ISO dates): drizzle would spread a JS array.
    const days = rowsOf<{ day: string }>(staleDays).map((row) => row.day);
    const counted = sql.raw(COUNTED);
    // Skipped when nothing is stale: the planner cannot know an empty list in advance.
    if (days.length > 0)
      await tx.execute(sql`
        with days as (select unnest(${`{${days.join(',')}}`}::date[]) as day),
        day_orders as (
          select d.day, o.id, o.status, o.payment_method,
                 o.total_cents + c.gross_cents as total_cents, o.vat_cents + c.vat_cents as vat_cents
          from days d
          join orders o on o.created_at >= ${sql.raw(dayStart('d.day'))}
                       and o.created_at < ${sql.raw(dayStart('(d.day + 1)'))}
          cross join lateral (${sql.raw(CREDITED)}) c
        ),
        cleared_orders as (delete from stats_order_days where day in (select day from days)),
        cleared_products as (delete from stats_product_days where day in (select day from days)),
        products as (
          insert into stats_product_days (day, product_id, product_name, units, revenue_cents)
          select d.day, l.product_id, max(l.product_name), sum(l.quantity), sum(l.line_total_cents - l.discount_cents)
          from day_orders d
          -- offset 0: the lines of these orders through their index, not every line ever sold.
          cross join lateral (select * from order_lines ol where ol.order_id = d.id offset 0) l
          where d.${counted}
          group by d.day, l.product_id
        )
        insert into stats_order_days (day, status, payment_method, orders, revenue_cents, vat_cents)
        select day, status, coalesce(payment_method, ''), count(*), sum(total_cents), sum(vat_cents)
        from day_orders group by 1, 2, 3`);
    if (closed !== yesterday)
      await tx.execute(sql`update stats_rollup_state set closed_through = ${yesterday}::date`);

    await tx.execute(sql`
      with stale as (delete from stats_stale_customers returning email),
      computed as (
        select s.email, f.first_at, f.second_at
        from stale s cross join lateral (
          select (array_agg(t.created_at order by t.created_at))[1] as first_at,
                 (array_agg(t.created_at order by t.created_at))[2] as second_at
          from (select o.created_at from orders o
                where o.email = s.email and o.${counted}
                order by o.created_at limit 2) t
        ) f
        where f.first_at is not null
      ),
      removed as (
        delete from stats_customers
        where email in (select email from stale) and email not in (select email from computed)
      )
      insert into stats_customers (email, first_at, second_at)
      select email, first_at, second_at from computed
      on conflict (email) do update set first_at = excluded.first_at, second_at = excluded.second_at`);
    return yesterday;
  });
}

/** node-postgres answers a result object, PGlite too; both carry `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
