import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterDrizzle, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Db } from '../db';
import { rateLimits } from '../db/schema';
import { DURABLE_RULES, type LimitRule, RULES } from './rules';

export interface LimiterStore {
  /** The database: the counters' home without Redis, and the insurance while Redis is down. */
  database: () => Promise<Db>;
  /** With Redis, counters live there (fast, shared by every instance using the same Redis). */
  redis?: Redis;
  /** Start of the Redis keys ('zorgzaam:'); tests use their own. */
  keyPrefix: string;
  /** Multiplies every limit (RATE_LIMIT_SCALE). */
  scale: number;
}

export type LimiterSet = (rule: LimitRule) => Promise<RateLimiterAbstract>;

/**
 * One limiter per rule, made on first use. Both stores count across instances: the
 * database through atomic upserts, Redis through an atomic script; Redis takes the load
 * off the database and is the choice for several instances. Wrong-password counts
 * (DURABLE_RULES) are always in the database, so a Redis that comes back empty forgets none.
 */
export function createLimiterSet(store: LimiterStore): LimiterSet {
  const made = new Map<LimitRule, Promise<RateLimiterAbstract>>();
  return (rule) => {
    let found = made.get(rule);
    if (!found) {
      found = makeLimiter(store, rule);
      made.set(rule, found);
    }
    return found;
  };
}

async function makeLimiter(store: LimiterStore, rule: LimitRule): Promise<RateLimiterAbstract> {
  const options = {
    keyPrefix: rule,
    duration: RULES[rule].duration,
    // Many people behind one address (an office, a care home) may need more room.
    points: RULES[rule].points * store.scale,
  };
  const inDatabase = new RateLimiterDrizzle({
    ...options,
    storeClient: await store.database(),
    schema: rateLimits,
    clearExpiredByTimeout: true,
  });
  // Wrong-password counts stay in the database: they survive a Redis restart (DURABLE_RULES).
  if (!store.redis || DURABLE_RULES.has(rule)) return inDatabase;
  return new RateLimiterRedis({
    ...options,
    keyPrefix: `${store.keyPrefix}rl:${rule}`,
    storeClient: store.redis,
    // While Redis is down, count in the database instead of failing the request or letting all through.
    rejectIfRedisNotReady: true,
    insuranceLimiter: inDatabase,
  });
}
