import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSubmission } from '../helpers/orders';
import { createDatabase, type Instance, startInstance } from './instances';

/**
 * The operator's view of a built server on PostgreSQL (decision 021): Prometheus metrics behind a
 * token, liveness apart from readiness, and request ids tying answers to log lines.
 */
const serverUrl = process.env.TEST_POSTGRES_URL;
const PORT = 4505;
const METRICS_TOKEN = 'metrics-token-for-the-operations-test';

/** One sample's value from Prometheus' text format, 0 when the series is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.skipIf(!serverUrl)('operating a built server', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let shop: Instance;
  const scrape = async () => {
    const response = await fetch(`${shop.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  beforeAll(async () => {
    database = await createDatabase(serverUrl!, 'zorgzaam_ops');
    shop = await startInstance('ops', PORT, {
      DATABASE_URL: database.url,
      METRICS_TOKEN,
      SEED_DEMO_CONTENT: 'true',
    });
  }, 180_000);

  afterAll(async () => {
    await shop?.stop();
    await database?.drop();
  });

  it('answers /metrics only with the token, with the documented names', async () => {
    expect((await fetch(`${shop.url}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${shop.url}/metrics`, { headers: { authorization: 'Bearer raden-helpt-niet-1234' } }))
        .status,
    ).toBe(401);
    await fetch(`${shop.url}/`);
    const text = await scrape();
    for (const name of [
      'zorgzaam_http_requests_total',
      'zorgzaam_http_request_duration_seconds_bucket',
      'zorgzaam_response_cache_requests_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
      'zorgzaam_db_pool_connections',
      'zorgzaam_orders',
      'zorgzaam_payments',
      'zorgzaam_mails_total',
      'zorgzaam_after_answer_jobs',
      'zorgzaam_subscription_renewals_due',
      'zorgzaam_outbox_pending',
      'zorgzaam_outbox_lag_seconds',
      'zorgzaam_outbox_unhandled',
    ]) {
      expect(text, name).toMatch(new RegExp(`^# TYPE ${name.replace(/_bucket$/, '')} `, 'm'));
    }
  });

  it('moves the order and request counters after an order', async () => {
    const before = await scrape();
    const catalogue = (await (await fetch(`${shop.url}/api/products`)).json()) as {
      id: number;
      in_stock: boolean;
    }[];
    // The first product the demo shop sells as it is (one with variations needs a choice).
    let placed: Response | undefined;
    for (const product of catalogue.filter((candidate) => candidate.in_stock)) {
      placed = await fetch(`${shop.url}/api/create-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: shop.url },
        body: JSON.stringify(orderSubmission([{ id: product.id, quantity: 1 }])),
      });
      if (placed.ok) break;
    }
    expect(placed?.status).toBe(201);
    const orders = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.startsWith('zorgzaam_orders{'))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    // The shop's figures are read at most every 10 s: scrape until a fresh reading has the order.
    let after = await scrape();
    const deadline = Date.now() + 20_000;
    while (orders(after) === orders(before) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await scrape();
    }
    expect(orders(after)).toBe(orders(before) + 1);
    const created = 'zorgzaam_http_requests_total{route="/api/create-order",method="POST",status="201"}';
    expect(sample(after, created)).toBe(sample(before, created) + 1);
    // Scraping costs no request of the shop's own.
    expect(after).not.toMatch(/route="\/metrics"/);
  }, 60_000);

  it('tells liveness from readiness, and keeps /healthz', async () => {
    const live = await fetch(`${shop.url}/livez`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${shop.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
  });

  it('ties an error answer to its log lines by the request id', async () => {
    const answer = await fetch(`${shop.url}/api/create-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shop.url, 'x-request-id': 'trace-ops-0001' },
      body: '{"niet":',
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('x-request-id')).toBe('trace-ops-0001');
    const generated = await fetch(`${shop.url}/bestaat-niet`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
