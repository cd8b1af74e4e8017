// `npx tsx bench/bench-orders.ts [orders]`: POST /api/create-order throughput and latency on a
// temporary in-memory PGlite with the demo catalogue (built-in test payment provider), one
// request at a time and 10 at once. Every order is priced, its stock reserved (conditional updates),
// stored with its lines and gets a payment, exactly as in the shop. Prints orders/s and
// p50/p95; the goal is >= 100 orders/s on PGlite. Asserts nothing. BENCH_DATABASE_URL
// measures PostgreSQL instead (a server URL whose user may create databases; dropped after).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { call } from '../tests/helpers/api';

process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'zorgzaam-bench-orders-'));
process.env.LOG_LEVEL ??= 'warn';

const { POST: createOrder } = await import('~/pages/api/create-order');
const { setDatabase, closeDatabase } = await import('~/server/db');
const { seedDemoContent } = await import('~/server/seed');
const { catalogSeed } = await import('~/server/seed/catalog');
const { products } = await import('~/server/db/schema');

const ORDERS = Number(process.argv[2] ?? 1000);
const { openBenchDatabase } = await import('./bench-database');
const { database, drop } = await openBenchDatabase();
await seedDemoContent(database, [catalogSeed]);
setDatabase(database);

// Three products without sizes and with plenty of stock: realistic 1-3 line carts.
const stocked = await database.db
  .insert(products)
  .values(
    [1, 2, 3].map((n) => ({
      slug: `bench-${n}`,
      name: `Bench ${n}`,
      priceCents: 1495 * n,
      stock: 1_000_000,
      vatRateBasisPoints: 900,
    })),
  )
  .returning({ id: products.id, slug: products.slug });

let sequence = 0;
function submission() {
  sequence += 1;
  const lines = stocked.slice(0, 1 + (sequence % 3));
  return {
    customer: { email: `klant${sequence}@example.nl`, first_name: 'Bench', last_name: `Klant ${sequence}` },
    address: {
      label: 'Shipping',
      first_name: 'Bench',
      last_name: `Klant ${sequence}`,
      street: 'Dam',
      street_number: '1',
      street_addition: '',
      postcode: '1012 JS',
      city: 'Amsterdam',
      country: 'Nederland',
    },
    payment_method: 'ideal',
    is_subscription: false,
    subscription_interval: null,
    shipping_cost: 0,
    lineItems: lines.map((line) => ({
      id: line.id,
      quantity: 1 + (sequence % 2),
      price: 0.01,
      name: 'x',
      slug: line.slug,
      image_urls: [],
    })),
  };
}

async function one(): Promise<number> {
  const started = performance.now();
  const { status } = await call(createOrder, { body: submission() });
  if (status !== 201) throw new Error(`create-order answered ${status}`);
  return performance.now() - started;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function run(label: string, concurrency: number) {
  const times: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < ORDERS) {
        next += 1;
        times.push(await one());
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.info(
    `${label.padEnd(14)} ${String(ORDERS).padStart(6)} orders  ${(ORDERS / seconds).toFixed(0).padStart(5)} orders/s  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
}

for (let i = 0; i < 50; i++) await one(); // warm-up
console.info(`POST /api/create-order on ${database.kind} (test payment provider)`);
await run('1 at a time', 1);
await run('10 at once', 10);
console.info('Goal: >= 100 orders/s on PGlite.');

await closeDatabase();
await drop();
