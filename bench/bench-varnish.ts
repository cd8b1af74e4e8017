// `npm run bench:varnish`: the shop behind Varnish with the shipped VCL (docs/deploy/varnish-zorgzaam.vcl,
// decision 032) beside nginx serving the very same bytes, and the shop's own cache alone. The built
// server (`npm run build` first) with the demo catalogue on PGlite: a kept page costs the same at
// any catalogue size. Per route and server: BENCH_CONNECTIONS (100) connections for BENCH_SECONDS
// (10): req/s, p50 and p99. Needs varnishd with varnish-modules (xkey) and nginx. Asserts nothing.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startVarnish } from '../tests/instances/varnish';
import { type Answer, fetchRaw, load, startNginx, startShop } from './bench-http-servers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SHOP_PORT = 4633;
const VARNISH_PORT = 4634;
const NGINX_PORT = 4635;
const BROWSER = { 'accept-encoding': 'br' };

/** The figures of one address under CONNECTIONS clients, rounded as the table prints them. */
async function hammer(url: string, headers: Record<string, string>) {
  const figures = await load(url, { connections: CONNECTIONS, seconds: SECONDS, headers });
  return { ...figures, rps: Math.round(figures.rps), bad: figures.non2xx + figures.errors };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'zorgzaam-bench-varnish-'));
const shop = await startShop(SHOP_PORT, {
  DATA_DIR: dataDir,
  SEED_DEMO_CONTENT: 'true',
  HTTP_CACHE_PURGE: 'varnish',
  VARNISH_PURGE_URLS: `http://127.0.0.1:${VARNISH_PORT}`,
});
const varnish = await startVarnish(VARNISH_PORT, SHOP_PORT);
try {
  const products = (await (await fetch(`${shop.base}/api/products`)).json()) as { slug: string }[];
  const routes = [`/product/${products[0]!.slug}`, '/', '/api/products'];
  const answers: Record<string, Answer> = {};
  for (const [index, route] of routes.entries()) {
    let answer = await fetchRaw(`${varnish.url}${route}`, BROWSER);
    for (let attempt = 0; attempt < 20 && answer.cache !== 'HIT'; attempt++)
      answer = await fetchRaw(`${varnish.url}${route}`, BROWSER);
    for (let attempt = 0; attempt < 20; attempt++)
      if ((await fetchRaw(`${shop.base}${route}`, BROWSER)).cache === 'HIT') break;
    answers[`r${index}`] = answer;
  }
  const nginx = await startNginx(NGINX_PORT, answers);
  try {
    console.info(
      `\n${CONNECTIONS} connections, ${SECONDS} s each, brotli (load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)})`,
    );
    console.info(
      '| route | bytes | Varnish req/s | p50 / p99 ms | nginx req/s | p50 / p99 ms | shop alone req/s | p50 / p99 ms |',
    );
    console.info('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [index, route] of routes.entries()) {
      const v = await hammer(`${varnish.url}${route}`, BROWSER);
      const n = await hammer(`${nginx.base}/r${index}`, BROWSER);
      const s = await hammer(`${shop.base}${route}`, BROWSER);
      const bad = v.bad + n.bad + s.bad;
      console.info(
        `| ${route.replace(/\/product\/.*/, '/product/…')} | ${answers[`r${index}`]!.bytes.length} | ${v.rps} | ${v.p50} / ${v.p99} | ${n.rps} | ${n.p50} / ${n.p99} | ${s.rps} | ${s.p50} / ${s.p99} |${bad ? ` (${bad} errors or non-2xx)` : ''}`,
      );
    }
  } finally {
    await nginx.stop();
  }
} finally {
  await varnish.stop();
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
