import {
  bucketFor,
  bucketStarts,
  type Period,
  previousPeriod,
  type RankedItem,
  type StatsResponse,
} from '~/features/admin/stats/stats';
import { ORDER_STATUSES, type OrderStatus, REVENUE_STATUSES } from '~/features/orders/orders';
import { type Database, getDatabase } from '~/server/db';
import { dutchDayOfText, dutchDayStartText } from '~/server/db/dutch-day';
import { COUNTED, CREDITED, entryAt, refreshStatsRollups } from './stats-rollups.server';

/**
 * The shop's figures for a period and the period of the same length before it,
 * all computed in SQL. Days are Dutch calendar days; orders count by the moment
 * they were placed. Revenue counts only REVENUE_STATUSES (paid, shipped,
 * delivered): pending, failed, cancelled, expired, refunded and withdrawn orders
 * are not revenue. Prices include VAT; excl. VAT subtracts each order's VAT. Revenue is after
 * discounts (the order's total) and net of partial refunds (its credit invoices).
 *
 * Closed days come from the daily roll-ups, refreshed first; the days after them
 * (today) straight from the orders (see stats-rollups.server.ts).
 *
 * $1..$3 are the previous period's first day, the period's first day and its last
 * day, $4 the last rolled-up day (null: none); the boundaries become instants in
 * SQL so both engines agree on them.
 */
const BOUNDS = `bounds as (
  select ${dutchDayStartText('$1::date')} as prev_from, ${dutchDayStartText('$2::date')} as cur_from,
         ${dutchDayStartText('($3::date + 1)')} as cur_to,
         coalesce(${dutchDayStartText('($4::date + 1)')}, '-infinity') as live_from
)`;

/** Orders per day, status and payment method over both periods: roll-ups, then live orders. */
const ORDER_DAYS = `order_days as (
  select r.day, r.status::text as status, r.payment_method as method, r.orders,
         r.revenue_cents as revenue, r.vat_cents as vat
  from stats_order_days r where r.day >= $1::date and r.day <= least($3::date, coalesce($4::date, '-infinity'))
  union all
  select ${dutchDayOfText('o.created_at')}, o.status::text, coalesce(o.payment_method, ''),
         1, o.total_cents + c.gross_cents, o.vat_cents + c.vat_cents
  from orders o cross join bounds b cross join lateral (${CREDITED}) c
  where o.created_at >= greatest(b.prev_from, b.live_from) and o.created_at < b.cur_to
)`;

/** Units and revenue per product in the period, of counted orders: roll-ups, then live orders. */
const PRODUCT_SALES = `product_sales as (
  select r.product_id, r.product_name, r.units, r.revenue_cents as revenue
  from stats_product_days r where r.day >= $2::date and r.day <= least($3::date, coalesce($4::date, '-infinity'))
  union all
  select l.product_id, l.product_name, l.quantity, l.line_total_cents - l.discount_cents
  from orders o
  cross join bounds b
  -- offset 0 keeps PostgreSQL reading the lines per order instead of every line ever sold.
  cross join lateral (select * from order_lines ol where ol.order_id = o.id offset 0) l
  where o.${COUNTED} and o.created_at >= greatest(b.cur_from, b.live_from) and o.created_at < b.cur_to
)`;

/**
 * `<name>_customers (customers_<name>, new_<name>, single_<name>)` of the days `from` to `to`
 * (SQL dates): the addresses with a counted order in them, those whose first counted order is in
 * them, and of those the ones without a second counted order by `to`. See stats_customer_days.
 */
function customersOf(name: string, from: string, to: string): string {
  const rolledUp = `from stats_customer_days r where r.day >= ${from} and r.day <= least(${to}, coalesce($4::date, '-infinity'))`;
  const liveFrom = `greatest(${dutchDayStartText(from)}, b.live_from)`;
  const end = dutchDayStartText(`(${to} + 1)`);
  return `${name}_customers as (
    select
      (select coalesce(sum(${entryAt('r.orders_after_gap', `r.day - ${from} + 1`)}), 0) ${rolledUp})
      + (select count(distinct o.email) from orders o
         where o.${COUNTED} and o.created_at >= ${liveFrom} and o.created_at < ${end}
           -- offset 0: one index probe per live order, not a hash of every order of the period.
           and not exists (select 1 from orders p
                           where p.email = o.email and p.${COUNTED}
                             and p.created_at >= ${dutchDayStartText(from)} and p.created_at < ${liveFrom} offset 0))
        as customers_${name},
      (select coalesce(sum(r.new_customers), 0) ${rolledUp})
      + (select count(*) from stats_customers c where c.first_at >= ${liveFrom} and c.first_at < ${end})
        as new_${name},
      (select coalesce(sum(${entryAt('r.new_without_second', `${to} - r.day + 1`)}), 0) ${rolledUp})
      + (select count(*) from stats_customers c
         where c.first_at >= ${liveFrom} and c.first_at < ${end}
           and (c.second_at is null or c.second_at >= ${end}))
        as single_${name}
    from bounds b
  )`;
}

