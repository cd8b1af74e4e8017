// `npm run lighthouse [-- baseUrl]`: Lighthouse (mobile preset) scores and JavaScript bytes per page.
// Without a base URL it starts the built server (npm run build first) on a fresh demo database.
// Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const pages = ['/', '/shop', '/shop/dames-broekjes', '/product/zorgzaam-pants-dames-normaal', '/producthulp'];
let base = process.argv[2];
let server;

if (!base) {
  const port = 4960;
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['dist/main.mjs'], {
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

const rows = [];
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
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'JS KB (transfer)': ((scripts?.transferSize ?? 0) / 1024).toFixed(1),
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
