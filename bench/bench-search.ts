// `npx tsx bench/bench-search.ts [products]`: seeds the demo shop plus 10,000 generated
// products (names and descriptions recombined from the demo range) into a temporary in-memory
// PGlite, indexes them, then measures GET /api/search over a mix of real queries: single
// words, Dutch word forms, two-word queries, typos and misses. Prints p50/p95/p99 per kind and
// overall; the goal is p95 < 20 ms. Asserts nothing. BENCH_DATABASE_URL measures PostgreSQL
// instead (a server URL whose user may create databases; the database is dropped after).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { call } from '../tests/helpers/api';
import { insertBenchProducts } from './bench-data';

process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'zorgzaam-bench-search-'));
process.env.LOG_LEVEL ??= 'warn';

const { GET: searchEndpoint } = await import('~/pages/api/search');
const { setDatabase, closeDatabase } = await import('~/server/db');
const { seedDemoContent } = await import('~/server/seed');
const { seedModules } = await import('~/app/seed-modules');
const { indexProducts } = await import('~/features/search/search.server');

const PRODUCTS = Number(process.argv[2] ?? 10_000);
const ROUNDS = 5;

const { openBenchDatabase } = await import('./bench-database');
const { database, drop } = await openBenchDatabase();
await seedDemoContent(database, seedModules);
setDatabase(database);

// Generated products: demo names with a variant word and a number, demo descriptions with a
// topic sentence, so the index holds a realistic vocabulary at 10,000 rows.
const started = performance.now();
await insertBenchProducts(database, PRODUCTS);
await indexProducts(database.db);
await database.execute('analyze');
console.info(
  `Seeded and indexed ${PRODUCTS.toLocaleString('nl-NL')} extra products in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind})`,
);

const QUERIES: Record<string, string[]> = {
  word: ['verband', 'broekje', 'heupband', 'nacht', 'stretch', 'pants', 'huid', 'maat'],
  'word form': ['verbanden', 'broekjes', 'nachten', 'sporten'],
  'two words': ['broekje dames', 'verband heren', 'stretch nacht', 'pants extra'],
  typo: ['hupband', 'verbnd met heupband', 'strecth broekje', 'broekej'],
  miss: ['fiets', 'xylofoon', 'zonnebrand'],
  // What shy shoppers type (decision 031), read by the shopper vocabulary.
  everyday: [
    'beetje plas verliezen bij lachen',
    'blaaszwakte',
    'na prostaatoperatie',
    'luiers voor volwassenen',
    'verband voor dames',
    'nachts lekken',
    'plasje vrouw',
    'druppels na het plassen man',
    'inkontinentie broekjes vrouwe',
    'netbroekje',
  ],
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const format = (ms: number) => `${ms.toFixed(1)} ms`;

// One warm-up pass, then the measured rounds.
for (const query of Object.values(QUERIES).flat())
  await call(searchEndpoint, { path: `/api/search?query=${encodeURIComponent(query)}` });

const all: number[] = [];
console.info(`\nGET /api/search, ${ROUNDS} rounds per query\n`);
console.info('kind        queries  p50       p95       p99       results (first query)');
for (const [kind, queries] of Object.entries(QUERIES)) {
  const times: number[] = [];
  let firstCount = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of queries) {
      const t0 = performance.now();
      const { status, body } = await call(searchEndpoint, {
        path: `/api/search?query=${encodeURIComponent(query)}`,
      });
      times.push(performance.now() - t0);
      if (status !== 200) throw new Error(`search for ${query} answered ${status}`);
      if (round === 0 && query === queries[0]) {
        const results = body as { products: unknown[]; pages: unknown[]; articles: unknown[] };
        firstCount = results.products.length + results.pages.length + results.articles.length;
      }
    }
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  console.info(
    `${kind.padEnd(11)} ${String(queries.length).padEnd(8)} ${format(percentile(times, 50)).padEnd(9)} ${format(percentile(times, 95)).padEnd(9)} ${format(percentile(times, 99)).padEnd(9)} ${firstCount}`,
  );
}
all.sort((a, b) => a - b);
console.info(
  `${'all'.padEnd(11)} ${String(all.length / ROUNDS).padEnd(8)} ${format(percentile(all, 50)).padEnd(9)} ${format(percentile(all, 95)).padEnd(9)} ${format(percentile(all, 99))}`,
);
console.info(`\nGoal: p95 < 20 ms. Database: ${database.kind}.`);

// The same queries, each the first after a change: a change empties the kept answers and the
// kept word results (what a shopper meets after every save), so this is the search's own work.
const { getSearchIndex } = await import('~/features/search/search-sync.server');
const { searchAnswer } = await import('~/features/search/search-query.server');
const index = await getSearchIndex();
const [changed] = await database.execute(
  `select ref_id from search_documents where kind = 'product' limit 1`,
);
const changedKey = `product:${Number(changed!.ref_id)}` as const;
const cold: number[] = [];
const coldCpu: number[] = [];
console.info(`\nIn process, the first search after a change (${ROUNDS} rounds per query)\n`);
console.info('kind        queries  p50       p95       max       CPU p50   CPU p95');
const line = (kind: string, count: number, times: number[], cpu: number[]) =>
  console.info(
    `${kind.padEnd(11)} ${String(count).padEnd(8)} ${format(percentile(times, 50)).padEnd(9)} ${format(percentile(times, 95)).padEnd(9)} ${format(times[times.length - 1]!).padEnd(9)} ${format(percentile(cpu, 50)).padEnd(9)} ${format(percentile(cpu, 95))}`,
  );
for (const [kind, queries] of Object.entries(QUERIES)) {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of queries) {
      await index.refresh([changedKey]);
      // The removed document's vacuum done first (it empties the kept results again): not timed.
      await Promise.all([index.titles.vacuum(), index.productTexts.vacuum(), index.contentTexts.vacuum()]);
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      await searchAnswer(query);
      const used = process.cpuUsage(c0);
      times.push(performance.now() - t0);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  cold.push(...times);
  coldCpu.push(...cpu);
  line(kind, queries.length, times, cpu);
}
cold.sort((a, b) => a - b);
coldCpu.sort((a, b) => a - b);
line('all', cold.length / ROUNDS, cold, coldCpu);

await closeDatabase();
await drop();
