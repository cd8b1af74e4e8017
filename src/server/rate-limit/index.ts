import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { db } from '../db';
import { rateLimits } from '../db/schema';
import { env } from '../env';
import { tooManyRequests } from '../http/errors';

/**
 * Abuse limits for the endpoints a bot would hammer. Counters live in the shop's
 * own database (atomic upserts), so every process behind a load balancer shares them.
 */
const RULES = {
  'login:ip': { points: 30, duration: 15 * 60 },
  'login:account': { points: 10, duration: 15 * 60 },
  'register:ip': { points: 10, duration: 60 * 60 },
  // Registration answers 409 for a known address: the per-address limit keeps it from being a lookup service.
  'register:account': { points: 5, duration: 60 * 60 },
  'forgot:ip': { points: 10, duration: 60 * 60 },
  // Each request mails the address: three an hour is enough for a person and useless for flooding an inbox.
  'forgot:account': { points: 3, duration: 60 * 60 },
  'reset:ip': { points: 20, duration: 60 * 60 },
  'newsletter:ip': { points: 20, duration: 60 * 60 },
  'contact:ip': { points: 10, duration: 60 * 60 },
  'withdrawal:ip': { points: 10, duration: 60 * 60 },
  'newsletter:account': { points: 3, duration: 60 * 60 },
  // Password checks behind a login (change password, delete account): a stolen token must not guess the password.
  'password:account': { points: 10, duration: 15 * 60 },
} as const;

export type LimitRule = keyof typeof RULES;

const limiters = new Map<LimitRule, Promise<RateLimiterDrizzle>>();

function limiter(rule: LimitRule): Promise<RateLimiterDrizzle> {
  let found = limiters.get(rule);
  if (!found) {
    found = db().then(
      (storeClient) =>
        new RateLimiterDrizzle({
          storeClient,
          schema: rateLimits,
          keyPrefix: rule,
          ...RULES[rule],
          // Many people behind one address (an office, a care home) may need more room.
          points: RULES[rule].points * env().RATE_LIMIT_SCALE,
          clearExpiredByTimeout: true,
        }),
    );
    limiters.set(rule, found);
  }
  return found;
}

/** Counts one attempt against each rule; throws 429 (with Retry-After) when one of them is used up. */
export async function enforceLimits(checks: [rule: LimitRule, key: string][]): Promise<void> {
  for (const [rule, key] of checks) {
    try {
      await (await limiter(rule)).consume(key.toLowerCase());
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  }
}
