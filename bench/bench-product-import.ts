// `npx tsx bench/bench-product-import.ts [rows]`: imports a CSV of new products with two sizes
// each (rows / 2 products) into a temporary in-memory PGlite seeded with the demo catalogue, then
// re-imports the same file as a stock count (updates only), and times a product save through
// PUT /api/admin/products/{id}. Prints the figures; asserts nothing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { call } from '../tests/helpers/api';

process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'zorgzaam-bench-import-'));
process.env.LOG_LEVEL ??= 'warn';

const { issueAuthToken } = await import('~/server/auth/session.server');
const { POST: importCsv } = await import('~/pages/api/admin/products/import');
const { GET: getProduct, PUT: putProduct } = await import('~/pages/api/admin/products/[id]');
const { setDatabase, closeDatabase } = await import('~/server/db');
const { openDatabase } = await import('~/server/db/client');
const { migrateDatabase } = await import('~/server/db/migrate');
const { seedDemoContent } = await import('~/server/seed');
const { seedModules } = await import('~/app/seed-modules');
const { users, products } = await import('~/server/db/schema');

const ROWS = Number(process.argv[2] ?? 2000);
const database = await openDatabase({ kind: 'pglite-memory' });
await migrateDatabase(database);
setDatabase(database);
await seedDemoContent(database, seedModules);
const [admin] = await database.db
  .insert(users)
  .values({ email: 'bench@winkel.test', passwordHash: 'x', role: 'admin' })
  .returning();
const token = await issueAuthToken(admin!.id);

const header =
  'product_slug;product_name;variation_slug;variation_name;price;vat_rate;in_package;stock;active';
const lines = [header];
for (let n = 0; n < ROWS / 2; n += 1) {
  for (const size of ['m', 'l'])
    lines.push(
      `bench-${n};Bench product ${n};bench-${n}-${size};Maat ${size.toUpperCase()};"12,95";9;10;${n % 50};ja`,
    );
}
const csv = lines.join('\r\n');

const time = async (label: string, work: () => Promise<{ status: number }>) => {
  const started = performance.now();
  const { status } = await work();
  console.info(`${label}: ${Math.round(performance.now() - started)} ms (status ${status})`);
};
await time(`import ${ROWS} new rows (${ROWS / 2} products)`, () =>
  call(importCsv, { method: 'POST', rawBody: csv, token }),
);
await time(`re-import ${ROWS} rows as a stock count`, () =>
  call(importCsv, { method: 'POST', rawBody: csv, token }),
);

const [first] = await database.db.select({ id: products.id }).from(products).limit(1);
const params = { id: String(first!.id) };
const current = (await call(getProduct, { params, token })).body as Record<string, unknown>;
const samples: number[] = [];
for (let run = 0; run < 20; run += 1) {
  const started = performance.now();
  await call(putProduct, { method: 'PUT', params, token, body: { ...current, name: `Bench ${run}` } });
  samples.push(performance.now() - started);
}
samples.sort((a, b) => a - b);
console.info(
  `PUT /api/admin/products/{id} (20 saves): p50 ${Math.round(samples[10]!)} ms, p95 ${Math.round(samples[18]!)} ms`,
);
await closeDatabase();
