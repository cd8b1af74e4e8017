import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '~/features/account/password.server';
import { createDatabase, type Instance, startInstance, withClient } from './instances';

/**
 * Redis is optional (decision 029): two built instances on one PostgreSQL database share a Redis this
 * test starts on a spare port, then stops. Both stay in the load balancer (/readyz 200, redis
 * degraded, in /metrics too), logins still work, wrong passwords are still limited, and the counts
 * survive Redis coming back empty.
 */
const serverUrl = process.env.TEST_POSTGRES_URL;
const REDIS_PORT = 6390;
const PORTS = [4535, 4536] as const;
const METRICS_TOKEN = 'metrics-token-for-the-redis-away-test';
const redisServer = '/usr/bin/redis-server';
const owner = { email: 'eigenaar@redis-weg.example', password: 'Redis weg, winkel open 4' };
const guessed = { email: 'doelwit@redis-weg.example', password: 'Het echte wachtwoord 77' };

let redis: ChildProcess | undefined;

/** A Redis of our own, without persistence: stopped and started again, it comes back empty. */
async function startRedis(): Promise<void> {
  redis = spawn(
    redisServer,
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const client = new Redis({ port: REDIS_PORT, lazyConnect: true, retryStrategy: () => 100 });
  // Refused until redis-server listens: expected, and asked again below.
  client.on('error', () => {});
  const deadline = Date.now() + 10_000;
  while ((await client.ping().catch(() => 'down')) !== 'PONG') {
    if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${REDIS_PORT}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  client.disconnect();
}

async function stopRedis(): Promise<void> {
  const running = redis;
  redis = undefined;
  if (!running || running.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    running.once('exit', () => resolve());
    running.kill('SIGKILL');
  });
}

describe.skipIf(!serverUrl || !existsSync(redisServer))('two instances while their Redis is away', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let shops: Instance[] = [];

  const readiness = async (shop: Instance) => {
    const answer = await fetch(`${shop.url}/readyz`);
    const body = (await answer.json()) as { status: string; checks: Record<string, string> };
    return { httpStatus: answer.status, ...body };
  };
  const login = (shop: Instance, credentials: { email: string; password: string }) =>
    fetch(`${shop.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    }).then((answer) => answer.status);
  const wrong = (shop: Instance) => login(shop, { email: guessed.email, password: 'Geraden wachtwoord 1' });
  const metricsOf = async (shop: Instance) =>
    (await fetch(`${shop.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();

  beforeAll(async () => {
    await startRedis();
    database = await createDatabase(serverUrl ?? '', 'zorgzaam_redis_away');
    const env = {
      DATABASE_URL: database.url,
      SEED_DEMO_CONTENT: 'false',
      RATE_LIMIT_SCALE: '1',
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}/0`,
      METRICS_TOKEN,
    };
    shops = await Promise.all(PORTS.map((port, index) => startInstance(`redis-${index}`, port, env)));
    await withClient(database.url, async (client) => {
      for (const user of [owner, guessed])
        await client.query(
          `INSERT INTO users (email, password_hash, role, first_name, last_name, email_verified_at)
           VALUES ($1, $2, 'customer', 'Redis', 'Weg', now())`,
          [user.email, await hashPassword(user.password)],
        );
    });
  }, 240_000);

  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    await stopRedis();
    await database?.drop();
  });

  it('stays ready, degraded, and keeps limiting wrong passwords across a Redis restart', async () => {
    const [a, b] = shops as [Instance, Instance];
    for (const shop of shops) {
      await expect.poll(async () => (await readiness(shop)).checks.redis, { timeout: 15_000 }).toBe('ok');
    }
    // Nine wrong passwords on the two instances while Redis is up.
    for (let i = 0; i < 9; i++) expect(await wrong(i % 2 === 0 ? a : b)).toBe(401);

    await stopRedis();
    for (const shop of shops) {
      await expect
        .poll(async () => (await readiness(shop)).checks.redis, { timeout: 15_000, interval: 500 })
        .toBe('degraded');
      const ready = await readiness(shop);
      expect(ready).toMatchObject({
        httpStatus: 200,
        status: 'degraded',
        checks: { database: 'ok', migrations: 'ok', redis: 'degraded' },
      });
      const text = await metricsOf(shop);
      expect(text).toContain('zorgzaam_dependency_degraded{dependency="redis"} 1');
      expect(text).toMatch(/^zorgzaam_ready 1$/m);
    }
    // Logins work on both instances; the tenth wrong password is the last, on either instance.
    expect(await login(a, owner)).toBe(200);
    expect(await login(b, owner)).toBe(200);
    expect(await wrong(b)).toBe(401);
    expect(await wrong(a)).toBe(429);
    expect(await login(b, guessed)).toBe(429);

    // Redis comes back empty: the guesser gets no fresh tries.
    await startRedis();
    for (const shop of shops) {
      await expect
        .poll(async () => (await readiness(shop)).checks.redis, { timeout: 20_000, interval: 500 })
        .toBe('ok');
      expect(await readiness(shop)).toMatchObject({ httpStatus: 200, status: 'ready' });
    }
    expect(await wrong(a)).toBe(429);
    expect(await wrong(b)).toBe(429);
    expect(shops.every((shop) => shop.alive())).toBe(true);
  }, 120_000);
});
