import type { Env } from './env';

/**
 * Which outside service does each job, as the start log shows it: an owner going live sees at a
 * glance whether payments are real, mail leaves the machine and uploads reach the bucket.
 */
export function providersSummary(config: Env): Record<string, string> {
  return {
    payments: config.PAYMENT_PROVIDER === 'mollie' ? 'mollie' : 'test (no real money)',
    mail: config.SMTP_URL ? 'smtp' : 'files in DATA_DIR/outbox',
    uploads: config.S3_BUCKET ? 's3' : 'DATA_DIR/uploads',
    addresses: config.ADDRESS_PROVIDER,
    pickupPoints: config.PICKUP_POINT_PROVIDER,
    database: config.DATABASE_URL ? 'postgresql' : 'embedded (PGlite)',
    rateLimits: config.REDIS_URL ? 'redis' : 'database',
    httpCache: config.HTTP_CACHE_PURGE,
  };
}
