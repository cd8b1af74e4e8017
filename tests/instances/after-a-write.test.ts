import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '~/features/account/password.server';
import { orderSubmission } from '../helpers/orders';
import { createDatabase, type Instance, startInstance, waitUntilServed, withClient } from './instances';

/**
 * Two built instances on one PostgreSQL database: what a write sets in motion reaches the other
 * instance through the outbox (decision 017), and the scheduler runs a due job once. Ports from
 * INSTANCE_PORTS ("4471,4472" unless set).
 */
const serverUrl = process.env.TEST_POSTGRES_URL;
const [portA, portB] = (process.env.INSTANCE_PORTS ?? '4471,4472').split(',').map(Number);
const customer = { email: 'twee-spine@zorgzaam.example', password: 'Een winkel, twee instanties 9' };
const METRICS_TOKEN = 'metrics-token-for-the-two-instance-test';

describe.skipIf(!serverUrl)('after a write, on two instances', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let a: Instance;
  let b: Instance;
  let token: string;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    withClient(database.url, async (client) => (await client.query(text, params)).rows as T[]);

  beforeAll(async () => {
    database = await createDatabase(serverUrl ?? '', 'zorgzaam_spine');
    const env = { DATABASE_URL: database.url, SEED_DEMO_CONTENT: 'true', METRICS_TOKEN };
    [a, b] = await Promise.all([startInstance('a', portA!, env), startInstance('b', portB!, env)]);
    await sql(
      `INSERT INTO users (email, password_hash, role, first_name, last_name, email_verified_at)
       VALUES ($1, $2, 'editor', 'Spine', 'Twee', now())`,
      [customer.email, await hashPassword(customer.password)],
    );
    const login = await fetch(`${a.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(customer),
    });
    token = ((await login.json()) as { token: string }).token;
  }, 200_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  async function cachedOn(instance: Instance, path: string): Promise<string> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const response = await fetch(`${instance.url}${path}`);
      const body = await response.text();
      if (response.headers.get('x-cache') === 'HIT') return body;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${path} was never cached on ${instance.name}`);
  }

  /** A seeded product without sizes, its stock set to `stock` (before anything caches it). */
  async function productWithStock(offset: number, stock: number) {
    const [row] = await sql<{ id: number; slug: string }>(
      `UPDATE products SET stock = $1 WHERE id = (
         SELECT p.id FROM products p WHERE p.is_active AND NOT EXISTS
           (SELECT 1 FROM product_variations v WHERE v.product_id = p.id) ORDER BY p.id OFFSET $2 LIMIT 1)
       RETURNING id, slug`,
      [stock, offset],
    );
    return row!;
  }

  async function pay(instance: Instance, redirectUrl: string, status: string) {
    const paymentId = redirectUrl.split('/').at(-1)!;
    await sql('UPDATE test_provider_payments SET status = $1 WHERE id = $2', [status, paymentId]);
    const response = await fetch(`${instance.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: paymentId }).toString(),
    });
    expect(response.status).toBe(200);
  }

  /** Resolves once the instance's scheduler has completed a pass that began after `time`. */
  async function passAfter(instance: Instance, time: Date, limitMs = 40_000) {
    const deadline = Date.now() + limitMs;
    let began = 0;
    while (Date.now() < deadline) {
      const reading = await (
        await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text();
      const line = reading
        .split('\n')
        .find((l) => l.startsWith('zorgzaam_scheduler_last_pass_started_seconds '));
      began = Number(line?.split(' ')[1] ?? 0) * 1000;
      if (began > time.getTime()) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no scheduler pass on ${instance.name} after ${time.toISOString()} (latest ${began})`);
  }

  const inStock = (body: string) => (JSON.parse(body) as { in_stock: boolean }).in_stock;

  it("shows a retried payment's stock on B within a second", async () => {
    const product = await productWithStock(0, 2);
    const created = await fetch(`${a.url}/api/create-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(orderSubmission([{ id: product.id, quantity: 2 }])),
    });
    const order = (await created.json()) as { redirectUrl: string; order: { id: string } };
    await pay(a, order.redirectUrl, 'failed'); // the stock is back
    await waitUntilServed(`${b.url}/api/product/${product.slug}`, inStock, performance.now());
    expect(inStock(await cachedOn(b, `/api/product/${product.slug}`))).toBe(true);

    const retried = await fetch(`${a.url}/api/orders/${order.order.id}/retry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(retried.status).toBe(200);
    const visible = await waitUntilServed(
      `${b.url}/api/product/${product.slug}`,
      (body) => !inStock(body),
      performance.now(),
      1_000,
    );
    console.info(`after a write: retried payment on A, stock visible on B after ${visible.toFixed(1)} ms`);
  });

  it('keeps product pages cached when a page is saved, and drops that page', async () => {
    const productPath = `/api/product/${(await productWithStock(1, 50)).slug}`;
    await cachedOn(b, productPath);
    await cachedOn(b, '/over-ons');
    const page = (await (await fetch(`${a.url}/api/pages/over-ons`)).json()) as {
      title: string;
      content: unknown[];
    };
    const saved = await fetch(`${a.url}/api/pages/over-ons`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `${page.title} (nieuw)`, slug: 'over-ons', content: page.content }),
    });
    expect(saved.status).toBe(200);
    await waitUntilServed(`${b.url}/over-ons`, (body) => body.includes('(nieuw)'), performance.now());
    const product = await fetch(`${b.url}${productPath}`);
    await product.text();
    expect(product.headers.get('x-cache')).toBe('HIT');
  });

  it('runs a due renewal once on two instances; its stock shows on both within a second', async () => {
    const product = await productWithStock(2, 4);
    const created = await fetch(`${a.url}/api/create-subscription`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(
        orderSubmission([{ id: product.id, quantity: 2 }], {
          customer: { email: customer.email, first_name: 'Spine', last_name: 'Twee' },
          is_subscription: true,
          subscription_interval: 4,
        }),
      ),
    });
    expect(created.status).toBe(201);
    await pay(a, ((await created.json()) as { redirectUrl: string }).redirectUrl, 'paid');
    const [subscription] = await sql<{ id: number }>(
      "UPDATE subscriptions SET next_payment_date = (now() AT TIME ZONE 'Europe/Amsterdam')::date RETURNING id",
    );
    await waitUntilServed(`${b.url}/api/product/${product.slug}`, inStock, performance.now());
    await cachedOn(b, `/api/product/${product.slug}`);

    // Due now for both instances' schedulers (they look every 15 s).
    await sql(
      `INSERT INTO scheduled_jobs (name, next_run_at) VALUES ('subscriptions.daily', now())
       ON CONFLICT (name) DO UPDATE SET next_run_at = now()`,
    );
    const renewals = async () =>
      (
        await sql<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE subscription_id = $1', [
          subscription!.id,
        ])
      )[0]!.n;
    const deadline = Date.now() + 45_000;
    while ((await renewals()) < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const ordered = performance.now();
    expect(await renewals()).toBe(2);
    const visible = await waitUntilServed(
      `${b.url}/api/product/${product.slug}`,
      (body) => !inStock(body),
      ordered,
      1_000,
    );
    console.info(
      `after a write: renewal by the scheduler, stock visible on B ${visible.toFixed(1)} ms after the order`,
    );

    // Both schedulers pass again: still one renewal, and the job is due tomorrow. A pass that finds
    // nothing due leaves no row behind, so each instance's /metrics says when its latest completed
    // pass began; the test waits for one that began after the renewal run finished.
    // The renewal's order commits before the run lets go of the job: wait for that too.
    const finishedRun = async () =>
      (
        await sql<{ at: Date }>(
          `SELECT last_finished_at AS at FROM scheduled_jobs WHERE name = 'subscriptions.daily'
              AND locked_by IS NULL AND next_run_at > now() AND last_finished_at IS NOT NULL`,
        )
      )[0]?.at;
    let finished = await finishedRun();
    while (!finished && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      finished = await finishedRun();
    }
    expect(finished, 'the renewal run let go of the job').toBeDefined();
    await Promise.all([a, b].map((instance) => passAfter(instance, finished!)));
    expect(await renewals()).toBe(2);
    const [job] = await sql<{ next_run_at: Date; last_error: string | null }>(
      "SELECT next_run_at, last_error FROM scheduled_jobs WHERE name = 'subscriptions.daily'",
    );
    expect(job!.last_error).toBeNull();
    expect(job!.next_run_at.getTime()).toBeGreaterThan(Date.now());
  }, 90_000);
});
