// `npm run bench:miss-cpu`: what one cache miss costs in CPU, read from the kernel's account of the
// processes rather than from wall time, so a machine loaded by other work moves it little (issue
// 26). Against the built server (`npm run build` first) on PostgreSQL with BENCH_PRODUCTS (10,000)
// extra products: one client asks BENCH_MISS_COUNT (300) distinct URLs of each kind in turn, after
// a warm-up, on a fresh server each time, and the CPU time the shop's process (every thread: zlib's pool too) and its database
// backends spent meanwhile is divided by the count. Kinds: a trivial Astro endpoint that touches no
// database (the floor of Astro's pipeline), the product API, the product page, a distinct /shop
// filter URL, a new search query (answered before Astro).
// BENCH_BEFORE_DIST names another build's output folder, measured before this one on the same
// database, kind by kind; BENCH_MISS_ROUNDS (3) such rounds, then the medians.
// BENCH_MISS_DATABASE_URL reuses a database prepared before (`--keep` prints one and leaves it);
// BENCH_MISS_KINDS=api,page picks kinds (trivial, api, page, shop, search);
// BENCH_MISS_PROFILE=<folder> writes a V8 CPU profile per build there (node --cpu-prof).
// BENCH_MISS_CONNECTIONS=50 asks with that many connections at once (autocannon) instead of one
// client: the cost per request under load, where a busy server batches what one client pays alone
// (waking threads, timers); the warm-up is then as many requests as are measured.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { prepareEngine } from './bench-http-engines';
import { startShop } from './bench-http-servers';
import { searchPath, shopPaths } from './bench-paths';

const { values: args } = parseArgs({ options: { keep: { type: 'boolean' } } });
const PORT = Number(process.env.BENCH_PORT ?? 4631);
const COUNT = Number(process.env.BENCH_MISS_COUNT ?? 300);
const CONNECTIONS = Number(process.env.BENCH_MISS_CONNECTIONS ?? 1);
const WARM_UP = CONNECTIONS > 1 ? COUNT : 100;
const ROUNDS = Number(process.env.BENCH_MISS_ROUNDS ?? 3);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const PROFILE_DIR = process.env.BENCH_MISS_PROFILE ? path.resolve(process.env.BENCH_MISS_PROFILE) : undefined;
const BROWSER = { 'accept-encoding': 'br, gzip' };
const BUILDS: [label: string, outDir: string][] = process.env.BENCH_BEFORE_DIST
  ? [
      ['before', path.resolve(process.env.BENCH_BEFORE_DIST)],
      ['after', path.resolve('dist')],
    ]
  : [['this build', path.resolve('dist')]];
const TICK_MS = 1000 / 100; // USER_HZ: /proc counts CPU time in hundredths of a second

/** User plus system CPU of a process or thread (`/proc/<pid>/stat`, `/proc/<pid>/task/<tid>/stat`), in ms. */
function cpuMsAt(statPath: string): number {
  const stat = readFileSync(statPath, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** The shop's CPU: its main thread (JavaScript) and the rest (zlib's and libuv's pool, V8's helpers). */
function shopCpuMs(pid: number): { main: number; other: number } {
  const total = cpuMsAt(`/proc/${pid}/stat`);
  const main = cpuMsAt(`/proc/${pid}/task/${pid}/stat`);
  return { main, other: total - main };
}

/** CPU per backend of the database (the shop's pool), by pid; none when not on this machine. */
async function databaseCpuMs(client: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  const byPid = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      byPid.set(pid, cpuMsAt(`/proc/${pid}/stat`));
    } catch {
      // Not visible from here (another host or container): counted as nothing.
    }
  }
  return byPid;
}

/** What the backends spent between two readings; a backend that came meanwhile counts whole. */
function databaseDelta(before: Map<number, number>, after: Map<number, number>) {
  let ms = 0;
  for (const [pid, cpu] of after) ms += cpu - (before.get(pid) ?? 0);
  const came = [...after.keys()].filter((pid) => !before.has(pid)).length;
  const went = [...before.keys()].filter((pid) => !after.has(pid)).length;
  return { ms, churn: came + went > 0 ? ` (backends +${came} -${went})` : '' };
}

interface Kind {
  name: string;
  label: string;
  path: (n: number) => string;
}

/** Every filter combination and page (17,280 URLs with the demo's 8 categories); set once connected. */
let SHOP_PATHS: string[] = [];

const ALL_KINDS: Kind[] = [
  {
    name: 'trivial',
    label: 'trivial endpoint (GET /api/payment-methods)',
    path: () => '/api/payment-methods',
  },
  { name: 'api', label: 'GET /api/product/{slug}, a miss', path: (n) => `/api/product/bench-${n}` },
  { name: 'page', label: 'product page, a miss', path: (n) => `/product/bench-${n}` },
  { name: 'shop', label: '/shop, a distinct filter URL', path: (n) => SHOP_PATHS[n % SHOP_PATHS.length]! },
  { name: 'search', label: 'GET /api/search, a new query', path: (n) => searchPath(n, PRODUCTS) },
];
const KINDS = process.env.BENCH_MISS_KINDS
  ? ALL_KINDS.filter((kind) => process.env.BENCH_MISS_KINDS?.split(',').includes(kind.name))
  : ALL_KINDS;

