import { describe, expect, it } from 'vitest';
import type { Env } from './env';
import { providersSummary } from './providers-summary';

const base = {
  PAYMENT_PROVIDER: 'test',
  ADDRESS_PROVIDER: 'local',
  PICKUP_POINT_PROVIDER: 'local',
  HTTP_CACHE_PURGE: 'none',
} as Env;

describe('providersSummary', () => {
  it('says plainly when payments are not real and everything stays on this machine', () => {
    expect(providersSummary(base)).toEqual({
      payments: 'test (no real money)',
      mail: 'files in DATA_DIR/outbox',
      uploads: 'DATA_DIR/uploads',
      addresses: 'local',
      pickupPoints: 'local',
      database: 'embedded (PGlite)',
      rateLimits: 'database',
      httpCache: 'none',
    });
  });

  it('names the real services once they are configured', () => {
    const summary = providersSummary({
      ...base,
      PAYMENT_PROVIDER: 'mollie',
      SMTP_URL: 'smtp://mail:25',
      S3_BUCKET: 'winkel',
      ADDRESS_PROVIDER: 'pdok',
      PICKUP_POINT_PROVIDER: 'postnl',
      DATABASE_URL: 'postgres://db/shop',
      REDIS_URL: 'redis://redis',
    });
    expect(summary).toMatchObject({ payments: 'mollie', mail: 'smtp', uploads: 's3', rateLimits: 'redis' });
  });
});
