// `npx tsx bench/bench-metrics.ts`: what metrics cost over HTTP. The built server (`npm run build`
// first) on a fresh embedded database with the demo shop; req/s of BENCH_ROUTES (the catalogue API
// from the response cache, and a product page) with 10 connections for BENCH_SECONDS (10) each,
// alternately without and with Prometheus scraping /metrics every BENCH_SCRAPE_MS (1000: fifteen
// times as often as usual). Rounds alternate to spread the machine's noise. Asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startShop } from './bench-http-servers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SCRAPE_MS = Number(process.env.BENCH_SCRAPE_MS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PORT = 4524;
const TOKEN = 'bench-metrics-token-0123456789';

const dataDir = mkdtempSync(path.join(tmpdir(), 'zorgzaam-bench-metrics-'));
const shop = await startShop(PORT, { DATA_DIR: dataDir, METRICS_TOKEN: TOKEN, SEED_DEMO_CONTENT: 'true' });
const routes = ['/api/products', '/product/zorgzaam-pants-dames-extra'];

async function requestsPerSecond(route: string): Promise<number> {
  const result = await autocannon({ url: `${shop.base}${route}`, connections: 10, duration: SECONDS });
  return result.requests.average;
}

async function scraping<T>(work: () => Promise<T>): Promise<{ value: T; scrapes: number; bytes: number }> {
  let scrapes = 0;
  let bytes = 0;
  const timer = setInterval(() => {
    fetch(`${shop.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      .then((response) => response.text())
      .then((text) => {
        scrapes += 1;
        bytes = text.length;
      })
      .catch(() => undefined);
  }, SCRAPE_MS);
  try {
    return { value: await work(), scrapes, bytes };
  } finally {
    clearInterval(timer);
  }
}

try {
  for (const route of routes) await requestsPerSecond(route); // warm the cache and the JIT
  for (const route of routes) {
    const without: number[] = [];
    const withScrapes: number[] = [];
    let scrapeInfo = { scrapes: 0, bytes: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      without.push(await requestsPerSecond(route));
      const scraped = await scraping(() => requestsPerSecond(route));
      withScrapes.push(scraped.value);
      scrapeInfo = { scrapes: scrapeInfo.scrapes + scraped.scrapes, bytes: scraped.bytes };
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const a = mean(without);
    const b = mean(withScrapes);
    console.info(
      `${route}: ${a.toFixed(0)} req/s without scraping, ${b.toFixed(0)} req/s while scraped every ${SCRAPE_MS} ms ` +
        `(${(((b - a) / a) * 100).toFixed(1)} %; ${scrapeInfo.scrapes} scrapes of ${(scrapeInfo.bytes / 1024).toFixed(1)} KB)`,
    );
  }
} finally {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
