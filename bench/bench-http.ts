// `npm run bench:http [-- --load] [-- --engine pglite|postgres]`: HTTP figures of the built server
// (`npm run build` first) on a fresh database with BENCH_PRODUCTS (10,000) extra products and
// BENCH_ORDERS (100,000) orders, against nginx serving the same product page from disk.
// For each route: req/s, p50, p99 and the ratio to nginx, on the embedded database and on
// PostgreSQL (BENCH_DATABASE_URL, else the local server at 127.0.0.1:5432 when it answers).
// `--load`: also 200 connections for BENCH_LOAD_SECONDS (60) mixed over five routes,
// with errors, non-2xx and RSS after start and after the load. BENCH_SECONDS (10) per route.
// Quick run: BENCH_SECONDS=3 BENCH_LOAD_SECONDS=15 npm run bench:http -- --load. Asserts nothing.
// Seeding the embedded database takes minutes on a busy machine: BENCH_PGLITE_DIR reuses the data
// directory a previous run printed (it is left in the temporary folder).
import { parseArgs } from 'node:util';
import { prepareEngine } from './bench-http-engines';
import {
  type Answer,
  fetchRaw,
  load,
  type Server,
  startBareNode,
  startNginx,
  startShop,
} from './bench-http-servers';

const { values: args } = parseArgs({ options: { load: { type: 'boolean' }, engine: { type: 'string' } } });
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const SHOP_PORT = 4452;
const NGINX_PORT = 4453;
const BARE_NODE_PORT = 4454;

/** What browsers send; the product page is compared with nginx in identity (the same bytes). */
const BROWSER = { 'accept-encoding': 'br, gzip' };

/** Asks until the shop answers from its response cache (a route it does not cache: two seconds). */
async function warm(url: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.headers.get('x-cache') === 'HIT') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)}`;

/**
 * Each route on the shop, then nginx serving the very bytes the shop answered (same type and
 * encoding) with as many connections: the ratio says how close the shop gets to a static server
 * on this machine, whatever the client and the loopback cost.
 */
async function routesTable(shop: Server, productPath: string): Promise<void> {
  const routes: [string, string, number, Record<string, string>][] = [
    ['product page (cache HIT), identity', productPath, 100, {}],
    ['product page (cache HIT), br', productPath, 100, BROWSER],
    ['GET /api/products', '/api/products', 50, BROWSER],
    ['GET /api/search?query=broekje', '/api/search?query=broekje', 50, BROWSER],
    ['GET /', '/', 50, BROWSER],
    ['GET /shop', '/shop', 50, BROWSER],
  ];
  const answers: Record<string, Answer> = {};
  for (const [index, [, route, , headers]] of routes.entries()) {
    await warm(`${shop.base}${route}`);
    answers[`r${index}`] = await fetchRaw(`${shop.base}${route}`, headers);
  }
  const nginx = await startNginx(NGINX_PORT, answers);
  const bare = await startBareNode(BARE_NODE_PORT, answers.r0?.bytes ?? Buffer.alloc(0));
  try {
    console.info(
      row([
        'route',
        'conn.',
        'size',
        'req/s',
        'p50 ms',
        'p99 ms',
        'nginx req/s',
        'nginx p99',
        'of nginx',
        'errors / non-2xx',
      ]),
    );
    console.info(row(Array(10).fill('---')));
    for (const [index, [label, route, connections, headers]] of routes.entries()) {
      await warm(`${shop.base}${route}`);
      const f = await load(`${shop.base}${route}`, { connections, seconds: SECONDS, headers });
      const n = await load(`${nginx.base}/r${index}`, { connections, seconds: SECONDS });
      const cells = [label, connections, kb(f.bytes), Math.round(f.rps), ms(f.p50), ms(f.p99)];
      const reference = [Math.round(n.rps), ms(n.p99), (f.rps / n.rps).toFixed(2)];
      console.info(row([...cells, ...reference, `${f.errors} / ${f.non2xx}`]));
    }
    const f = await load(bare.base, { connections: 100, seconds: SECONDS });
    console.info(
      `  Node's bare HTTP server answering the product page bytes from memory, 100 connections: ` +
        `${Math.round(f.rps)} req/s, p50 ${ms(f.p50)} ms, p99 ${ms(f.p99)} ms (the ceiling of any Node server here)`,
    );
  } finally {
    await Promise.all([nginx.stop(), bare.stop()]);
  }
}

async function loadTest(shop: Server, productPath: string): Promise<void> {
  const routes = ['/', '/shop', productPath, '/api/search?query=broekje', '/api/products'];
  const perRoute = 200 / routes.length;
  console.info(`\n  load: 200 connections (${perRoute} per route) for ${LOAD_SECONDS} s`);
  for (const route of routes) await warm(`${shop.base}${route}`);
  const results = await Promise.all(
    routes.map((route) =>
      load(`${shop.base}${route}`, { connections: perRoute, seconds: LOAD_SECONDS, headers: BROWSER }),
    ),
  );
  console.info(row(['route', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx']));
  console.info(row(['---', '---', '---', '---', '---', '---']));
  routes.forEach((route, index) => {
    const f = results[index]!;
    console.info(row([route, Math.round(f.rps), ms(f.p50), ms(f.p99), f.errors, f.non2xx]));
  });
  const total = results.reduce((sum, f) => sum + f.rps, 0);
  const errors = results.reduce((sum, f) => sum + f.errors, 0);
  const non2xx = results.reduce((sum, f) => sum + f.non2xx, 0);
  console.info(`  total ${Math.round(total)} req/s, ${errors} errors, ${non2xx} non-2xx`);
}

async function benchEngine(engine: 'pglite' | 'postgres') {
  console.info(`\n## ${engine === 'pglite' ? 'Embedded database (PGlite)' : 'PostgreSQL'}`);
  const prepared = await prepareEngine(engine);
  if (!prepared) {
    console.info('  skipped: no PostgreSQL server (set BENCH_DATABASE_URL)');
    return;
  }
  const shop = await startShop(SHOP_PORT, prepared.env);
  try {
    const rssAfterStart = shop.rssMb();
    console.info(`  RSS after start ${Math.round(rssAfterStart)} MB\n`);
    const products = (await (await fetch(`${shop.base}/api/products`)).json()) as { slug: string }[];
    const productPath = `/product/${products.find((product) => !product.slug.startsWith('bench-'))?.slug}`;
    await routesTable(shop, productPath);
    if (args.load) {
      await loadTest(shop, productPath);
      console.info(
        `  RSS after start ${Math.round(rssAfterStart)} MB, after the load ${Math.round(shop.rssMb())} MB`,
      );
    }
  } finally {
    await shop.stop();
    await prepared.cleanUp();
  }
}

console.info(
  `bench:http: ${SECONDS} s per route${args.load ? `, load ${LOAD_SECONDS} s` : ''}, ` +
    `${process.env.BENCH_PRODUCTS ?? 10_000} extra products, ${process.env.BENCH_ORDERS ?? 100_000} orders`,
);
const engines = (args.engine ? [args.engine] : ['pglite', 'postgres']) as ('pglite' | 'postgres')[];
for (const engine of engines) await benchEngine(engine);
