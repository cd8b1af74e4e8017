import { afterAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '~/server/env';
import { checkReadiness, resetProbesForTests } from '~/server/http/probes';
import { closeRedis } from '~/server/redis.server';
import { resetStorageForTests } from '~/server/storage';
import { setupTestDatabase } from '../helpers/db';

/** /readyz's checks: the database and its migrations always, Redis and S3 when configured. */
const database = setupTestDatabase();
const OPTIONAL = ['REDIS_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

async function configure(settings: Record<string, string>) {
  for (const name of OPTIONAL) delete process.env[name];
  Object.assign(process.env, settings);
  await closeRedis();
  resetEnvForTests();
  resetStorageForTests();
  resetProbesForTests();
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

  it('is not ready while a configured Redis or S3 bucket cannot be reached', async () => {
    // Ports of this helper's own range where nothing listens.
    await configure({
      REDIS_URL: 'redis://127.0.0.1:4522/7',
      S3_BUCKET: 'zorgzaam-weg',
      S3_ENDPOINT: 'http://127.0.0.1:4523',
      S3_ACCESS_KEY_ID: 'x',
      S3_SECRET_ACCESS_KEY: 'y',
    });
    expect(await checkReadiness(database())).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', migrations: 'ok', redis: 'unavailable', s3: 'unavailable' },
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