/** How many products and categories the ranking lists show. */
const TOP = 5;

/** A read closes this many days itself (after midnight: yesterday), the job the rest. */
const READ_CLOSES_DAYS = 3;

type Row = Record<string, unknown>;
const num = (value: unknown) => Number(value ?? 0);

export async function shopStats(period: Period): Promise<StatsResponse> {
  const database = await getDatabase();
  // Exact: stale days are recomputed first. Days not yet closed (normally only today; after a
  // reset or a long pause of the scheduler more) are read from the orders, the job closes them.
  const closedThrough = await refreshStatsRollups(database, { closeDays: READ_CLOSES_DAYS });
  return statsThrough(database, period, closedThrough);
}

/**
 * The figures with the days up to `closedThrough` read from the roll-ups (which must be fresh
 * that far) and the later days from the orders; null: everything from the orders.
 */
export async function statsThrough(
  database: Database,
  period: Period,
  closedThrough: string | null,
): Promise<StatsResponse> {
  const previous = previousPeriod(period);
  const params = [previous.from, period.from, period.to, closedThrough];
  const bucket = bucketFor(period);
  const query = (sqlText: string, extra: unknown[] = []) =>
    database.execute(`with ${BOUNDS} ${sqlText}`, [...params, ...extra]);

  // PGlite runs one statement at a time anyway; PostgreSQL runs them side by side.
  const [orderRows, customerRows, rankingRows, [extraRow]] = await Promise.all([
    // Every order of both periods by day or month, status and payment method: revenue, counts,
    // the mix and the series, in one pass over the roll-ups.
    query(
      `, ${ORDER_DAYS}
      select to_char(date_trunc($5, day::timestamp), 'YYYY-MM-DD') as bucket, day >= $2::date as current,
             status, method, sum(orders)::int as orders,
             sum(revenue)::bigint as revenue, sum(revenue - vat)::bigint as revenue_excl
      from order_days group by 1, 2, 3, 4`,
      [bucket],
    ),
    // Customers are e-mail addresses (guests have no account; the checkout stores them lower-cased).
    // New: first counted order ever falls in the period. Returning: two or more counted orders up
    // to the period's end; the customers of a period with only one are those whose first order
    // is in it and whose second is not. Rolled-up days add up stats_customer_days; later days
    // (today) read the orders and stats_customers (both dates per address).
    query(`, ${customersOf('prev', '$1::date', '($2::date - 1)')}, ${customersOf('cur', '$2::date', '$3::date')}
      select * from prev_customers, cur_customers`),
    // Products and categories by revenue and units (a product in two categories counts in both).
    query(`, ${PRODUCT_SALES},
      per_product as (
        select product_id, max(product_name) as line_name, sum(units)::bigint as units,
               sum(revenue)::bigint as revenue
        from product_sales group by product_id
      )
      select 'product' as kind, pp.product_id as id, coalesce(p.name, pp.line_name) as name,
             pp.units, pp.revenue
      from per_product pp left join products p on p.id = pp.product_id
      union all
      select 'category', c.id, c.name, sum(pp.units)::bigint, sum(pp.revenue)::bigint
      from per_product pp
      join product_categories pc on pc.product_id = pp.product_id
      join categories c on c.id = pc.category_id
      group by c.id, c.name`),
    // Subscriptions active at each period's end, their monthly value (last order's total
    // times deliveries per month), cancellations, and confirmed newsletter sign-ups.
    query(`
      , active as (
        select s.id, s.interval_weeks,
               s.activated_at < b.cur_to and (s.cancelled_at is null or s.cancelled_at >= b.cur_to) as at_cur_end,
               s.activated_at < b.cur_from and (s.cancelled_at is null or s.cancelled_at >= b.cur_from) as at_prev_end
        from subscriptions s, bounds b
        where s.activated_at is not null and s.activated_at < b.cur_to
      ),
      valued as (
        select a.*, coalesce((
          select o.total_cents from orders o
          where o.subscription_id = a.id and o.${COUNTED}
          order by o.created_at desc limit 1), 0) * 52.0 / 12 / a.interval_weeks as monthly
        from active a
      )
      select
        (select count(*) filter (where at_cur_end) from valued)::int as active_cur,
        (select count(*) filter (where at_prev_end) from valued)::int as active_prev,
        (select coalesce(round(sum(monthly) filter (where at_cur_end)), 0) from valued)::bigint as mrr_cur,
        (select coalesce(round(sum(monthly) filter (where at_prev_end)), 0) from valued)::bigint as mrr_prev,
        (select count(*) from subscriptions s
          where s.cancelled_at >= b.cur_from and s.cancelled_at < b.cur_to)::int as cancelled_cur,
        (select count(*) from subscriptions s
          where s.cancelled_at >= b.prev_from and s.cancelled_at < b.cur_from)::int as cancelled_prev,
        (select count(*) from newsletter_subscribers n
          where n.confirmed_at >= b.cur_from and n.confirmed_at < b.cur_to)::int as newsletter_cur,
        (select count(*) from newsletter_subscribers n
          where n.confirmed_at >= b.prev_from and n.confirmed_at < b.cur_from)::int as newsletter_prev
      from bounds b`),
  ]);

  const counted = (row: Row) => (REVENUE_STATUSES as readonly string[]).includes(String(row.status));
  const sum = (rows: Row[], field: string) => rows.reduce((total, row) => total + num(row[field]), 0);
  const current = orderRows.filter((row) => row.current === true);
  const before = orderRows.filter((row) => row.current !== true);
  const revenue = {
    current: sum(current.filter(counted), 'revenue'),
    previous: sum(before.filter(counted), 'revenue'),
  };
  const orders = {
    current: sum(current.filter(counted), 'orders'),
    previous: sum(before.filter(counted), 'orders'),
  };
  const customers = customerRows[0] ?? {};
  const extra = extraRow ?? {};
  const share = (repeat: unknown, total: unknown) => (num(total) === 0 ? null : num(repeat) / num(total));

  return {
    period,
    previous,
    bucket,
    figures: {
      revenueCents: revenue,
      revenueExclVatCents: {
        current: sum(current.filter(counted), 'revenue_excl'),
        previous: sum(before.filter(counted), 'revenue_excl'),
      },
      orders,
      averageOrderCents: {
        current: orders.current ? Math.round(revenue.current / orders.current) : 0,
        previous: orders.previous ? Math.round(revenue.previous / orders.previous) : 0,
      },
      newCustomers: { current: num(customers.new_cur), previous: num(customers.new_prev) },
      repeatCustomerShare: {
        current: share(num(customers.customers_cur) - num(customers.single_cur), customers.customers_cur),
        previous: share(num(customers.customers_prev) - num(customers.single_prev), customers.customers_prev),
      },
      activeSubscriptions: { current: num(extra.active_cur), previous: num(extra.active_prev) },
      subscriptionMrrCents: { current: num(extra.mrr_cur), previous: num(extra.mrr_prev) },
      cancelledSubscriptions: { current: num(extra.cancelled_cur), previous: num(extra.cancelled_prev) },
      newsletterSignups: { current: num(extra.newsletter_cur), previous: num(extra.newsletter_prev) },
    },
    series: alignSeries(period, previous, bucket, orderRows.filter(counted)),
    topProducts: rank(rankingRows.filter((row) => row.kind === 'product')),
    topCategories: rank(rankingRows.filter((row) => row.kind === 'category')),
    paymentMethods: paymentMix(current.filter(counted)),
    ordersByStatus: ORDER_STATUSES.map((status: OrderStatus) => ({
      status,
      orders: sum(
        current.filter((row) => row.status === status),
        'orders',
      ),
      previous: sum(
        before.filter((row) => row.status === status),
        'orders',
      ),
    })).filter((row) => row.orders > 0 || row.previous > 0),
  };
}

