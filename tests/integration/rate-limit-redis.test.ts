import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { POST as login } from '~/pages/api/login';
import { db } from '~/server/db';
import { rateLimits } from '~/server/db/schema';
import { resetEnvForTests } from '~/server/env';
import { HttpError } from '~/server/http/errors';
import { enforceLimits, limitLoginFailures, resetRateLimitsForTests } from '~/server/rate-limit';
import { createLimiterSet } from '~/server/rate-limit/limiters';
import { closeRedis, createRedisClient, redis, whenReady } from '~/server/redis.server';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';

/**
 * Shared rate limits across instances: two separately made Redis connections and limiter sets
 * stand for two servers. CI sets TEST_REDIS_URL (.ci/run); without it these tests are skipped.
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl)
  console.info('rate-limit-redis: skipped, TEST_REDIS_URL is unset (e.g. redis://127.0.0.1:6379/4)');

setupTestDatabase();
const prefix = `h4:test-${randomBytes(4).toString('hex')}:`;
const clients: Redis[] = [];

async function instance(url = redisUrl!) {
  const client = createRedisClient(url);
  clients.push(client);
  if (url === redisUrl) expect(await whenReady(client)).toBe(true);
  return { client, limiters: createLimiterSet({ database: db, redis: client, keyPrefix: prefix, scale: 1 }) };
}

const wrongPassword = async () => {
  throw new HttpError(401, 'fout');
};

afterAll(async () => {
  if (redisUrl) {
    const cleaner = createRedisClient(redisUrl);
    await whenReady(cleaner);
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    await cleaner.quit();
  }
  await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
});

describe.skipIf(!redisUrl)('rate limits in Redis, shared by instances', () => {
  it('counts login failures of one address across two instances', async () => {
    const a = await instance();
    const b = await instance();
    const attempt = { ip: '203.0.113.9', email: 'gedeeld@example.nl' };
    for (let i = 0; i < 5; i++) {
      await expect(limitLoginFailures(attempt, wrongPassword, a.limiters)).rejects.toMatchObject({
        status: 401,
      });
      await expect(limitLoginFailures(attempt, wrongPassword, b.limiters)).rejects.toMatchObject({
        status: 401,
      });
    }
    // Ten failures in all, five on each: both instances now refuse this address for this account.
    await expect(limitLoginFailures(attempt, wrongPassword, a.limiters)).rejects.toMatchObject({
      status: 429,
    });
    await expect(limitLoginFailures(attempt, wrongPassword, b.limiters)).rejects.toMatchObject({
      status: 429,
    });

    // Wrong passwords are counted in the database, not in Redis: a Redis restart forgets none.
    expect(await a.client.get(`${prefix}rl:login:ip-account:203.0.113.9|gedeeld@example.nl`)).toBeNull();
    const counted = await (await db()).select().from(rateLimits).where(like(rateLimits.key, 'login:%'));
    expect(Object.fromEntries(counted.map((row) => [row.key, row.points]))).toEqual({
      'login:ip-account:203.0.113.9|gedeeld@example.nl': 10,
      'login:account:gedeeld@example.nl': 10,
    });
  });

  it('keeps wrong-password counts when Redis comes back empty', async () => {
    const a = await instance();
    const attempt = { ip: '203.0.113.10', email: 'herstart@example.nl' };
    for (let i = 0; i < 10; i++)
      await expect(limitLoginFailures(attempt, wrongPassword, a.limiters)).rejects.toMatchObject({
        status: 401,
      });
    // Redis restarted empty: this test's keys gone (FLUSHDB would take other tests' keys too).
    const keys = await a.client.keys(`${prefix}*`);
    if (keys.length > 0) await a.client.del(...keys);
    const b = await instance();
    await expect(limitLoginFailures(attempt, wrongPassword, b.limiters)).rejects.toMatchObject({
      status: 429,
    });
  });

  it('counts attempts of a plain limit across two instances', async () => {
    const a = await instance();
    const b = await instance();
    for (let i = 0; i < 5; i++) {
      await enforceLimits([['contact:ip', '198.51.100.20']], a.limiters);
      await enforceLimits([['contact:ip', '198.51.100.20']], b.limiters);
    }
    await expect(enforceLimits([['contact:ip', '198.51.100.20']], a.limiters)).rejects.toMatchObject({
      status: 429,
    });
  });

  it('falls back to counting in the database while Redis cannot be reached', async () => {
    // A port in this test's own range where nothing listens.
    const down = await instance('redis://127.0.0.1:4449/4');
    for (let i = 0; i < 10; i++) await enforceLimits([['withdrawal:ip', '192.0.2.44']], down.limiters);
    await expect(enforceLimits([['withdrawal:ip', '192.0.2.44']], down.limiters)).rejects.toMatchObject({
      status: 429,
    });
    const [row] = await (await db()).select().from(rateLimits).where(like(rateLimits.key, 'withdrawal:ip%'));
    expect(row?.points).toBe(11);
  });

  it('the app uses Redis for its limits when REDIS_URL is set', async () => {
    process.env.REDIS_URL = redisUrl;
    process.env.REDIS_KEY_PREFIX = prefix;
    resetEnvForTests();
    resetRateLimitsForTests();
    try {
      expect(await whenReady(redis()!)).toBe(true);
      const failed = await call(login, {
        clientAddress: '203.0.113.77',
        body: { email: 'app@example.nl', password: 'verkeerd wachtwoord 1' },
      });
      expect(failed.status).toBe(401);
      const probe = await instance();
      expect(await probe.client.get(`${prefix}rl:login:ip:203.0.113.77`)).toBe('1');
      // The wrong password itself is counted in the database (DURABLE_RULES).
      expect(await probe.client.get(`${prefix}rl:login:account:app@example.nl`)).toBeNull();
      const [row] = await (await db())
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, 'login:account:app@example.nl'));
      expect(row?.points).toBe(1);
    } finally {
      delete process.env.REDIS_URL;
      delete process.env.REDIS_KEY_PREFIX;
      resetEnvForTests();
      resetRateLimitsForTests();
      await closeRedis();
    }
  });
});
