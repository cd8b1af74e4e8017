import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '~/features/account/password.server';
import {
  createDatabase,
  type Instance,
  sellOut,
  startInstance,
  uploadTestImage,
  waitUntilServed,
  withClient,
} from './instances';

/**
 * Two instances of the built server on one PostgreSQL database, one S3-compatible bucket (s3rver,
 * started here) and one Redis behave as one shop. `npm test` runs this after the
 * build when TEST_POSTGRES_URL is set (CI has it, and TEST_REDIS_URL).
 */
const serverUrl = process.env.TEST_POSTGRES_URL;
const redisUrl = process.env.TEST_REDIS_URL;
/** Our own keys in the shared Redis database, removed afterwards. */
const redisPrefix = `zorgzaam-two-${Date.now().toString(36)}:`;
const S3_PORT = 4463;
const bucket = 'zorgzaam-two';
const editor = { email: 'redactie-twee@zorgzaam.example', password: 'Twee instanties, een winkel 7' };

describe.skipIf(!serverUrl)('two instances on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let a: Instance;
  let b: Instance;
  let token: string;
  let s3Directory: string;
  let s3: S3rver;

  beforeAll(async () => {
    s3Directory = mkdtempSync(path.join(tmpdir(), 'zorgzaam-two-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: S3_PORT,
      silent: true,
      directory: s3Directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    await s3.run();
    database = await createDatabase(serverUrl ?? '', 'zorgzaam_two');
    const env: Record<string, string> = {
      DATABASE_URL: database.url,
      SEED_DEMO_CONTENT: 'true',
      RATE_LIMIT_SCALE: '1',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisPrefix } : {}),
    };
    // Started together: the advisory lock serialises their migrations and seeding.
    [a, b] = await Promise.all([startInstance('a', 4461, env), startInstance('b', 4462, env)]);
    await withClient(database.url, async (client) => {
      await client.query(
        `INSERT INTO users (email, password_hash, role, first_name, last_name, email_verified_at)
         VALUES ($1, $2, 'editor', 'Twee', 'Instanties', now())`,
        [editor.email, await hashPassword(editor.password)],
      );
    });
    const login = await fetch(`${a.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(editor),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  }, 200_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    await s3?.close();
    if (s3Directory) rmSync(s3Directory, { recursive: true, force: true });
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  /** Asks until B answers from its cache, so a pass afterwards cannot be a cache miss. */
  async function cachedOn(instance: Instance, path: string): Promise<string> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const response = await fetch(`${instance.url}${path}`);
      const body = await response.text();
      if (response.headers.get('x-cache') === 'HIT') return body;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${path} was never cached on ${instance.name}`);
  }

  it('shows a page saved on A on B at once (printed: the propagation time)', async () => {
    const before = await cachedOn(b, '/');
    const page = (await (
      await fetch(`${a.url}/api/pages/home`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Record<string, unknown>;
    const marker = `Twee instanties ${Date.now()}`;
    expect(before).not.toContain(marker);

    const saving = performance.now();
    const saved = await fetch(`${a.url}/api/pages/home`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...page, meta_description: marker }),
    });
    expect(saved.status).toBe(200);
    const savedAt = performance.now();
    const visible = await waitUntilServed(`${b.url}/`, (body) => body.includes(marker), savedAt);

    console.info(
      `two instances: page saved on A visible on B ${visible.toFixed(1)} ms after A answered ` +
        `(${(savedAt - saving + visible).toFixed(1)} ms after the save began)`,
    );
  });

  it('finds a page retitled on A in B’s search within a second (in-process index, event bus)', async () => {
    const page = (await (
      await fetch(`${a.url}/api/pages/over-ons`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Record<string, unknown>;
    // A made-up word no seed text contains, letters only so the Dutch stemmer keeps it whole.
    const word = `kwispel${Date.now().toString(36).replace(/[0-9]/g, 'q')}`;
    const searchOnB = `${b.url}/api/search?query=${word}`;
    expect(((await (await fetch(searchOnB)).json()) as { pages: unknown[] }).pages).toHaveLength(0);

    const saved = await fetch(`${a.url}/api/pages/over-ons`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...page, title: `Over ons ${word}` }),
    });
    expect(saved.status).toBe(200);
    const savedAt = performance.now();
    const found = (body: string) =>
      (JSON.parse(body) as { pages: { url: string }[] }).pages.some((hit) => hit.url.includes('over-ons'));
    const visible = await waitUntilServed(searchOnB, found, savedAt, 1_000);
    console.info(`two instances: page retitled on A found by search on B ${visible.toFixed(1)} ms later`);
  });

  it('shows a stock change made on A in B’s cached catalogue answer', async () => {
    const products = JSON.parse(await cachedOn(b, '/api/products')) as { id: number; slug: string }[];
    const target = products[0]!;
    const detail = JSON.parse(await cachedOn(b, `/api/product/${target.slug}`)) as {
      in_stock: boolean;
      product_variations: { id: number }[];
    };
    expect(detail.in_stock).toBe(true);

    const savedAt = await sellOut(a.url, token, {
      id: target.id,
      variationIds: detail.product_variations.map((variation) => variation.id),
    });
    const visible = await waitUntilServed(
      `${b.url}/api/product/${target.slug}`,
      (body) => (JSON.parse(body) as { in_stock: boolean }).in_stock === false,
      savedAt,
    );
    console.info(`two instances: stock change on A visible on B ${visible.toFixed(1)} ms after A answered`);
  });

  it('serves an image uploaded on A from B (one bucket, no local disk shared)', async () => {
    const uploaded = await uploadTestImage(a.url, token, 40, 30);
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };

    const fromA = await fetch(new URL(url, a.url));
    const fromB = await fetch(new URL(url, b.url));
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it.skipIf(!redisUrl)(
    'counts wrong passwords on A and B together (in the database, beside Redis)',
    async () => {
      const login = (instance: Instance) =>
        fetch(`${instance.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: editor.email, password: 'niet het goede wachtwoord' }),
        });
      // The limit is ten wrong passwords per address and account: five on each instance reach it.
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await login(a)).status).toBe(401);
        expect((await login(b)).status).toBe(401);
      }
      expect((await login(a)).status).toBe(429);
      expect((await login(b)).status).toBe(429);

      // Wrong passwords are counted in the database even with Redis (decision 029): a Redis restart
      // forgets none. Every other attempt is counted in Redis.
      const redis = new Redis(redisUrl ?? '');
      try {
        expect(await redis.keys(`${redisPrefix}rl:login:ip-account:*`)).toEqual([]);
        expect(await redis.keys(`${redisPrefix}rl:login:ip:*`)).toHaveLength(1);
      } finally {
        await redis.quit();
      }
      const counted = await withClient(database.url, (client) =>
        client.query("SELECT points FROM rate_limits WHERE key LIKE 'login:ip-account:%'"),
      );
      expect(counted.rows).toHaveLength(1);
      expect(Number(counted.rows[0]?.points)).toBeGreaterThanOrEqual(10);
    },
  );
});