/**
 * Every bucket of the period, with the previous period's bucket at the same position beside it.
 * `rows` are counted orders per bucket, status and payment method: added up per bucket.
 */
function alignSeries(period: Period, previous: Period, bucket: 'day' | 'month', rows: Row[]) {
  const byBucket = new Map<string, { orders: number; revenue: number }>();
  for (const row of rows) {
    const sums = byBucket.get(String(row.bucket)) ?? { orders: 0, revenue: 0 };
    sums.orders += num(row.orders);
    sums.revenue += num(row.revenue);
    byBucket.set(String(row.bucket), sums);
  }
  const previousStarts = bucketStarts(previous, bucket);
  return bucketStarts(period, bucket).map((start, index) => {
    const row = byBucket.get(start);
    const before = previousStarts[index] ? byBucket.get(previousStarts[index]) : undefined;
    return {
      bucket: start,
      revenueCents: num(row?.revenue),
      orders: num(row?.orders),
      previousRevenueCents: num(before?.revenue),
      previousOrders: num(before?.orders),
    };
  });
}

function rank(rows: Row[]): { byRevenue: RankedItem[]; byUnits: RankedItem[] } {
  const items: RankedItem[] = rows.map((row) => ({
    id: row.id === null ? null : num(row.id),
    name: String(row.name),
    units: num(row.units),
    revenueCents: num(row.revenue),
  }));
  const byName = (a: RankedItem, b: RankedItem) => a.name.localeCompare(b.name, 'nl');
  return {
    byRevenue: [...items].sort((a, b) => b.revenueCents - a.revenueCents || byName(a, b)).slice(0, TOP),
    byUnits: [...items].sort((a, b) => b.units - a.units || byName(a, b)).slice(0, TOP),
  };
}

function paymentMix(rows: Row[]) {
  const mix = new Map<string, { method: string; orders: number; revenueCents: number }>();
  for (const row of rows) {
    const method = String(row.method);
    const entry = mix.get(method) ?? { method, orders: 0, revenueCents: 0 };
    entry.orders += num(row.orders);
    entry.revenueCents += num(row.revenue);
    mix.set(method, entry);
  }
  return [...mix.values()].sort((a, b) => b.revenueCents - a.revenueCents);
}
