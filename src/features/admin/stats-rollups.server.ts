import { sql } from 'drizzle-orm';
import { MAX_STATS_DAYS } from '~/features/admin/stats/stats';
import { REVENUE_STATUSES } from '~/features/orders/orders';
import { addDays } from '~/lib/dates';
import type { Database, Tx } from '~/server/db';
import { dutchDayOf, dutchDayOfText, dutchDayStartText } from '~/server/db/dutch-day';

/*
 * The daily roll-ups behind /admin/stats (decision 006). Days up to `closed_through` (normally
 * yesterday) are summed per day in stats_order_days, stats_product_days and stats_customer_days;
 * later days are read from the orders. Triggers (migrations 0008, 0026) mark a rolled-up day stale
 * when one of its orders or credit invoices changes, and a customer stale (from the earliest order
 * time the change touched) when a counted order of theirs changes; the refresh recomputes exactly
 * those from the orders, so the roll-ups always say what the orders say. The scheduler's job
 * `stats.rollups` (admin.jobs.server.ts) does the work as it comes; a read refreshes what is left.
 */

// Literal list (no user input), as in the queries of stats.server.ts.
export const COUNTED = `status in (${REVENUE_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/**
 * What the credit invoices of order `o` gave back (gross and VAT, negative): revenue counts net of
 * refunds (decision 026), by the same documents the VAT overview adds up. A credit invoice marks its
 * order's day stale (migration 0026), so closed days are recomputed.
 */
export const CREDITED = `select coalesce(sum(i.gross_cents), 0)::int as gross_cents, coalesce(sum(i.vat_cents), 0)::int as vat_cents
  from invoices i where i.order_id = o.id and i.kind = 'credit'`;

/** Entry `k` of a stats_customer_days array: past its end, the last entry (see the schema). */
export const entryAt = (array: string, k: string) =>
  `coalesce(${array}[${k}], ${array}[cardinality(${array})])`;

/**
 * One transaction of the refresh does at most this much. Closing days holds order writers off
 * (see refreshStep), so it goes a week at a time however far behind the roll-ups are.
 */
const STEP = { closeDays: 7, staleDays: 31, customers: 2_000 };

export interface RefreshOptions {
  /** Close at most this many new days (the rest stays read from the orders); default: all. */
  closeDays?: number;
}

/**
 * Brings the roll-ups up to date, one bounded transaction at a time: recomputes stale customers
 * and stale days, and closes the days before today that are not rolled up yet (at most
 * `closeDays`). Cheap when nothing changed; on a large shop without roll-ups the first full run
 * rolls up its whole history (the scheduler's job does that, not a reader). Answers the last
 * rolled-up day (null: none yet).
 */
export async function refreshStatsRollups(
  database: Database,
  { closeDays = Number.POSITIVE_INFINITY }: RefreshOptions = {},
): Promise<string | null> {
  let budget = closeDays;
  for (;;) {
    const step = await database.db.transaction((tx) => refreshStep(tx, Math.min(budget, STEP.closeDays)));
    budget -= step.closedDays;
    if (!step.more || (step.onlyClosingLeft && budget <= 0)) return step.closedThrough;
  }
}

/**
 * Forgets every roll-up and makes the customers' first and second orders again from the orders
 * (`npm run stats:rebuild`, after a bulk change straight in the database); the next refresh
 * rolls the days up again. Reads stay exact meanwhile: days not rolled up are read from the orders.
 */
export async function resetStatsRollups(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from stats_rollup_state for update`);
    await tx.execute(sql`delete from stats_order_days`);
    await tx.execute(sql`delete from stats_product_days`);
    await tx.execute(sql`delete from stats_customer_days`);
    await tx.execute(sql`delete from stats_stale_days`);
    await tx.execute(sql`delete from stats_stale_customers`);
    await tx.execute(sql`delete from stats_customers`);
    await tx.execute(sql`
      insert into stats_customers (email, first_at, second_at)
      select email, (array_agg(created_at order by created_at))[1], (array_agg(created_at order by created_at))[2]
      from orders where ${sql.raw(COUNTED)} group by email`);
    await tx.execute(sql`update stats_rollup_state set closed_through = null`);
  });
}

interface Step {
  closedThrough: string | null;
  closedDays: number;
  /** Work is left: stale customers or days, or days to close. */
  more: boolean;
  /** What is left is only closing days (which a reader may leave to the job). */
  onlyClosingLeft: boolean;
}

