// `npm run check:html [-- baseUrl]`: the W3C Nu Html Checker (npm vnu-jar, run with the machine's
// Java) over every public, account and staff route of the built server: each page in the sitemap
// plus the routes it leaves out (forms, account, checkout, staff screens, a 404). Prints each
// error with its route and exits 1 when there is any.
// Without a base URL it starts the built server (npm run build first) on a fresh demo database;
// HTML_CHECK_PORT picks its port (default 4970).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './built-server.mjs';

/** Routes the sitemap leaves out (not indexable), rendered by the server all the same. */
const unlisted = [
  '/search?q=broekje',
  '/shop?page=2',
  '/checkout',
  '/login',
  '/registreer',
  '/forgot-password',
  '/reset-password?token=voorbeeld',
  '/account',
  '/herroepen',
  '/nieuwsbrief/bevestigen?token=voorbeeld',
  '/nieuwsbrief/afmelden?token=voorbeeld',
  '/bestaat-niet',
  '/editor/',
  '/editor/over-ons',
  '/editor/artikel/',
  '/admin/orders',
  '/admin/orders/ZZ-000001',
  '/admin/products',
  '/admin/products/nieuw',
  '/admin/products/1',
  '/admin/products/voorraad',
  '/admin/discounts',
  '/admin/stats',
];

let base = process.argv[2];
let server;
if (!base) {
  ({ base, server } = await startBuiltServer({
    port: Number(process.env.HTML_CHECK_PORT ?? 4970),
    name: 'html',
  }));
}

try {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const routes = [...new Set([...listed, ...unlisted])];
  const folder = mkdtempSync(path.join(tmpdir(), 'zorgzaam-vnu-'));
  mkdirSync(folder, { recursive: true });
  const fileOf = new Map();
  for (const [index, route] of routes.entries()) {
    const response = await fetch(`${base}${route}`, { redirect: 'follow' });
    if (!(response.headers.get('content-type') ?? '').includes('text/html')) {
      throw new Error(`${route} answered ${response.status} ${response.headers.get('content-type')}`);
    }
    const file = path.join(folder, `${String(index).padStart(3, '0')}.html`);
    writeFileSync(file, await response.text());
    fileOf.set(`file:${file}`, route);
  }

  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const checked = spawnSync(
    'java',
    [
      '-Xss8m',
      '-jar',
      jar,
      '--errors-only',
      '--format',
      'json',
      '--exit-zero-always',
      ...[...fileOf.keys()].map((url) => url.slice('file:'.length)),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (checked.error || checked.status !== 0)
    throw checked.error ?? new Error(`vnu exited ${checked.status}: ${checked.stderr}${checked.stdout}`);
  const { messages } = JSON.parse(checked.stderr || checked.stdout);
  const errors = messages.filter((message) => message.type === 'error');
  for (const error of errors) {
    console.info(`${fileOf.get(error.url) ?? error.url}:${error.lastLine ?? '?'}  ${error.message}`);
    if (error.extract) console.info(`    ${error.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}`);
  }
  console.info(`Nu Html Checker: ${errors.length} errors on ${routes.length} routes`);
  process.exitCode = errors.length > 0 ? 1 : 0;
} finally {
  server?.kill('SIGTERM');
}
