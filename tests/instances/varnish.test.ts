import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Instance, sellOut, startInstance, waitUntilServed } from './instances';
import { startVarnish, VARNISHD, varnishPresent } from './varnish';

/**
 * The built server behind a real Varnish with the shipped VCL (docs/deploy/varnish-zorgzaam.vcl,
 * decision 032), purged by the shop's outbox through xkey (HTTP_CACHE_PURGE=varnish). PGlite: the
 * purge does not depend on the engine. Ports 4545 (shop) and 4546 (Varnish).
 */
const SHOP_PORT = 4545;
const VARNISH_PORT = 4546;

if (!varnishPresent)
  console.warn(
    `varnish.test.ts skipped: ${VARNISHD} is absent (apt install varnish varnish-modules; .ci/run does)`,
  );

describe.skipIf(!varnishPresent)('the shop behind Varnish, purged by tag', () => {
  let shop: Instance;
  let varnish: Awaited<ReturnType<typeof startVarnish>>;
  let token = '';

  beforeAll(async () => {
    shop = await startInstance('varnish', SHOP_PORT, {
      SEED_DEMO_CONTENT: 'true',
      HTTP_CACHE_PURGE: 'varnish',
      VARNISH_PURGE_URLS: `http://127.0.0.1:${VARNISH_PORT}`,
    });
    varnish = await startVarnish(VARNISH_PORT, SHOP_PORT);
    const login = await fetch(`${varnish.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  }, 200_000);
  afterAll(async () => {
    await varnish?.stop();
    await shop?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${varnish.url}${path}`, { headers: { 'accept-encoding': 'br', ...headers } });

  /** Asks until Varnish answers from its cache (the first ask is its miss). */
  async function hit(path: string, headers: Record<string, string> = {}): Promise<Response> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await get(path, headers);
      if (response.headers.get('x-varnish-cache') === 'HIT') return response;
      await response.arrayBuffer();
    }
    throw new Error(`${path} never came from Varnish's cache`);
  }

  async function aProduct(): Promise<{ id: number; slug: string; variations: number[] }> {
    const products = (await (await get('/api/products')).json()) as { id: number; slug: string }[];
    const { id, slug } = products[0]!;
    const detail = (await (await get(`/api/product/${slug}`)).json()) as {
      product_variations: { id: number }[];
    };
    return { id, slug, variations: detail.product_variations.map((variation) => variation.id) };
  }

  it('serves pages and public JSON from its cache, one copy per encoding', async () => {
    const { slug } = await aProduct();
    for (const path of [
      '/',
      '/shop',
      '/over-ons',
      `/product/${slug}`,
      '/api/products',
      `/api/product/${slug}`,
    ]) {
      const brotli = await hit(path);
      expect(brotli.status).toBe(200);
      expect(brotli.headers.get('content-encoding')).toBe('br');
      await brotli.arrayBuffer();
      const gzip = await hit(path, { 'accept-encoding': 'gzip' });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(await gzip.text()).toBe(await (await get(path)).text());
    }
  });

  it('shows a stock change through Varnish within a second (the outbox purges by tag)', async () => {
    const product = await aProduct();
    const before = (await (await hit(`/api/product/${product.slug}`)).json()) as { in_stock: boolean };
    expect(before.in_stock).toBe(true);
    await (await hit(`/product/${product.slug}`)).arrayBuffer();

    const savedAt = await sellOut(varnish.url, token, { id: product.id, variationIds: product.variations });
    const visible = await waitUntilServed(
      `${varnish.url}/api/product/${product.slug}`,
      (body) => (JSON.parse(body) as { in_stock: boolean }).in_stock === false,
      savedAt,
      1_000,
    );
    // The product page carries the same tag: purged with it, so Varnish asks the shop again.
    const page = await get(`/product/${product.slug}`);
    expect(page.headers.get('x-varnish-cache')).not.toBe('HIT');
    console.info(
      `varnish: stock change visible through Varnish ${visible.toFixed(1)} ms after the save answered`,
    );
  });

  it('shows a product saved by staff through Varnish within a second, on its page too', async () => {
    const product = await aProduct();
    await (await hit(`/api/product/${product.slug}`)).arrayBuffer();
    await (await hit(`/product/${product.slug}`)).arrayBuffer();
    const staff = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const form = (await (
      await fetch(`${varnish.url}/api/admin/products/${product.id}`, { headers: staff })
    ).json()) as Record<string, unknown>;
    const marker = `Door Varnish heen ${Date.now().toString(36)}`;
    const saved = await fetch(`${varnish.url}/api/admin/products/${product.id}`, {
      method: 'PUT',
      headers: staff,
      body: JSON.stringify({ ...form, short_description: marker }),
    });
    expect(saved.status).toBe(200);
    const savedAt = performance.now();
    const visible = await waitUntilServed(
      `${varnish.url}/api/product/${product.slug}`,
      (body) => body.includes(marker),
      savedAt,
      1_000,
    );
    await waitUntilServed(
      `${varnish.url}/product/${product.slug}`,
      (body) => body.includes(marker),
      savedAt,
      1_000,
    );
    console.info(
      `varnish: product save visible through Varnish ${visible.toFixed(1)} ms after the save answered`,
    );
  });

  it('shows a content page saved by an editor through Varnish within a second', async () => {
    await (await hit('/over-ons')).arrayBuffer();
    const staff = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const page = (await (
      await fetch(`${varnish.url}/api/pages/over-ons`, { headers: staff })
    ).json()) as Record<string, unknown>;
    const marker = `Pagina door Varnish ${Date.now().toString(36)}`;
    const saved = await fetch(`${varnish.url}/api/pages/over-ons`, {
      method: 'PUT',
      headers: staff,
      body: JSON.stringify({ ...page, meta_description: marker }),
    });
    expect(saved.status).toBe(200);
    const visible = await waitUntilServed(
      `${varnish.url}/over-ons`,
      (body) => body.includes(marker),
      performance.now(),
      1_000,
    );
    console.info(
      `varnish: page save visible through Varnish ${visible.toFixed(1)} ms after the save answered`,
    );
  });

  it('never keeps cart, account, checkout, login or staff answers', async () => {
    const personal: [string, Record<string, string>][] = [
      ['/account', {}],
      ['/checkout', {}],
      ['/login', {}],
      ['/admin', {}],
      ['/api/user', { authorization: `Bearer ${token}` }],
      ['/api/get-user-orders', { authorization: `Bearer ${token}` }],
      ['/api/admin/stock', { authorization: `Bearer ${token}` }],
    ];
    for (const [path, headers] of personal) {
      for (let ask = 0; ask < 3; ask++) {
        const response = await get(path, headers);
        await response.arrayBuffer();
        expect(response.headers.get('x-varnish-cache'), path).not.toBe('HIT');
      }
    }
  });

  it('never passes one shopper’s cookie or account to another', async () => {
    // Shopper A logs in through Varnish (the answer sets the device cookie) and browses with it.
    const login = await fetch(`${varnish.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers.get('set-cookie');
    expect(cookie).toBeTruthy();
    const aToken = ((await login.json()) as { token: string }).token;
    const cookieOfA = cookie!.split(';')[0]!;
    const asA = { cookie: `${cookieOfA}; _ga=GA1.2.a` };
    const me = (await (await get('/api/user', { ...asA, authorization: `Bearer ${aToken}` })).json()) as {
      email: string;
    };
    expect(me.email).toBe(ADMIN.email);
    for (const path of ['/', '/shop', '/api/products']) await (await get(path, asA)).arrayBuffer();

    // Shopper B, without cookies or login, gets the public pages (from the cache) and nothing of A.
    for (const path of ['/', '/shop', '/api/products', '/api/user', '/account', '/api/login']) {
      const response = await get(path);
      const body = await response.text();
      expect(response.headers.get('set-cookie'), path).toBeNull();
      expect(body, path).not.toContain(ADMIN.email);
      expect(body, path).not.toContain(cookieOfA.split('=')[1]!);
    }
    expect((await get('/api/user')).status).toBe(401);
    const again = await fetch(`${varnish.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: 'niet het goede wachtwoord' }),
    });
    expect(again.status).not.toBe(200);
    expect(again.headers.get('set-cookie')).toBeNull();
  });
});