async function ask(base: string, url: string): Promise<void> {
  const response = await fetch(`${base}${url}`, { headers: BROWSER });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

/** Asks `count` URLs from the `from`-th on: one after another, or CONNECTIONS at a time. */
async function askMany(base: string, nth: (n: number) => string, from: number, count: number): Promise<void> {
  if (CONNECTIONS <= 1) {
    for (let n = from; n < from + count; n++) await ask(base, nth(n));
    return;
  }
  let next = from;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    amount: count,
    headers: BROWSER,
    requests: [{ setupRequest: (request) => ({ ...request, path: nth(next++) }) }],
  });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${result.errors} errors and ${result.non2xx} answers other than 2xx`);
}

interface Figures {
  shop: number;
  main: number;
  other: number;
  database: number;
  wall: number;
}

/** Warms up, then asks COUNT distinct URLs of a kind: the CPU and wall time per request. */
async function measure(
  base: string,
  shopPid: number,
  db: { client: pg.Client; name: string },
  kind: Kind,
  first: number,
): Promise<Figures & { started: number; churn: string }> {
  // Product numbers wrap around past the last one.
  const nth = (n: number) => kind.path(1 + ((first - 1 + n) % PRODUCTS));
  await askMany(base, nth, 0, WARM_UP);
  const shopBefore = shopCpuMs(shopPid);
  const databaseBefore = await databaseCpuMs(db.client, db.name);
  const started = performance.now();
  await askMany(base, nth, WARM_UP, COUNT);
  const wall = (performance.now() - started) / COUNT;
  // zlib's pool may still be compressing the last entries: let it finish before reading.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const shopAfter = shopCpuMs(shopPid);
  const database = databaseDelta(databaseBefore, await databaseCpuMs(db.client, db.name));
  const main = (shopAfter.main - shopBefore.main) / COUNT;
  const other = (shopAfter.other - shopBefore.other) / COUNT;
  return {
    shop: main + other,
    main,
    other,
    database: database.ms / COUNT,
    wall,
    started,
    churn: database.churn,
  };
}

/** Wall time per request means something for one client only: autocannon's run ends on whole seconds. */
const figureCells = (f: Figures) => [
  ...[f.shop, f.main, f.other, f.database].map((ms) => ms.toFixed(2)),
  CONNECTIONS > 1 ? '-' : f.wall.toFixed(2),
];
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

async function preparedDatabase() {
  const reused = process.env.BENCH_MISS_DATABASE_URL;
  if (reused) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'zorgzaam-bench-miss-'));
    return {
      env: { DATABASE_URL: reused, DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100' },
      cleanUp: async () => {},
    };
  }
  const prepared = await prepareEngine('postgres');
  if (!prepared) throw new Error('no PostgreSQL server (set BENCH_DATABASE_URL)');
  if (args.keep) {
    console.info(`  kept: BENCH_MISS_DATABASE_URL=${prepared.env.DATABASE_URL}`);
    return { env: prepared.env, cleanUp: async () => {} };
  }
  return prepared;
}

const clients = CONNECTIONS > 1 ? `${CONNECTIONS} connections` : 'one client';
console.info(`bench:miss-cpu: ${COUNT} distinct requests per kind, ${clients}; load average ${load()}`);
const prepared = await preparedDatabase();
const databaseUrl = prepared.env.DATABASE_URL!;
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const database = { client, name: new URL(databaseUrl).pathname.slice(1) };
const categories = await client.query<{ id: number }>('select id from categories order by id');
SHOP_PATHS = shopPaths(categories.rows.map((row) => String(row.id)));
const results = new Map<string, Figures[]>();
try {
  console.info(
    '| what | build | shop CPU ms / request | main thread | other threads | database CPU ms / request | wall ms / request | load average |',
  );
  console.info('|---|---|---|---|---|---|---|---|');
  for (let round = 0; round < ROUNDS; round++)
    for (const [index, kind] of KINDS.entries())
      for (const [build, [label, outDir]] of BUILDS.entries()) {
        // A server per kind and build, so that a profile holds one kind of request.
        const profileDir =
          PROFILE_DIR && path.join(PROFILE_DIR, label.replaceAll(' ', '-'), `${kind.name}-${round}`);
        if (profileDir) mkdirSync(profileDir, { recursive: true });
        const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
        const shop = await startShop(PORT, prepared.env, nodeArgs, outDir);
        let started = performance.now();
        try {
          // The search index is built after the server starts listening: its CPU is not a miss's.
          await ask(shop.base, '/api/search?query=broekje');
          // Each round, kind and build asks its own products (while there are enough).
          const slot = (round * KINDS.length + index) * BUILDS.length + build;
          const figures = await measure(
            shop.base,
            shop.child.pid!,
            database,
            kind,
            1 + ((slot * (WARM_UP + COUNT)) % PRODUCTS),
          );
          started = figures.started;
          const key = `${kind.label} | ${label}`;
          results.set(key, [...(results.get(key) ?? []), figures]);
          console.info(
            `| ${[kind.label, label, ...figureCells(figures)].join(' | ')}${figures.churn} | ${load()} |`,
          );
        } finally {
          await shop.stop();
        }
        // The profile also holds the start (the search index): the window of the measured requests.
        if (profileDir)
          writeFileSync(
            path.join(profileDir, 'window.json'),
            JSON.stringify({ lastMs: performance.now() - started }),
          );
      }
  console.info(`\nMedians of ${ROUNDS} rounds:\n`);
  console.info(
    '| what | build | shop CPU ms / request | main thread | other threads | database CPU ms / request | wall ms / request |',
  );
  console.info('|---|---|---|---|---|---|---|');
  for (const [key, runs] of results) {
    const of = (pick: (f: Figures) => number) => median(runs.map(pick));
    const medians = {
      shop: of((f) => f.shop),
      main: of((f) => f.main),
      other: of((f) => f.other),
      database: of((f) => f.database),
      wall: of((f) => f.wall),
    };
    console.info(`| ${key} | ${figureCells(medians).join(' | ')} |`);
  }
} finally {
  await client.end();
  await prepared.cleanUp();
}
