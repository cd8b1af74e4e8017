import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, addAdmin, createDatabase, type Instance, startInstance, withClient } from './instances';

/**
 * PostgreSQL connections that drop (pg_terminate_backend here; a restart or failover looks the
 * same to the shop) never end the process: requests under way answer 503 with Retry-After, the
 * next ones get fresh connections (decision 018). Printed: seconds of unavailability per round.
 */
const serverUrl = process.env.TEST_POSTGRES_URL;
const ROUNDS = 10;
const WORKERS = 4;

describe.skipIf(!serverUrl)('terminated PostgreSQL backends under load (built server)', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let shop: Instance;
  let token: string;

  beforeAll(async () => {
    database = await createDatabase(serverUrl ?? '', 'zorgzaam_drops');
    shop = await startInstance('drops', 4518, {
      DATABASE_URL: database.url,
      SEED_DEMO_CONTENT: 'true',
      DATABASE_POOL_SIZE: '6',
    });
    await addAdmin(database.url);
    const login = await fetch(`${shop.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    token = ((await login.json()) as { token: string }).token;
    const products = (await (await fetch(`${shop.url}/api/products`)).json()) as { slug: string }[];
    const product = (await (await fetch(`${shop.url}/api/product/${products[0]!.slug}`)).json()) as {
      id: number;
      product_variations: { id: number }[];
    };
    const variation = product.product_variations[0];
    orderBody = JSON.stringify({
      customer: { email: 'drops@example.nl', first_name: 'Dr', last_name: 'Ops' },
      address: { street: 'Dam', street_number: '1', postcode: '1012 JS', city: 'Amsterdam' },
      payment_method: 'ideal',
      lineItems: [
        {
          id: variation?.id ?? product.id,
          product_id: product.id,
          product_variation_id: variation?.id ?? null,
          quantity: 1,
        },
      ],
    });
  }, 200_000);

  afterAll(async () => {
    await shop?.stop();
    await database?.drop();
  });

  /** An order: a transaction that locks stock rows (a client checked out of the pool). */
  let orderBody = '';
  const orderRequest = () =>
    fetch(`${shop.url}/api/create-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: orderBody,
    });

  /** A request that needs the database every time: the session lookup and the caller's orders. */
  const ordersRequest = () =>
    fetch(`${shop.url}/api/get-user-orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });

  it(`stays up and answers again within seconds after each of ${ROUNDS} terminations`, async () => {
    const statuses = new Map<number, number>();
    const unexpected: string[] = [];
    let loading = true;
    let answers = 0;
    let onAnswer: (() => void) | undefined;
    /** Resolves once the load has had `n` more answers: each round drops connections under way. */
    const moreAnswers = (n: number) =>
      new Promise<void>((resolve) => {
        const target = answers + n;
        onAnswer = () => {
          if (answers < target) return;
          onAnswer = undefined;
          resolve();
        };
      });
    // Under load: reads, orders (transactions), and wrong passwords whose counting writes to the database.
    const worker = async (index: number) => {
      while (loading) {
        const request =
          index === 0
            ? ordersRequest()
            : index === 1
              ? orderRequest()
              : fetch(`${shop.url}/api/login`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify({ email: `last${index}@example.nl`, password: 'niet goed genoeg' }),
                });
        const answer = await request.catch(() => ({ status: 0, headers: new Headers() }));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        answers++;
        onAnswer?.();
        // 409/422: the product sold out under the load; never a 500 or a dropped connection.
        if (![200, 201, 401, 409, 422, 429, 503].includes(answer.status))
          unexpected.push(`status ${answer.status}`);
        if (answer.status === 503 && !answer.headers.get('retry-after'))
          unexpected.push('503 without Retry-After');
      }
    };
    const workers = Array.from({ length: WORKERS }, (_, index) => worker(index));

    const seconds: number[] = [];
    let terminated = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await moreAnswers(WORKERS);
      const killed = await withClient(serverUrl ?? '', async (client) => {
        const result = await client.query(
          `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
            WHERE datname = $1 AND pid <> pg_backend_pid()`,
          [new URL(database.url).pathname.slice(1)],
        );
        return (result.rows[0] as { n: number }).n;
      });
      terminated += killed;
      const since = performance.now();
      let status = 0;
      while (status !== 200 && performance.now() - since < 20_000) {
        status = (await ordersRequest().catch(() => ({ status: 0 }))).status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(status, `round ${round + 1}: no answer within 20 s`).toBe(200);
      seconds.push((performance.now() - since) / 1000);
      expect(shop.alive(), `the process ended in round ${round + 1}:\n${shop.output.join('')}`).toBe(true);
    }
    loading = false;
    await Promise.all(workers);

    const mean = seconds.reduce((sum, value) => sum + value, 0) / seconds.length;
    console.info(
      `database drops: ${ROUNDS} rounds, ${terminated} backends terminated; unavailable per round ` +
        `mean ${mean.toFixed(3)} s, max ${Math.max(...seconds).toFixed(3)} s ` +
        `(${(seconds.reduce((sum, value) => sum + value, 0) / terminated).toFixed(3)} s per terminated backend); ` +
        `statuses under load ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(unexpected).toEqual([]);
    expect(shop.output.join('')).not.toContain('uncaught exception');
    expect(shop.alive()).toBe(true);
  }, 300_000);
});
