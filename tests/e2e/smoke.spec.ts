import { expect, test } from '@playwright/test';

test('the server is healthy and serves the catalogue API', { tag: '@api' }, async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.ok()).toBe(true);

  const products = await request.get('/api/products');
  expect(products.ok()).toBe(true);
  const list = (await products.json()) as { slug: string; image_urls: string[] }[];
  expect(list.length).toBeGreaterThanOrEqual(24);

  // A demo product (generated SVG art); staff journeys may add products with uploaded photos.
  const demo = list.find((product) => product.image_urls[0]?.endsWith('.svg'))!;
  const detail = await request.get(`/api/product/${demo.slug}`);
  expect(detail.ok()).toBe(true);
  const image = await request.get(demo.image_urls[0]!);
  expect(image.headers()['content-type']).toBe('image/svg+xml');

  const missing = await request.get('/api/product/bestaat-niet');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ message: expect.any(String) });
});

test('responses are compressed', { tag: '@api' }, async ({ request }) => {
  const response = await request.get('/api/products', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(['br', 'gzip']).toContain(response.headers()['content-encoding']);
});

test('hashed assets are served precompressed and cached for good', { tag: '@once' }, async ({
  page,
  request,
}) => {
  await page.goto('/shop');
  const script = await page
    .locator('script[src^="/build/"], link[rel="stylesheet"][href^="/build/"]')
    .first();
  const url = (await script.getAttribute('src')) ?? (await script.getAttribute('href'));
  const response = await request.get(url!, { headers: { 'Accept-Encoding': 'br' } });
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toContain('immutable');
});
