// `npx tsx bench/bench-stats.ts [orders]`: seeds 100,000 orders (two years, ~30,000
// customers, 1-3 lines each, every status) into a temporary in-memory PGlite, then
// measures GET /api/admin/stats for 7 days, 30 days and 12 months. Prints the roll-up job's first
// run (it rolls up the history once) and then p50/p95;
// the goal is p95 < 200 ms. Asserts nothing. BENCH_DATABASE_URL measures PostgreSQL
// instead (a server URL whose user may create databases; the database is dropped after).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { call } from '../tests/helpers/api';
import { insertBenchOrders } from './bench-data';

process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'zorgzaam-bench-stats-'));
process.env.LOG_LEVEL ??= 'warn';

const { issueAuthToken } = await import('~/server/auth/session.server');
const { presetPeriod } = await import('~/features/admin/stats/stats');
const { todayInNetherlands } = await import('~/lib/dates');
const { GET: stats } = await import('~/pages/api/admin/stats');
const { setDatabase, closeDatabase } = await import('~/server/db');
const { seedDemoContent } = await import('~/server/seed');
const { catalogSeed } = await import('~/server/seed/catalog');

const ORDERS = Number(process.argv[2] ?? 100_000);
const RUNS = 40;

const { openBenchDatabase } = await import('./bench-database');
const { database, drop } = await openBenchDatabase();
await seedDemoContent(database, [catalogSeed]);
setDatabase(database);

let started = performance.now();
const step = (label: string) => {
  if (process.env.BENCH_VERBOSE)
    console.info(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
};
await insertBenchOrders(database, ORDERS, step);
await database.execute(`
  insert into subscriptions (email, status, interval_weeks, template, payment_provider, activated_at, cancelled_at)
  select 'klant' || g || '@example.nl', case when g % 4 = 0 then 'cancelled' else 'active' end::subscription_status,
         (array[4, 8, 12])[1 + g % 3], '{}', 'test', a, case when g % 4 = 0 then a + random() * (now() - a) end
  from (select g, now() - random() * interval '700 days' as a from generate_series(1, ${Math.round(ORDERS / 30)}) g) s`);
step('subscriptions');
await database.execute(`
  update orders o set subscription_id = s.id
  from subscriptions s where o.is_subscription and o.email = s.email`);
step('subscription orders');
await database.execute(`
  insert into newsletter_subscribers (email, status, unsubscribe_token, confirmed_at)
  select 'lezer' || g || '@example.nl', 'confirmed', 'token' || g, now() - random() * interval '730 days'
  from generate_series(1, ${Math.round(ORDERS / 5)}) g`);
step('newsletter');
// What the embedded database's maintenance timer does: statistics for the planner.
await database.execute('VACUUM (ANALYZE)');
const [lines] = await database.execute('select count(*)::int as n from order_lines');
console.info(
  `${database.kind}: seeded ${ORDERS.toLocaleString('nl-NL')} orders, ${Number(lines?.n).toLocaleString('nl-NL')} lines in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const [user] = await database.execute(
  `insert into users (email, password_hash, role) values ('bench@zorgzaam.example', 'x', 'admin') returning id`,
);
const token = await issueAuthToken(Number(user!.id));

if (process.env.BENCH_EXPLAIN) {
  // Prints each statement's plan once, to see where the time goes.
  const execute = database.execute.bind(database);
  database.execute = async (sqlText, params) => {
    if (/^\s*with bounds/.test(sqlText)) {
      const plan = (await execute(`explain (analyze, costs off) ${sqlText}`, params)).map(
        (row) => Object.values(row)[0],
      );
      console.info(`    ${String(plan.at(-1))}  ${sqlText.replace(/\s+/g, ' ').slice(260, 330)}`);
      if (process.env.BENCH_EXPLAIN === 'full') console.info(plan.join('\n'));
    }
    return execute(sqlText, params);
  };
  for (const preset of ['7d', '30d', '12m'] as const) {
    const { from, to } = presetPeriod(preset, todayInNetherlands());
    console.info(`  ${preset}`);
    await call(stats, { path: `/api/admin/stats?from=${from}&to=${to}`, token });
  }
  process.exit(0);
}

// The scheduler's job `stats.rollups` rolls up the whole seeded history once (decision 006), apart.
{
  const { refreshStatsRollups } = await import('~/features/admin/stats-rollups.server');
  started = performance.now();
  await refreshStatsRollups(database);
  console.info(`  roll-up job, first run (two years once): ${(performance.now() - started).toFixed(0)} ms`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const all: number[] = [];
for (const preset of ['7d', '30d', '12m'] as const) {
  const { from, to } = presetPeriod(preset, todayInNetherlands());
  const url = `/api/admin/stats?from=${from}&to=${to}`;
  const timings: number[] = [];
  for (let run = 0; run < RUNS + 3; run += 1) {
    started = performance.now();
    const response = await call(stats, { path: url, token });
    const ms = performance.now() - started;
    if (response.status !== 200)
      throw new Error(`stats answered ${response.status}: ${JSON.stringify(response.body)}`);
    if (run >= 3) timings.push(ms); // the first runs warm caches and plans
  }
  timings.sort((a, b) => a - b);
  all.push(...timings);
  console.info(
    `  ${preset.padEnd(4)} ${from} .. ${to}: p50 ${percentile(timings, 50).toFixed(1)} ms   p95 ${percentile(timings, 95).toFixed(1)} ms`,
  );
}
all.sort((a, b) => a - b);
console.info(
  `  all ${all.length} requests: p50 ${percentile(all, 50).toFixed(1)} ms   p95 ${percentile(all, 95).toFixed(1)} ms   (goal p95 < 200 ms)`,
);
await closeDatabase();
await drop();