/**
 * Locks (decision 006): order writers hold KEY SHARE on the state row while they mark what they
 * touched. Recomputing stale days and customers needs only a lock that keeps other refreshes out
 * (NO KEY UPDATE, which writers pass): a writer's mark is a row of its own, invisible until the
 * writer commits, and each statement here reads the marks and the orders committed when it
 * starts, so a mark is taken only together with its change, and one made meanwhile stays for the
 * next step. Closing days does need writers held off (FOR UPDATE): a writer that read the old
 * `closed_through` does not mark the days being closed, so its change must be in the snapshot.
 */
async function refreshStep(tx: Tx, closeAtMost: number): Promise<Step> {
  // The planner cannot know that a list of days joins a day's worth of orders each, so its costs
  // for a few days look like millions of rows and PostgreSQL JIT-compiles the statement, taking
  // far longer to compile than to run (decision 006). PGlite has no JIT; harmless there.
  await tx.execute(sql`set local jit = off`);
  const [state] = rowsOf<{ closed: string | null; yesterday: string; customers: boolean; days: boolean }>(
    await tx.execute(sql`
      select closed_through::text as closed,
             (${dutchDayOf(sql`now()`)} - 1)::text as yesterday,
             exists (select 1 from stats_stale_customers) as customers,
             exists (select 1 from stats_stale_days) as days
      from stats_rollup_state for no key update`),
  );
  const { closed, yesterday } = state!;
  // Customers first: the customer days read their first and second orders (and they mark days).
  if (state!.customers) await refreshStaleCustomers(tx, closed);
  if (state!.customers || state!.days) {
    const stale = rowsOf<{ day: string }>(
      await tx.execute(sql`
        delete from stats_stale_days
        where day in (select day from stats_stale_days order by day limit ${STEP.staleDays})
        returning day::text`),
    ).map((row) => row.day);
    if (stale.length > 0) await recomputeDays(tx, [...new Set(stale)]);
  }

  let closedThrough = closed;
  let closedDays = 0;
  if (closeAtMost > 0 && (closed === null || closed < yesterday)) {
    // Waits for order writers in flight and holds new ones off until commit.
    const [locked] = rowsOf<{ first: string | null }>(
      await tx.execute(sql`
        select ${sql.raw(dutchDayOfText('(select min(created_at) from orders)'))}::text as first
        from stats_rollup_state for update`),
    );
    // From the day after the last closed one (or the first order's), a step at a time.
    const from = closed ? addDays(closed, 1) : (locked!.first ?? addDays(yesterday, 1));
    const until = minDay(yesterday, addDays(from, closeAtMost - 1));
    if (from <= until) {
      const days = daysFrom(from, until);
      await recomputeDays(tx, days);
      closedDays = days.length;
    }
    // Nothing ordered before today: every day up to yesterday is closed (and empty).
    closedThrough = from <= until ? until : yesterday;
    await tx.execute(sql`update stats_rollup_state set closed_through = ${closedThrough}::date`);
  }
  // Nothing was stale when this step began: marks made since are the next refresh's.
  const [left] =
    state!.customers || state!.days
      ? rowsOf<{ customers: boolean; days: boolean }>(
          await tx.execute(sql`
            select exists (select 1 from stats_stale_customers) as customers,
                   exists (select 1 from stats_stale_days) as days`),
        )
      : [{ customers: false, days: false }];
  const staleLeft = left!.customers || left!.days;
  const closingLeft = closedThrough === null || closedThrough < yesterday;
  return {
    closedThrough,
    closedDays,
    more: staleLeft || closingLeft,
    onlyClosingLeft: !staleLeft,
  };
}

/**
 * Recomputes the first and second counted order of (a batch of) stale customers, and marks stale
 * the closed days whose customer figures their change moves: the day of the earliest order time
 * touched, the days of their counted orders from then on (whose previous order may have changed),
 * and the day of their first order when the change reached their first or second one.
 */
async function refreshStaleCustomers(tx: Tx, closed: string | null): Promise<void> {
  const counted = sql.raw(COUNTED);
  await tx.execute(sql`
    with taken as (
      delete from stats_stale_customers
      where email in (select email from stats_stale_customers limit ${STEP.customers})
      returning email, since
    ),
    stale as (select email, min(since) as since from taken group by email),
    computed as (
      select s.email, s.since, f.first_at, f.second_at
      from stale s cross join lateral (
        select (array_agg(t.created_at order by t.created_at))[1] as first_at,
               (array_agg(t.created_at order by t.created_at))[2] as second_at
        from (select o.created_at from orders o
              where o.email = s.email and o.${counted}
              order by o.created_at limit 2) t
      ) f
    ),
    removed as (
      delete from stats_customers where email in (select email from computed where first_at is null)
    ),
    saved as (
      insert into stats_customers (email, first_at, second_at)
      select email, first_at, second_at from computed where first_at is not null
      on conflict (email) do update set first_at = excluded.first_at, second_at = excluded.second_at
    ),
    moved as (
      select ${sql.raw(dutchDayOfText('since'))} as day from computed where isfinite(since)
      union
      select ${sql.raw(dutchDayOfText('o.created_at'))} from computed c
      join orders o on o.email = c.email and o.${counted} and o.created_at >= c.since
      union
      select ${sql.raw(dutchDayOfText('first_at'))} from computed
      where first_at is not null and (second_at is null or second_at >= since)
    )
    insert into stats_stale_days (day)
    select day from moved where day <= ${closed}::date`);
}

