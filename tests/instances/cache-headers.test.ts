import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Instance, startInstance } from './instances';

/**
 * The response cache over HTTP, behind the shop's own compression: the first request
 * (a miss, rendered by Astro) carries what every later hit carries, so a browser or CDN that saw
 * the miss revalidates with the same ETag and gets a 304. PGlite: the cache is the same on both.
 */
const PORT = 4531;
const CONTENT_HEADERS = [
  'cache-control',
  'etag',
  'vary',
  'content-type',
  'content-encoding',
  'cdn-cache-control',
];

describe('a cache miss on the built server', () => {
  let shop: Instance;
  beforeAll(async () => {
    shop = await startInstance('cache-headers', PORT, { SEED_DEMO_CONTENT: 'true' });
  }, 200_000);
  afterAll(() => shop?.stop());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${shop.url}${path}`, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
  const pick = (response: Response) =>
    Object.fromEntries(CONTENT_HEADERS.map((name) => [name, response.headers.get(name)]));

  it.each(['/over-ons', '/api/products'])(
    '%s: the miss sends the headers of its hits; its ETag gets a 304',
    async (path) => {
      const miss = await get(path);
      const missBody = await miss.text();
      expect(miss.status).toBe(200);
      expect(miss.headers.get('x-cache')).toBe('MISS');
      expect(miss.headers.get('etag')).toMatch(/^W\/".+"$/);

      let hit = await get(path);
      for (let attempt = 0; hit.headers.get('x-cache') !== 'HIT' && attempt < 100; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        hit = await get(path);
      }
      expect(hit.headers.get('x-cache')).toBe('HIT');
      expect(pick(miss)).toEqual(pick(hit));
      expect(await hit.text()).toBe(missBody);

      const revalidated = await get(path, { 'if-none-match': miss.headers.get('etag')! });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('etag')).toBe(miss.headers.get('etag'));
    },
  );
});
