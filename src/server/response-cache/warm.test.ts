import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { broadcast } from '../events/bus';
import { createResponseCache, type ResponseCache } from './index';
import { createWarmer, type DroppedEntry, rerenderThroughServer } from './warm';

/** A stand-in for Astro that counts renders per path and shows the data's version. */
const app = { version: 'v1', renders: new Map<string, number>() };

let cache: ResponseCache;
let server: http.Server;
let port = 0;
const PER_CHANGE = 2;

beforeAll(async () => {
  server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  cache = createResponseCache({
    maxBytes: 1024 * 1024,
    warm: { perChange: PER_CHANGE, rerender: rerenderThroughServer({ host: '127.0.0.1', port }) },
  });
  const handler = cache.capture((req, res) => {
    app.renders.set(req.url ?? '', (app.renders.get(req.url ?? '') ?? 0) + 1);
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'CDN-Cache-Control': 'max-age=60',
      'Cache-Tag': req.url === '/over' ? 'content' : 'catalog',
    });
    res.end(`<p>${app.version} ${req.url}</p>`);
  });
  server.on('request', (req, res) => cache.handle(req, res, () => handler(req, res)));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  cache.store.clear();
  app.version = 'v1';
  app.renders.clear();
});

async function get(path: string): Promise<{ cache: string | undefined; body: string }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { cache: response.headers.get('x-cache') ?? undefined, body: await response.text() };
}

/** Visits a page `times` times; the first is the miss that keeps it, the others are hits. */
async function visit(path: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await get(path);
  // The first miss's entry is stored just after its answer: wait until a visit is a hit.
  while ((await get(path)).cache !== 'HIT') await new Promise((resolve) => setTimeout(resolve, 10));
}

const renders = (path: string) => app.renders.get(path) ?? 0;

describe('rendering visited pages again after a change', () => {
  it('renders a dropped page shoppers visited again, so the next shopper gets the changed page as a hit', async () => {
    await visit('/product', 3);
    app.version = 'v2';
    await broadcast({ type: 'cache.invalidate', tags: ['catalog'] });
    await cache.warmed();

    expect(renders('/product')).toBe(2);
    const next = await get('/product');
    expect(next.cache).toBe('HIT');
    expect(next.body).toContain('v2');
  });

  it('leaves pages nobody visited since they were kept, and pages the change did not drop', async () => {
    await get('/once');
    await visit('/over', 2);
    while (cache.store.size < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    await broadcast({ type: 'cache.invalidate', tags: ['catalog'] });
    await cache.warmed();

    expect(renders('/once')).toBe(1);
    expect(renders('/over')).toBe(1);
    expect((await get('/once')).cache).toBe('MISS');
  });

  it('renders at most its bound per change, the most visited first', async () => {
    await visit('/a', 1);
    await visit('/b', 4);
    await visit('/c', 3);
    await broadcast({ type: 'cache.invalidate', tags: ['catalog'] });
    await cache.warmed();

    expect([renders('/a'), renders('/b'), renders('/c')]).toEqual([1, 2, 2]);
    expect((await get('/a')).cache).toBe('MISS');
  });

  it('renders a page dropped twice while it waited once, when the first render kept it', async () => {
    const kept = new Set<string>();
    const rendered: string[] = [];
    const warmer = createWarmer({
      perChange: 5,
      settleMs: 1,
      isKept: (key) => kept.has(key),
      rerender: async (entry) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        rendered.push(entry.key);
        kept.add(entry.key);
      },
    });
    const page: DroppedEntry = { key: 'shop /product/a', path: '/product/a', vary: [], hits: 3 };
    warmer.dropped([page]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    warmer.dropped([page]);
    await warmer.idle();

    expect(rendered).toEqual(['shop /product/a']);
  });
});
