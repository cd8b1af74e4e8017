import { Registry } from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '~/server/env';
import { checkReadiness, resetProbesForTests } from '~/server/http/probes';
import { resetMailerForTests, sendMail } from '~/server/mail';
import { registerShopGauges } from '~/server/metrics/shop-gauges.server';
import { closeRedis } from '~/server/redis.server';
import { resetStorageForTests } from '~/server/storage';
import { setupTestDatabase } from '../helpers/db';

/**
 * /readyz's checks: the database and its migrations always (required: 503 without them), Redis,
 * S3 and SMTP when configured (optional: 'degraded', still 200).
 */
const database = setupTestDatabase();
const OPTIONAL = [
  'REDIS_URL',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'SMTP_URL',
];

async function configure(settings: Record<string, string>) {
  for (const name of OPTIONAL) delete process.env[name];
  Object.assign(process.env, settings);
  await closeRedis();
  resetEnvForTests();
  resetStorageForTests();
  resetProbesForTests();
  resetMailerForTests();
}

afterAll(() => configure({}));

describe('readiness', () => {
  it('is ready with the database answering and every migration applied', async () => {
    await configure({});
    expect(await checkReadiness(database())).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok' },
    });
  });

  it('stays ready, degraded, while a configured Redis, S3 bucket or SMTP server is away', async () => {
    // Ports of this helper's own range where nothing listens.
    await configure({
      REDIS_URL: 'redis://127.0.0.1:4522/7',
      S3_BUCKET: 'zorgzaam-weg',
      S3_ENDPOINT: 'http://127.0.0.1:4523',
      S3_ACCESS_KEY_ID: 'x',
      S3_SECRET_ACCESS_KEY: 'y',
      SMTP_URL: 'smtp://127.0.0.1:4524',
    });
    expect(await checkReadiness(database())).toEqual({
      status: 'degraded',
      checks: { database: 'ok', migrations: 'ok', redis: 'degraded', s3: 'degraded', smtp: 'ok' },
    });
    // A mail that could not be sent: SMTP degraded too (the mail waits in the outbox).
    await expect(
      sendMail({ to: 'klant@example.nl', subject: 'Test', html: '<p>x</p>', text: 'x' }),
    ).rejects.toThrow();
    resetProbesForTests();
    const readiness = await checkReadiness(database());
    expect(readiness.checks.smtp).toBe('degraded');

    // /metrics says the same: the instance serves, three dependencies away.
    resetProbesForTests();
    const registry = new Registry();
    registerShopGauges(database(), registry);
    const text = await registry.metrics();
    expect(text).toMatch(/^zorgzaam_ready 1$/m);
    for (const dependency of ['redis', 's3', 'smtp'])
      expect(text).toContain(`zorgzaam_dependency_degraded{dependency="${dependency}"} 1`);
  });

  it('is not ready without its database', async () => {
    await configure({ REDIS_URL: 'redis://127.0.0.1:4522/7' });
    const gone = { kind: database().kind, execute: () => Promise.reject(new Error('verbinding weg')) };
    expect(await checkReadiness(gone)).toEqual({
      status: 'unavailable',
      checks: { database: 'unavailable', migrations: 'unavailable', redis: 'degraded' },
    });
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('counts a reachable Redis as ready', async () => {
    await configure({ REDIS_URL: process.env.TEST_REDIS_URL! });
    // The connection is made on first use; the next check finds it up.
    await checkReadiness(database());
    await new Promise((resolve) => setTimeout(resolve, 500));
    resetProbesForTests();
    expect((await checkReadiness(database())).checks.redis).toBe('ok');
  });
});
