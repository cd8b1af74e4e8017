import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFakeMollie } from '../helpers/fake-mollie';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';
import { startFakeAddressServices } from './fake-address-services';
import {
  ADMIN,
  addAdmin,
  engineEnv,
  engines,
  type Instance,
  startInstance,
  uploadTestImage,
} from './instances';

/**
 * Every provider adapter through the built server (dist/main.mjs, Node's own module loader), as
 * production runs it (decision 018): Mollie against the HTTPS fake of its API, SMTP, S3 (s3rver),
 * Redis, PDOK and PostNL against local fakes, on PGlite and on PostgreSQL.
 */
const mollie = setupFakeMollie();
const smtp = setupSmtpServer();
const redisUrl = process.env.TEST_REDIS_URL;
const PORTS = { pglite: 4512, postgres: 4513 } as const;
const S3_PORT = 4514;
const bucket = 'zorgzaam-providers';

let s3Directory: string;
let s3: S3rver;
let addressServices: Awaited<ReturnType<typeof startFakeAddressServices>>;

beforeAll(async () => {
  s3Directory = mkdtempSync(path.join(tmpdir(), 'zorgzaam-providers-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: S3_PORT,
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3.run();
  addressServices = await startFakeAddressServices();
});

afterAll(async () => {
  await s3?.close();
  if (s3Directory) rmSync(s3Directory, { recursive: true, force: true });
  await addressServices?.close();
});

const postJson = (instance: Instance, target: string, body: unknown, token?: string) =>
  fetch(`${instance.url}${target}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });

describe.each(engines)('the built server with real provider adapters (%s)', (engine) => {
  let shop: Instance;
  let drop: () => Promise<unknown>;
  const redisPrefix = `zorgzaam-providers-${engine}-${Date.now().toString(36)}:`;

  beforeAll(async () => {
    const database = await engineEnv(engine, 'zorgzaam_providers');
    drop = database.drop;
    shop = await startInstance(`providers-${engine}`, PORTS[engine], {
      ...database.env,
      LOG_LEVEL: 'info',
      SEED_DEMO_CONTENT: 'true',
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      MOLLIE_API_URL: mollie.url,
      // The fake's certificate is self-signed (setupFakeMollie also sets this for this process).
      NODE_TLS_REJECT_UNAUTHORIZED: '0',
      SMTP_URL: process.env.SMTP_URL ?? '',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      ...addressServices.env,
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisPrefix } : {}),
    });
    await addAdmin(database.url);
  }, 200_000);

  afterAll(async () => {
    await shop?.stop();
    await drop?.();
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  it('logs which providers it runs', () => {
    const started = shop.output.join('');
    expect(started).toContain('"payments":"mollie"');
    expect(started).toContain('"mail":"smtp"');
    expect(started).toContain('"uploads":"s3"');
  });

  it('takes a payment through Mollie and mails the confirmation over SMTP', async () => {
    const methods = await fetch(`${shop.url}/api/payment-methods`);
    expect(methods.status).toBe(200);
    expect(await methods.text()).toContain('ideal');

    const [listed] = (await (await fetch(`${shop.url}/api/products`)).json()) as { slug: string }[];
    const product = (await (await fetch(`${shop.url}/api/product/${listed!.slug}`)).json()) as {
      id: number;
      price: number;
      name: string;
      product_variations: { id: number; price: number }[];
    };
    const variation = product.product_variations[0];
    const email = `mollie-${engine}@example.nl`;
    const created = await postJson(shop, '/api/create-order', {
      customer: { email, first_name: 'Mo', last_name: 'Llie' },
      address: { street: 'Dam', street_number: '1', postcode: '1012 JS', city: 'Amsterdam' },
      payment_method: 'ideal',
      lineItems: [
        {
          id: variation?.id ?? product.id,
          slug: listed!.slug,
          product_id: product.id,
          product_variation_id: variation?.id ?? null,
          name: product.name,
          price: variation?.price ?? product.price,
          quantity: 1,
        },
      ],
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { redirectUrl: string }).redirectUrl).toContain('mollie.com/checkout');

    const payment = [...mollie.payments.values()].at(-1)!;
    mollie.setStatus(payment.id as string, 'paid');
    const webhook = await fetch(`${shop.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${payment.id}`,
    });
    expect(webhook.status).toBe(200);

    await expect
      .poll(() => smtp.inbox.filter((mail) => mail.to.includes(email)).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(decodeMail(smtp.inbox.find((mail) => mail.to.includes(email))!.raw)).toContain('Mo');
  });

  it('asks PDOK for a street and PostNL for pickup points', async () => {
    const address = await postJson(shop, '/api/check-address', { postcode: '3511 AZ', house_number: 140 });
    expect(await address.json()).toMatchObject({ street: 'Oudegracht', city: 'Utrecht' });
    const points = await fetch(`${shop.url}/api/pickup-points?postcode=3511AZ`);
    expect(JSON.stringify(await points.json())).toContain('Primera Nepstad');
  });

  it('stores an upload in the S3 bucket and counts login limits in Redis', async () => {
    const login = await postJson(shop, '/api/login', ADMIN);
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const uploaded = await uploadTestImage(shop.url, token);
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    expect((await fetch(new URL(url, shop.url))).headers.get('content-type')).toBe('image/webp');

    if (!redisUrl) return;
    expect((await postJson(shop, '/api/login', { ...ADMIN, password: 'fout wachtwoord 1' })).status).toBe(
      401,
    );
    const redis = new Redis(redisUrl);
    try {
      expect((await redis.keys(`${redisPrefix}rl:*`)).length).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });
});