/** Recomputes the order, product and customer roll-ups of these days from the orders. */
async function recomputeDays(tx: Tx, days: string[]): Promise<void> {
  // One array parameter (a PostgreSQL array literal of ISO dates): drizzle would spread a JS array.
  const dayList = sql`${`{${days.join(',')}}`}::date[]`;
  const counted = sql.raw(COUNTED);
  await tx.execute(sql`
    with days as (select unnest(${dayList}) as day),
    day_orders as (
      select d.day, o.id, o.status, o.payment_method,
             o.total_cents + c.gross_cents as total_cents, o.vat_cents + c.vat_cents as vat_cents
      from days d
      join orders o on o.created_at >= ${sql.raw(dutchDayStartText('d.day'))}
                   and o.created_at < ${sql.raw(dutchDayStartText('(d.day + 1)'))}
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

  // Its own statement: an insert in the same statement would still meet the day's old row.
  await tx.execute(sql`delete from stats_customer_days where day = any(${dayList})`);
  await tx.execute(sql`
    with days as (select unnest(${dayList}) as day),
    -- Per counted order of the day: days since its customer's previous counted order (null: none).
    gaps as (
      select d.day, d.day - ${sql.raw(dutchDayOfText('p.created_at'))} as value
      from days d
      join orders o on o.created_at >= ${sql.raw(dutchDayStartText('d.day'))}
                   and o.created_at < ${sql.raw(dutchDayStartText('(d.day + 1)'))} and o.${counted}
      left join lateral (
        select p.created_at from orders p
        where p.email = o.email and p.${counted} and p.created_at <= o.created_at
          and (p.created_at, p.id) < (o.created_at, o.id)
        order by p.created_at desc limit 1
      ) p on true
    ),
    -- Per customer whose first counted order is on the day: days until the second (null: none yet).
    waits as (
      select d.day, ${sql.raw(dutchDayOfText('c.second_at'))} - d.day as value
      from days d
      join stats_customers c on c.first_at >= ${sql.raw(dutchDayStartText('d.day'))}
                            and c.first_at < ${sql.raw(dutchDayStartText('(d.day + 1)'))}
    ),
    ${sql.raw(atLeastCounts('gaps'))},
    ${sql.raw(atLeastCounts('waits'))}
    insert into stats_customer_days (day, orders_after_gap, new_customers, new_without_second)
    select g.day, g.counts, coalesce(w.total, 0), coalesce(w.counts, '{0}')
    from gaps_counts g left join waits_counts w using (day)`);
}

/**
 * `<name>_counts (day, total, counts)`: per day, how many values there are and `counts[k]`, how
 * many are k or more (a null value: always), for k from 1 to one past the largest value (at most
 * MAX_STATS_DAYS, the longest period asked), after which every entry would be the same.
 */
function atLeastCounts(name: string): string {
  return `${name}_lengths as (
      select day, least(${MAX_STATS_DAYS}, coalesce(max(value), 0) + 1) as length, count(*) as total
      from ${name} group by day
    ),
    ${name}_histogram as (
      select v.day, least(coalesce(v.value, l.length), l.length) as value, count(*) as n
      from ${name} v join ${name}_lengths l using (day) group by 1, 2
    ),
    ${name}_counts as (
      select day, total, array_agg(n::int order by k) as counts
      from (
        select l.day, l.total, k, sum(coalesce(h.n, 0)) over (partition by l.day order by k desc) as n
        from ${name}_lengths l
        cross join generate_series(1, l.length) k
        left join ${name}_histogram h on h.day = l.day and h.value = k
      ) c
      group by day, total
    )`;
}

const minDay = (a: string, b: string) => (a < b ? a : b);
function daysFrom(from: string, until: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= until; day = addDays(day, 1)) days.push(day);
  return days;
}

/** node-postgres answers a result object, PGlite too; both carry `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
