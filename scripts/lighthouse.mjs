// `npm run lighthouse [-- baseUrl]`: Lighthouse (mobile preset) scores, Total Blocking Time and
// JavaScript bytes per page (gzip, as sent).
// Without a base URL it starts the built server (npm run build first; ASTRO_OUT_DIR names another
// build folder) on a fresh demo database. Uses Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium). Prints a table and exits 1 when a page misses the budgets.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const pages = [
  '/',
  '/shop',
  '/shop/dames-broekjes',
  '/product/zorgzaam-pants-dames-normaal',
  '/producthulp',
  '/artikel/bekkenbodemtraining',
  '/contact',
];
let base = process.argv[2];
let server;

if (!base) {
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 4960);
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(process.env.ASTRO_OUT_DIR ?? 'dist', 'main.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'zorgzaam-lh-')),
    },
    stdio: 'inherit',
  });
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (tries > 600) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

// Budgets of the storefront issue: every page, and the product page's JavaScript (gzip, first load).
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
const PRODUCT_PAGE_JS_GZIP_KB = 90;
/** Total Blocking Time on the mobile preset (issue 15). */
const TBT_MS = 50;

/** The gzip size of the page's scripts as the server sends them to a browser that asks for gzip. */
async function gzipBytes(urls) {
  let total = 0;
  for (const url of urls) total += await compressedSize(url);
  return total;
}

/** node:http does not decompress, so the bytes counted are the bytes on the wire. */
function compressedSize(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

const rows = [];
const misses = [];
try {
  for (const page of pages) {
    const { lhr } = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const scripts = lhr.audits['resource-summary']?.details?.items?.find(
      (item) => item.resourceType === 'script',
    );
    const scriptUrls = (lhr.audits['network-requests']?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Script' && item.url.startsWith(base))
      .map((item) => item.url);
    const jsGzipKb = (await gzipBytes(scriptUrls)) / 1024;
    for (const [id, minimum] of Object.entries(BUDGET)) {
      if (score(id) < minimum) misses.push(`${page}: ${id} ${score(id)} < ${minimum}`);
    }
    const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
    if (tbt >= TBT_MS) misses.push(`${page}: Total Blocking Time ${tbt} ms >= ${TBT_MS} ms`);
    if (page.startsWith('/product/') && jsGzipKb > PRODUCT_PAGE_JS_GZIP_KB) {
      misses.push(`${page}: JavaScript ${jsGzipKb.toFixed(1)} KB gzip > ${PRODUCT_PAGE_JS_GZIP_KB} KB`);
    }
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'JS KB (transfer)': ((scripts?.transferSize ?? 0) / 1024).toFixed(1),
      'JS KB (gzip)': jsGzipKb.toFixed(1),
      'TBT ms': tbt,
      'LCP ms': Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      CLS: (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    });
    const failing = Object.values(lhr.categories)
      .flatMap((category) =>
        category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]),
      )
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => audit.id);
    if (failing.length > 0) console.info(`${page}: audits below 90: ${[...new Set(failing)].join(', ')}`);
  }
} finally {
  await chrome.kill();
  server?.kill('SIGTERM');
}
console.table(rows);
if (misses.length > 0) {
  console.error(`Budgets missed:\n  ${misses.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.info('All pages within budget.');
}
