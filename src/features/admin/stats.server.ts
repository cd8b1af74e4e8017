import { getDatabase } from '~/server/db';
import {
  bucketFor,
  bucketStarts,
  ORDER_STATUSES,
  type OrderStatus,
  type Period,
  previousPeriod,
  type RankedItem,
  REVENUE_STATUSES,
  type StatsResponse,
} from './admin';

/**
 * The shop's figures for a period and the period of the same length before it,
 * all computed in SQL. Days are Dutch calendar days; orders count by the moment
 * they were placed. Revenue counts only REVENUE_STATUSES (paid, shipped,
 * delivered): pending, failed, cancelled, expired, refunded and withdrawn orders
 * are not revenue. Prices include VAT; excl. VAT subtracts each order's VAT.
 *
 * $1..$3 are the previous period's first day, the period's first day and its last
 * day; the boundaries become instants in SQL so both engines agree on them.
 */
const BOUNDS = `bounds as (
  select ($1::date::timestamp at time zone 'Europe/Amsterdam') as prev_from,
         ($2::date::timestamp at time zone 'Europe/Amsterdam') as cur_from,
         (($3::date + 1)::timestamp at time zone 'Europe/Amsterdam') as cur_to
)`;
// Literal list (no user input): keeps the partial indexes usable, which need the predicate spelled out.
const COUNTED = `status in (${REVENUE_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** How many products and categories the ranking lists show. */
const TOP = 5;

type Row = Record<string, unknown>;
const num = (value: unknown) => Number(value ?? 0);

export async function shopStats(period: Period): Promise<StatsResponse> {
  const database = await getDatabase();
  const previous = previousPeriod(period);
  const params = [previous.from, period.from, period.to];
  const bucket = bucketFor(period);
  const query = (sqlText: string, extra: unknown[] = []) =>
    database.execute(`with ${BOUNDS} ${sqlText}`, [...params, ...extra]);

  // PGlite runs one statement at a time anyway; PostgreSQL runs them side by side.
  const [orderRows, customerRows, seriesRows, rankingRows, [extraRow]] = await Promise.all([
    // Every order of both periods by status and payment method: revenue, counts, the mix.
    query(`
      select o.created_at >= b.cur_from as current, o.status::text as status,
             coalesce(o.payment_method, '') as method, count(*)::int as orders,
             sum(o.total_cents)::bigint as revenue, sum(o.total_cents - o.vat_cents)::bigint as revenue_excl
      from orders o, bounds b
      where o.created_at >= b.prev_from and o.created_at < b.cur_to
      group by 1, 2, 3`),
    // Customers are e-mail addresses (guests have no account; the checkout stores them lower-cased).
    // New: first counted order ever falls in the period. Repeat: two or more counted orders up to
    // the period's end. Reads only orders_revenue_customer_idx (email, created_at; counted orders).
    query(`
      , period_customers as (
        select distinct p.email from orders p, bounds b
        where p.${COUNTED} and p.created_at >= b.prev_from and p.created_at < b.cur_to
      ),
      customers as (
        -- One index-only probe per customer of the periods, instead of every counted order ever.
        select h.*
        from period_customers c cross join bounds b
        cross join lateral (
          select min(o.created_at) as first_at,
                 count(*) filter (where o.created_at >= b.prev_from and o.created_at < b.cur_from) as in_prev,
                 count(*) filter (where o.created_at >= b.cur_from) as in_cur,
                 count(*) filter (where o.created_at < b.cur_from) as before_cur
          from orders o
          where o.email = c.email and o.${COUNTED} and o.created_at < b.cur_to
        ) h
      )
      select
        count(*) filter (where in_cur > 0)::int as customers_cur,
        count(*) filter (where in_cur > 0 and first_at >= b.cur_from)::int as new_cur,
        count(*) filter (where in_cur > 0 and before_cur + in_cur >= 2)::int as repeat_cur,
        count(*) filter (where in_prev > 0)::int as customers_prev,
        count(*) filter (where in_prev > 0 and first_at >= b.prev_from and first_at < b.cur_from)::int as new_prev,
        count(*) filter (where in_prev > 0 and before_cur >= 2)::int as repeat_prev
      from customers, bounds b`),
    // Revenue and orders per day or month, both periods.
    query(
      `
      select to_char(date_trunc($4, o.created_at at time zone 'Europe/Amsterdam'), 'YYYY-MM-DD') as bucket,
             count(*)::int as orders, sum(o.total_cents)::bigint as revenue
      from orders o, bounds b
      where o.${COUNTED} and o.created_at >= b.prev_from and o.created_at < b.cur_to
      group by 1`,
      [bucket],
    ),
    // Products and categories by revenue and units (a product in two categories counts in both).
    query(`
      , per_product as (
        -- The period's counted orders, then their lines through order_lines_order_idx
        -- (offset 0 keeps PostgreSQL from turning this into a scan of every line ever sold).
        select l.product_id, max(l.product_name) as line_name,
               sum(l.quantity)::bigint as units, sum(l.line_total_cents)::bigint as revenue
        from orders o
        cross join bounds b
        cross join lateral (
          select ol.product_id, ol.product_name, ol.quantity, ol.line_total_cents
          from order_lines ol where ol.order_id = o.id offset 0
        ) l
        where o.${COUNTED} and o.created_at >= b.cur_from and o.created_at < b.cur_to
        group by l.product_id
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
        current: share(customers.repeat_cur, customers.customers_cur),
        previous: share(customers.repeat_prev, customers.customers_prev),
      },
      activeSubscriptions: { current: num(extra.active_cur), previous: num(extra.active_prev) },
      subscriptionMrrCents: { current: num(extra.mrr_cur), previous: num(extra.mrr_prev) },
      cancelledSubscriptions: { current: num(extra.cancelled_cur), previous: num(extra.cancelled_prev) },
      newsletterSignups: { current: num(extra.newsletter_cur), previous: num(extra.newsletter_prev) },
    },
    series: alignSeries(period, previous, bucket, seriesRows),
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

/** Every bucket of the period, with the previous period's bucket at the same position beside it. */
function alignSeries(period: Period, previous: Period, bucket: 'day' | 'month', rows: Row[]) {
  const byBucket = new Map(rows.map((row) => [String(row.bucket), row]));
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
