// `npx tsx bench/bench-memory.ts [-- --engine pglite|postgres] [-- --data demo|bench]`: memory of
// the built server (`npm run build` first), decision 016. For each engine and data set it starts
// `node dist/main.mjs` on a fresh data directory (demo data: the first start itself; bench data:
// BENCH_PRODUCTS extra products and BENCH_ORDERS orders seeded as `npm run bench:http` does),
// and reads /proc/<pid>/status (VmRSS now, VmHWM the peak so far) plus the process's own split
// (bench/memory-probe.mjs: V8 heap, external, PGlite's WebAssembly memory) after start (search
// index built), after a warm-up of pages, API and searches, after MEMORY_LOAD_SECONDS (30) of
// load, and MEMORY_SETTLE_SECONDS (15) later. BENCH_PGLITE_DIR: a prepared bench data directory
// (printed by a previous run) is copied instead of seeding again. MEMORY_NODE_FLAGS: extra flags
// for Node (e.g. `--max-semi-space-size=4`) to compare. Asserts nothing.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { runScript, type Server, startShop } from './bench-http-servers';
import { onServer, postgresServerUrl } from './bench-postgres';

const { values: args } = parseArgs({ options: { engine: { type: 'string' }, data: { type: 'string' } } });
const PORT = Number(process.env.MEMORY_PORT ?? 4431);
const LOAD_SECONDS = Number(process.env.MEMORY_LOAD_SECONDS ?? 30);
const SETTLE_SECONDS = Number(process.env.MEMORY_SETTLE_SECONDS ?? 15);
const PROBE = path.resolve('bench/memory-probe.mjs');
const BROWSER = { 'accept-encoding': 'br, gzip' };

type Engine = 'pglite' | 'postgres';
type DataSet = 'demo' | 'bench';

interface Split {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  wasm: number | null;
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function status(pid: number | undefined): { rss: number; hwm: number } {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(text.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), hwm: Math.round(kb('VmHWM') / 1024) };
}

/** Asks the probe in the server for its memory split (one JSON line appended to `file`). */
async function split(shop: Server, file: string): Promise<Split | undefined> {
  const before = existsSync(file) ? readFileSync(file, 'utf8').length : 0;
  shop.child.kill('SIGUSR2');
  for (let attempt = 0; attempt < 50; attempt++) {
    await sleep(100);
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (text.length > before) return JSON.parse(text.slice(before).trim()) as Split;
  }
  return undefined;
}

async function get(base: string, route: string): Promise<void> {
  const response = await fetch(`${base}${route}`, { headers: BROWSER });
  await response.arrayBuffer();
}

/** What a day of visitors asks: pages, product pages, catalogue API, searches (many words). */
async function warmUp(base: string): Promise<string[]> {
  const products = (await (await fetch(`${base}/api/products`)).json()) as { slug: string }[];
  const productPaths = products.slice(0, 60).map((product) => `/product/${product.slug}`);
  const words = [
    'broekje',
    'inlegger',
    'heupband',
    'nacht',
    'mannen',
    'vrouwen',
    'zacht',
    'sport',
    'stretch',
  ];
  const routes = [
    '/',
    '/shop',
    '/shop?page=2',
    '/shop?gender=female&absorption=light',
    '/kennisbank',
    '/over-ons',
    '/producthulp',
    '/api/products',
    ...productPaths,
    ...words.flatMap((word) => [`/api/search?query=${word}`, `/search?q=${word}`]),
    ...words.map((word) => `/api/search?query=${word.slice(0, 4)}`),
  ];
  for (const route of routes) await get(base, route);
  return ['/', '/shop', productPaths[0] ?? '/', '/api/search?query=broekje', '/api/products'];
}

async function load(base: string, routes: string[]): Promise<void> {
  await Promise.all(
    routes.map((route) =>
      autocannon({ url: `${base}${route}`, connections: 10, duration: LOAD_SECONDS, headers: BROWSER }),
    ),
  );
}

/** A fresh data directory (and database); bench data seeded or copied. Undefined: no PostgreSQL. */
async function prepare(engine: Engine, data: DataSet) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `zorgzaam-bench-memory-${engine}-${data}-`));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO_CONTENT: 'true',
    RATE_LIMIT_SCALE: '100',
  };
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const serverUrl = await postgresServerUrl();
    if (!serverUrl) return undefined;
    const name = `zorgzaam_bench_memory_${Date.now().toString(36)}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    env.DATABASE_URL = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
    dropDatabase = () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const reuse = process.env.BENCH_PGLITE_DIR;
  if (data === 'bench' && engine === 'pglite' && reuse) {
    cpSync(reuse, dataDir, { recursive: true });
    rmSync(path.join(dataDir, 'pglite.lock'), { force: true });
  } else if (data === 'bench') {
    runScript('bench/bench-http-seed.ts', env);
    runScript('scripts/search-reindex.ts', env);
  }
  const cleanUp = async () => {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { env, cleanUp };
}

async function measure(engine: Engine, data: DataSet): Promise<void> {
  const prepared = await prepare(engine, data);
  if (!prepared) {
    console.info(`\n## ${engine}, ${data} data: skipped (no PostgreSQL server; set BENCH_DATABASE_URL)`);
    return;
  }
  const probeFile = path.join(prepared.env.DATA_DIR ?? tmpdir(), 'memory-probe.jsonl');
  const shop = await startShop(PORT, { ...prepared.env, MEMORY_PROBE_FILE: probeFile }, [
    ...(process.env.MEMORY_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
    '--import',
    PROBE,
  ]);
  const lines: string[] = [];
  const note = async (phase: string) => {
    const { rss, hwm } = status(shop.child.pid);
    const s = await split(shop, probeFile);
    const cell = (value: number | null | undefined) => (value == null ? '-' : Math.round(value));
    lines.push(
      row([phase, rss, hwm, cell(s?.heapUsed), cell(s?.heapTotal), cell(s?.external), cell(s?.wasm)]),
    );
  };
  try {
    // The first search waits for the in-memory search index (built at start).
    await get(shop.base, '/api/search?query=broekje');
    await note('after start (search index built)');
    const routes = await warmUp(shop.base);
    await note('after warm-up (pages, API, searches)');
    await load(shop.base, routes);
    await note(`after ${LOAD_SECONDS} s load (50 connections)`);
    await sleep(SETTLE_SECONDS * 1000);
    await note(`${SETTLE_SECONDS} s later`);
  } finally {
    await shop.stop();
    await prepared.cleanUp();
  }
  console.info(`\n## ${engine === 'pglite' ? 'Embedded database (PGlite)' : 'PostgreSQL'}, ${data} data\n`);
  console.info(row(['phase', 'VmRSS MB', 'VmHWM MB', 'heap used', 'heap total', 'external', 'PGlite wasm']));
  console.info(row(Array(7).fill('---')));
  for (const line of lines) console.info(line);
}

const engines = (args.engine ? [args.engine] : ['pglite', 'postgres']) as Engine[];
const dataSets = (args.data ? [args.data] : ['demo', 'bench']) as DataSet[];
console.info(
  `bench-memory: MB; bench data = ${process.env.BENCH_PRODUCTS ?? 10_000} extra products, ` +
    `${process.env.BENCH_ORDERS ?? 100_000} orders; VmHWM is the peak since the process started`,
);
for (const engine of engines) for (const data of dataSets) await measure(engine, data);
