// `npm run bench:cold [-- --engine pglite|postgres]`: what the response cache cannot answer (issue
// 26), over HTTP against the built server (`npm run build` first) on a fresh database with
// BENCH_PRODUCTS (10,000) extra products and BENCH_ORDERS (100,000) orders:
// - distinct search queries (a catalogue word plus a running number): 50 connections, one client;
// - the product API and the product page for products not asked before (every request a miss);
// - a stream of distinct /shop filter URLs (gender x absorption x category x page), RSS after each
//   of two rounds (the second shows whether memory keeps growing);
// - a product page cache hit in identity encoding against nginx serving the same bytes.
// Each row prints the load average (os.loadavg) when it ran: the machine is shared.
// BENCH_BEFORE_DIST names another build's output folder (e.g. a worktree of main, built): each row
// is then measured on that build and on this one in turn, on the same database, back to back.
// BENCH_SECONDS (10) per figure; BENCH_PGLITE_DIR reuses a prepared data directory. Asserts nothing.
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { prepareEngine } from './bench-http-engines';
import { type Answer, type Server, startNginx, startShop } from './bench-http-servers';
import { SEARCH_WORDS, searchPath, shopPaths } from './bench-paths';

const { values: args } = parseArgs({ options: { engine: { type: 'string' } } });
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SHOP_PORT = Number(process.env.BENCH_PORT ?? 4531);
const NGINX_PORT = SHOP_PORT + 1;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const BROWSER = { 'accept-encoding': 'br, gzip' };
const BUILDS: [label: string, outDir: string][] = process.env.BENCH_BEFORE_DIST
  ? [
      ['before', path.resolve(process.env.BENCH_BEFORE_DIST)],
      ['after', path.resolve('dist')],
    ]
  : [['', path.resolve('dist')]];

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);
const row = (cells: (string | number)[]) => console.info(`| ${cells.join(' | ')} |`);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** `connections` clients for SECONDS, each request asking the next path of `paths` (a stream). */
async function hammer(
  base: string,
  paths: () => string,
  connections: number,
  headers: Record<string, string> = BROWSER,
): Promise<Figures> {
  const result = await autocannon({
    url: base,
    connections,
    duration: SECONDS,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths() }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** One client asking `count` paths in turn: p50 / p95 / p99 of the wall time per request. */
async function oneClient(base: string, paths: () => string, count: number) {
  const times: number[] = [];
  for (let n = 0; n < count; n++) {
    const started = performance.now();
    const response = await fetch(`${base}${paths()}`, { headers: BROWSER });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** A path generator walking `list` in turn, from `start` (so two builds ask different ones). */
function cycle(list: string[], start = 0): () => string {
  let index = start;
  return () => list[index++ % list.length]!;
}

function searchPaths(offset: number): () => string {
  let n = offset;
  return () => searchPath(++n, PRODUCTS);
}

function report(label: string, build: string, f: Figures, extra = ''): void {
  row([label, build, Math.round(f.rps), ms(f.p50), ms(f.p99), `${f.errors} / ${f.non2xx}`, extra, load()]);
}

async function measureBuild(
  shop: Server,
  build: string,
  round: number,
  nginxIdentity: () => Promise<number>,
) {
  const base = shop.base;
  const home = await (await fetch(`${base}/shop`)).text();
  const categoryIds = [...new Set([...home.matchAll(/name="categories" value="(\d+)"/g)].map((m) => m[1]!))];
  const shop50 = shopPaths(categoryIds);
  const offset = round * 1_000_003;
  // The search index is built after the server starts listening: wait for it (and warm up).
  for (const query of SEARCH_WORDS) await (await fetch(`${base}/api/search?query=${query}`)).arrayBuffer();

  report('search, distinct queries (50)', build, await hammer(base, searchPaths(offset), 50));
  const search1 = await oneClient(base, searchPaths(offset + 500_000), 500);
  row([
    'search, distinct queries, one client (500): p50 / p95 / p99',
    build,
    '',
    ms(search1.p50),
    ms(search1.p99),
    '',
    `p95 ${ms(search1.p95)}`,
    load(),
  ]);

  const slugs = Array.from({ length: PRODUCTS }, (_, i) => `bench-${i + 1}`);
  report(
    'GET /api/product/{slug}, each a miss (50)',
    build,
    await hammer(
      base,
      cycle(
        slugs.map((s) => `/api/product/${s}`),
        round * 5_000,
      ),
      50,
    ),
  );
  report(
    'product page, each a miss (50)',
    build,
    await hammer(
      base,
      cycle(
        slugs.map((s) => `/product/${s}`),
        2_500 + round * 5_000,
      ),
      50,
    ),
  );

  const one = await oneClient(base, cycle(shop50, round * 3_000 + 2_000), 40);
  row([
    '/shop, distinct filter URLs, one client (40): p50 / p95 / p99',
    build,
    '',
    ms(one.p50),
    ms(one.p99),
    '',
    `p95 ${ms(one.p95)}`,
    load(),
  ]);
  const rssBefore = shop.rssMb();
  const stream = cycle(shop50, round * 3_000);
  const first = await hammer(base, stream, 50);
  const rssFirst = shop.rssMb();
  report(
    '/shop, distinct filter URLs (50), round 1',
    build,
    first,
    `RSS ${Math.round(rssBefore)} -> ${Math.round(rssFirst)} MB`,
  );
  const second = await hammer(base, stream, 50);
  report('/shop, distinct filter URLs (50), round 2', build, second, `RSS -> ${Math.round(shop.rssMb())} MB`);

  const productPath = '/product/bench-1';
  for (let i = 0; i < 3; i++) await (await fetch(`${base}${productPath}`)).arrayBuffer();
  const hit = await hammer(base, () => productPath, 100, {});
  const nginxRps = await nginxIdentity();
  report(
    'product page, cache hit, identity (100)',
    build,
    hit,
    `${(hit.rps / nginxRps).toFixed(2)} of nginx (${Math.round(nginxRps)})`,
  );
}

async function benchEngine(engine: 'pglite' | 'postgres') {
  console.info(`\n## ${engine === 'pglite' ? 'Embedded database (PGlite)' : 'PostgreSQL'}`);
  const prepared = await prepareEngine(engine);
  if (!prepared) {
    console.info('  skipped: no PostgreSQL server (set BENCH_DATABASE_URL)');
    return;
  }
  try {
    row([
      'what (connections)',
      'build',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors / non-2xx',
      '',
      'load average 1 / 5 / 15 min',
    ]);
    row(Array(8).fill('---'));
    for (const [round, [label, outDir]] of BUILDS.entries()) {
      const shop = await startShop(SHOP_PORT, prepared.env, [], outDir);
      try {
        const nginxIdentity = async () => {
          const response = await fetch(`${shop.base}/product/bench-1`);
          const answer: Answer = {
            bytes: Buffer.from(await response.arrayBuffer()),
            contentType: response.headers.get('content-type') ?? 'text/html',
          };
          const nginx = await startNginx(NGINX_PORT, { page: answer });
          try {
            return (await hammer(nginx.base, () => '/page', 100, {})).rps;
          } finally {
            await nginx.stop();
          }
        };
        await measureBuild(shop, label, round, nginxIdentity);
      } finally {
        await shop.stop();
      }
    }
  } finally {
    await prepared.cleanUp();
  }
}

console.info(
  `bench:cold: ${SECONDS} s per figure, ${PRODUCTS} extra products, ${process.env.BENCH_ORDERS ?? 100_000} orders; load average ${load()}`,
);
const engines = (args.engine ? [args.engine] : ['pglite', 'postgres']) as ('pglite' | 'postgres')[];
for (const engine of engines) await benchEngine(engine);
