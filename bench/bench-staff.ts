// `npm run bench:staff [orders]`: a shop after years of trading (decision 022). Seeds BENCH_STAFF_ORDERS
// (1,000,000) orders over two years with 1-3 lines each and ~300,000 customer e-mail addresses, of
// which BENCH_STAFF_CUSTOMERS (200,000) have an account that owns their orders, all with
// generate_series in SQL, then measures the staff endpoints as handlers in process (auth, zod and
// JSON included, no HTTP): the order list (first page, page 200 reached by following `next`, a
// status and a date filter), the search (order number, e-mail, name), statistics (7 days, 12
// months, and 12 months each right after a refund on a closed day, after the roll-up job has
// run), a customer's order history and the CSV export of a quarter. Prints p50 / p95 of RUNS requests per figure and the
// load average (os.loadavg: the machine is shared). Goals: p95 < 200 ms; the export < 10 s.
// PostgreSQL by default (BENCH_DATABASE_URL, else the local server); BENCH_ENGINE=pglite runs it on
// the embedded database in memory (slower to seed: try 100000 orders first). Asserts nothing.
// BENCH_STAFF_KEEP=<name> keeps the seeded shop for the next run (seeding takes minutes): a
// database of that name on the server (PGlite: a data directory of that path), seeded when it
// has no orders yet, migrated (a later build's migrations run on the seeded data) and reused
// otherwise, never dropped: `dropdb <name>` (or remove the directory) when done.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { OrderListResponse } from '~/features/admin/order-list';
import { call } from '../tests/helpers/api';

process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'zorgzaam-bench-staff-'));
process.env.LOG_LEVEL ??= 'warn';

const { issueAuthToken } = await import('~/server/auth/session.server');
const { presetPeriod } = await import('~/features/admin/stats/stats');
const { todayInNetherlands } = await import('~/lib/dates');
const { GET: stats } = await import('~/pages/api/admin/stats');
const { refreshStatsRollups } = await import('~/features/admin/stats-rollups.server');
const { GET: orderList } = await import('~/pages/api/admin/orders/index');
const { GET: orderExport } = await import('~/pages/api/admin/orders/export.csv');
const { POST: userOrders } = await import('~/pages/api/get-user-orders');
const { setDatabase, closeDatabase } = await import('~/server/db');
const { openDatabase } = await import('~/server/db/client');
const { migrateDatabase } = await import('~/server/db/migrate');
const { seedDemoContent } = await import('~/server/seed');
const { catalogSeed } = await import('~/server/seed/catalog');

