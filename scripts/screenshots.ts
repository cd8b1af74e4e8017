// `npx tsx scripts/screenshots.ts [baseUrl] [path...]`: full-page screenshots of pages at
// 390 px and 1366 px into .cache/screenshots/, for looking at the shop as a shopper would.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:4321', ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ['/', '/shop', '/shop/dames-broekjes'];
mkdirSync('.cache/screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const width of [390, 1366]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  for (const path of targets) {
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    const file = `.cache/screenshots/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.info(file);
  }
  await page.close();
}
await browser.close();
