import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, addAdmin, type Engine, engineEnv, engines, type Instance, startInstance } from './instances';

/**
 * After a change the response cache renders the pages shoppers visited again by itself (issue
 * 35.3): the next shopper on a changed product gets a hit with the new data. Nobody asks for the
 * page between the change and that shopper: the test watches the shop's metrics instead. Port 4544.
 */
const PORT = 4544;
const METRICS_TOKEN = 'warm-after-write-metrics';

describe.each(engines)('pages warm again after a write (%s)', (engine: Engine) => {
  let shop: Instance;
  let drop: () => Promise<unknown> = async () => undefined;
  let token = '';

  beforeAll(async () => {
    const database = await engineEnv(engine, 'zorgzaam_warm');
    drop = database.drop;
    shop = await startInstance(`warm-${engine}`, PORT, {
      ...database.env,
      SEED_DEMO_CONTENT: 'true',
      METRICS_TOKEN,
    });
    // The migrations ran at the start: the admin can be added now (PGlite has the demo admin).
    await addAdmin(database.url);
    const login = await fetch(`${shop.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    token = ((await login.json()) as { token: string }).token;
  }, 200_000);
  afterAll(async () => {
    await shop?.stop();
    await drop();
  });

  const get = (path: string) => fetch(`${shop.url}${path}`, { headers: { 'accept-encoding': 'br' } });

  /** Visits until the shop answers from its cache, then once more: a page shoppers come back to. */
  async function visited(path: string): Promise<void> {
    let hits = 0;
    for (let attempt = 0; attempt < 200 && hits < 2; attempt++) {
      const response = await get(path);
      await response.arrayBuffer();
      if (response.headers.get('x-cache') === 'HIT') hits++;
      else await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(hits, path).toBe(2);
  }

  async function warmed(): Promise<number> {
    const text = await (
      await fetch(`${shop.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    return Number(/zorgzaam_response_cache_warmed_total\{result="rendered"\} (\d+)/.exec(text)?.[1] ?? 0);
  }

  it('renders the changed product’s visited page and answer again, so the next shopper gets a hit', async () => {
    const products = (await (await get('/api/products')).json()) as { id: number; slug: string }[];
    const { id, slug } = products.at(-1)!;
    const detail = (await (await get(`/api/product/${slug}`)).json()) as {
      in_stock: boolean;
      product_variations: { id: number }[];
    };
    expect(detail.in_stock).toBe(true);
    await visited(`/product/${slug}`);
    await visited(`/api/product/${slug}`);
    const before = await warmed();

    const updates = detail.product_variations.length
      ? detail.product_variations.map((variation) => ({ target: 'variation', id: variation.id, stock: 0 }))
      : [{ target: 'product', id, stock: 0 }];
    for (const update of updates) {
      const response = await fetch(`${shop.url}/api/admin/stock`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(update),
      });
      expect(response.status).toBe(200);
    }
    const changedAt = performance.now();
    // No shopper asks meanwhile: the shop's own count says when both were rendered again.
    while ((await warmed()) < before + 2) {
      if (performance.now() - changedAt > 10_000) throw new Error('the pages were not rendered again');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    console.info(
      `warm after write (${engine}): visited pages rendered again ${(performance.now() - changedAt).toFixed(0)} ms after the change`,
    );

    const answer = await get(`/api/product/${slug}`);
    expect(answer.headers.get('x-cache')).toBe('HIT');
    expect(((await answer.json()) as { in_stock: boolean }).in_stock).toBe(false);
    const page = await get(`/product/${slug}`);
    expect(page.headers.get('x-cache')).toBe('HIT');
  });
});