const ORDERS = Number(process.argv[2] ?? process.env.BENCH_STAFF_ORDERS ?? 1_000_000);
const CUSTOMERS = Number(process.env.BENCH_STAFF_CUSTOMERS ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/**
 * Accounts, then orders whose 1-3 lines follow from the order's running number (so the totals are
 * written with the order: no second pass over a million rows), spread over two years in time
 * order, every status, ~300,000 e-mail addresses of which CUSTOMERS have an account.
 */
async function seedYearsOfOrders(): Promise<void> {
  const addresses = Math.round(CUSTOMERS * 1.5);
  await database.execute('select setseed(0.42)');
  await database.execute(`
    insert into users (email, password_hash, role)
    select 'klant' || g || '@example.nl', 'x', 'customer' from generate_series(0, ${CUSTOMERS - 1}) g`);
  const line = (column: string) => `c.${column}[1 + ((s.g::bigint * 7919 + k * 104729) % c.n)::int]`;
  await database.execute(`
    with c as (select array_agg(id order by id) as ids, array_agg(price_cents order by id) as prices,
                      count(*)::int as n from products),
    s as (select g, random() as r, now() - random() * interval '730 days' as t,
                 'klant' || floor(random() * ${addresses})::int || '@example.nl' as email
          from generate_series(1, ${ORDERS}) g),
    priced as (select s.*, (select sum(${line('prices')} * (1 + (s.g + k) % 3))::int
                            from generate_series(1, 1 + s.g % 3) k) as subtotal
               from s cross join c)
    insert into orders (number, user_id, email, first_name, last_name, street, street_number, postcode, city,
                        subtotal_cents, shipping_cents, vat_cents, total_cents, payment_method, status,
                        is_subscription, created_at, updated_at)
    select 'ZZ-' || (500000 + p.g), u.id, p.email, 'Klant', 'Nummer ' || p.g, 'Dam', '1', '1012 JS', 'Amsterdam',
           p.subtotal, case when p.subtotal >= 5000 then 0 else 500 end,
           round((p.subtotal + case when p.subtotal >= 5000 then 0 else 500 end) * 9 / 109.0),
           p.subtotal + case when p.subtotal >= 5000 then 0 else 500 end,
           (array['ideal', 'ideal', 'ideal', 'creditcard', 'bancontact', 'paypal'])[1 + p.g % 6],
           (case
              when r < 0.55 then 'delivered' when r < 0.70 then 'shipped' when r < 0.80 then 'paid'
              when r < 0.85 then 'pending' when r < 0.90 then 'failed' when r < 0.94 then 'cancelled'
              when r < 0.97 then 'expired' when r < 0.99 then 'refunded' else 'withdrawn' end)::order_status,
           p.g % 7 = 0, p.t, p.t
    from priced p left join users u on u.email = p.email
    order by p.t`);
  await database.execute(`
    with c as (select array_agg(id order by id) as ids, array_agg(price_cents order by id) as prices,
                      array_agg(name order by id) as names, count(*)::int as n from products)
    insert into order_lines (order_id, product_id, product_name, unit_price_cents, quantity, vat_rate_basis_points,
                             line_total_cents, vat_cents)
    select s.id, ${line('ids')}, ${line('names')}, ${line('prices')}, 1 + (s.g + k) % 3, 900,
           ${line('prices')} * (1 + (s.g + k) % 3), round(${line('prices')} * (1 + (s.g + k) % 3) * 9 / 109.0)
    from (select id, substring(number from 4)::int - 500000 as g from orders where number like 'ZZ-%') s
    cross join c cross join lateral generate_series(1, 1 + s.g % 3) k`);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

const serverUrl =
  process.env.BENCH_ENGINE === 'pglite'
    ? undefined
    : (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const kept = process.env.BENCH_STAFF_KEEP;
if (kept && !/^[a-z0-9_./-]+$/.test(kept)) throw new Error(`BENCH_STAFF_KEEP: unusable name ${kept}`);
const databaseName = kept ?? `zorgzaam_bench_staff_${randomBytes(4).toString('hex')}`;
async function admin(sqlText: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(sqlText)).rows;
  } finally {
    await client.end();
  }
}
if (serverUrl) {
  const exists = await admin(`select 1 from pg_database where datname = '${databaseName}'`);
  if (exists.length === 0) await admin(`CREATE DATABASE ${databaseName}`);
}
const database = serverUrl
  ? await openDatabase({
      kind: 'postgres',
      url: Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString(),
    })
  : kept
    ? await openDatabase({ kind: 'pglite', dataDir: kept })
    : await openDatabase({ kind: 'pglite-memory' });

try {
  let started = performance.now();
  const step = (label: string) =>
    console.info(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const reused = await hasOrders();
  await migrateDatabase(database);
  setDatabase(database);
  if (reused) {
    step('migrations on the kept shop');
    const [{ n } = {}] = await database.execute('select count(*)::int as n from orders');
    console.info(
      `${database.kind}: reusing ${databaseName} with ${Number(n).toLocaleString('nl-NL')} orders`,
    );
  } else {
    await seedDemoContent(database, [catalogSeed]);
    await seedYearsOfOrders();
    step('accounts, orders and lines');
    await database.execute('VACUUM (ANALYZE)');
    step('vacuum analyze');
    const seeded = (performance.now() - started) / 1000;
    console.info(
      `${database.kind}: seeded ${ORDERS.toLocaleString('nl-NL')} orders and ${CUSTOMERS.toLocaleString('nl-NL')} accounts in ${seeded.toFixed(0)} s`,
    );
  }

  const [staff] = await database.execute(
    `insert into users (email, password_hash, role) values ('bench-staff@zorgzaam.example', 'x', 'admin')
     on conflict (lower(email)) do update set role = 'admin' returning id`,
  );
  const staffToken = await issueAuthToken(Number(staff!.id));
  // The customer with the most orders, for the order history.
  const [busiest] = await database.execute(
    'select user_id, count(*)::int as n from orders where user_id is not null group by user_id order by 2 desc limit 1',
  );
  const customerToken = await issueAuthToken(Number(busiest!.user_id));
  const [sample] = await database.execute(
    'select number, email, last_name from orders order by id desc offset 1234 limit 1',
  );

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const measure = async (label: string, request: () => Promise<{ status: number }>, runs = RUNS) => {
    const timings: number[] = [];
    for (let run = 0; run < runs + 2; run += 1) {
      const begin = performance.now();
      const response = await request();
      if (response.status !== 200) throw new Error(`${label}: ${response.status}`);
      if (run >= 2) timings.push(performance.now() - begin); // the first runs warm caches and plans
    }
    timings.sort((a, b) => a - b);
    console.info(
      `| ${label} | ${percentile(timings, 50).toFixed(1)} | ${percentile(timings, 95).toFixed(1)} | ${load()} |`,
    );
  };
  const list = (query: string) => () =>
    call(orderList, { path: `/api/admin/orders?${query}`, token: staffToken });

  console.info(
    `\n| ${database.kind}, ${ORDERS.toLocaleString('nl-NL')} orders | p50 ms | p95 ms | load average |`,
  );
  console.info('| --- | --- | --- | --- |');
  await measure('order list, first page', list(''));
  // Page 200: the position reached by following `next` 199 times, as staff clicking 'Volgende' would.
  let position = '';
  let page = 1;
  for (; page < 200; page += 1) {
    const { body } = await call(orderList, { path: `/api/admin/orders?${position}`, token: staffToken });
    const { next } = body as OrderListResponse;
    if (!next) break; // a small shop has fewer pages
    position = `after=${next.after}`;
  }
  await measure(`order list, page ${page}`, list(position));
  await measure("order list, status 'refunded'", list('status=refunded'));
  const month = presetPeriod('30d', todayInNetherlands());
  await measure('order list, last 30 days', list(`from=${month.from}&to=${month.to}`));
  const searches = async (label: string) => {
    await measure(`search: order number${label}`, list(`q=${sample!.number}`));
    await measure(`search: e-mail address${label}`, list(`q=${encodeURIComponent(String(sample!.email))}`));
    await measure(
      `search: part of a name${label}`,
      list(`q=${encodeURIComponent(String(sample!.last_name).slice(-5))}`),
    );
  };
  // Back to back: without the trigram indexes of migration 0021 (as before it), then with them.
  const trigramIndexes = await database.execute(
    `select indexname, indexdef from pg_indexes where tablename = 'orders' and indexname like '%trgm%'`,
  );
  // BENCH_STAFF_SEARCH_BEFORE=no skips the searches without them (minutes at a million orders).
  if (process.env.BENCH_STAFF_SEARCH_BEFORE !== 'no') {
    for (const index of trigramIndexes) await database.execute(`drop index ${index.indexname}`);
    await searches(', without the trigram indexes (before)');
    started = performance.now();
    for (const index of trigramIndexes) await database.execute(String(index.indexdef));
    step(`trigram indexes built (${trigramIndexes.length})`);
    await database.execute('ANALYZE orders');
  }
  await searches('');

  // What the scheduler's job `stats.rollups` does in the background: the whole history the first
  // time (a new shop, or after migration 0026), then only what changed.
  started = performance.now();
  await refreshStatsRollups(database);
  step('statistics roll-ups brought up to date (the job)');
  const statsOf = (preset: '7d' | '12m') => {
    const { from, to } = presetPeriod(preset, todayInNetherlands());
    return () => call(stats, { path: `/api/admin/stats?from=${from}&to=${to}`, token: staffToken });
  };
  for (const preset of ['7d', '12m'] as const) await measure(`statistics, ${preset}`, statsOf(preset));
  // Each request after an order of half a year ago is refunded: the read recomputes its day and customer.
  const refundable = await database.execute(
    `select id from orders where status = 'delivered' and created_at < now() - interval '180 days'
     order by created_at desc limit ${RUNS + 2}`,
  );
  let refunded = 0;
  await measure('statistics, 12m, each after a refund of an order from half a year ago', async () => {
    await database.execute(`update orders set status = 'refunded' where id = $1`, [
      refundable[refunded++]!.id,
    ]);
    return statsOf('12m')();
  });
  await measure(`customer's order history (${busiest!.n} orders)`, () =>
    call(userOrders, { method: 'POST', path: '/api/get-user-orders', token: customerToken, body: {} }),
  );
  const quarter = presetPeriod('12m', todayInNetherlands());
  const quarterFrom = new Date(Date.parse(quarter.to) - 91 * 86_400_000).toISOString().slice(0, 10);
  started = performance.now();
  const csv = await call(orderExport, {
    path: `/api/admin/orders/export.csv?from=${quarterFrom}&to=${quarter.to}`,
    token: staffToken,
  });
  const rows = String(csv.body).split('\n').length - 1;
  console.info(
    `| CSV export of a quarter (${rows.toLocaleString('nl-NL')} orders), once | ${(performance.now() - started).toFixed(0)} | | ${load()} |`,
  );
} finally {
  await closeDatabase();
  if (serverUrl && !kept) await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  if (kept) console.info(`kept ${databaseName} for the next run (BENCH_STAFF_KEEP)`);
}

/** A kept shop that was seeded before (its orders table exists and has rows). */
async function hasOrders(): Promise<boolean> {
  if (!kept) return false;
  const [row] = await database.execute(`select to_regclass('orders') is not null as present`);
  if (row?.present !== true) return false;
  return (await database.execute('select 1 from orders limit 1')).length > 0;
}
