import { expect, test } from '@playwright/test';
import { islandsReady } from './helpers';

/** The headers every answer must carry, whatever served it (Astro, static files, /media, an error). */
function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
}

test('pages carry a script-src policy, and islands and scripts still run under it', { tag: '@once' }, async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/product/zorgzaam-pants-dames-extra');
  const policy = response!.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'( 'sha(256|384|512)-[^']+')+/);
  expect(policy).not.toContain("'unsafe-inline' 'sha"); // hashes would silence 'unsafe-inline' anyway
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expectSecurityHeaders(response!.headers());
  await islandsReady(page);
  // An island that works: the cart button opens the drawer.
  await page.getByRole('button', { name: 'Winkelmand openen' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Winkelmand' }).getByText('Je winkelmand is leeg.'),
  ).toBeVisible();
  expect(violations).toEqual([]);
});

test('assets, media, error answers and the 404 page carry the security headers', { tag: '@once' }, async ({
  page,
  request,
}) => {
  await page.goto('/shop');
  const asset = await page.locator('script[src^="/build/"]').first().getAttribute('src');
  for (const url of [
    asset!,
    '/favicon.svg',
    '/media/content/heart.svg',
    '/api/product/bestaat-niet',
    '/bestaat-niet',
    '/build/%',
  ]) {
    const response = await request.get(url);
    expectSecurityHeaders(response.headers());
  }
  // /media keeps its own stricter policy (an SVG opened directly must not run anything).
  expect((await request.get('/media/content/heart.svg')).headers()['content-security-policy']).toContain(
    'sandbox',
  );
});

test('a cross-site post is refused whatever its content type', { tag: '@api' }, async ({ request }) => {
  const contentTypes: Record<string, string>[] = [
    {},
    { 'content-type': 'text/plain' },
    { 'content-type': 'application/octet-stream' },
  ];
  for (const headers of contentTypes) {
    const response = await request.post('/api/newsletter-signup', {
      headers: { origin: 'https://evil.example', ...headers },
      data: Buffer.from('{"email":"iemand@example.nl"}'),
    });
    expect(response.status()).toBe(403);
    expectSecurityHeaders(response.headers());
  }
});

test('malformed URLs and TRACE answer 4xx, and the server keeps serving', { tag: '@api' }, async ({
  request,
}) => {
  for (const url of ['/build/%', '/build/%ZZ', '/build/%E0%A4%A']) {
    expect((await request.get(url)).status()).toBe(400);
    expect((await request.head(url)).status()).toBe(400);
  }
  expect((await request.fetch('/', { method: 'TRACE' })).status()).toBe(405);
  expect((await request.get('/healthz')).status()).toBe(200);
});
