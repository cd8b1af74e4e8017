import { RateLimiterRes } from 'rate-limiter-flexible';
import { db } from '../db';
import { env } from '../env';
import { tooManyRequests } from '../http/errors';
import { redis } from '../redis.server';
import { createLimiterSet, type LimiterSet } from './limiters';
import type { LimitRule } from './rules';

export type { LimitRule } from './rules';

let limiters: LimiterSet | undefined;

/** The app's limiters: in Redis when REDIS_URL is set, otherwise in the database. */
function appLimiters(): LimiterSet {
  limiters ??= createLimiterSet({
    database: db,
    redis: redis(),
    keyPrefix: env().REDIS_KEY_PREFIX,
    scale: env().RATE_LIMIT_SCALE,
  });
  return limiters;
}

/** Tests switch REDIS_URL on and off between files. */
export function resetRateLimitsForTests(): void {
  limiters = undefined;
}

const keyOf = (key: string) => key.toLowerCase();

/** Counts one attempt against each rule; throws 429 (with Retry-After) when one of them is used up. */
export async function enforceLimits(
  checks: [rule: LimitRule, key: string][],
  limiterSet: LimiterSet = appLimiters(),
): Promise<void> {
  for (const [rule, key] of checks) {
    try {
      await (await limiterSet(rule)).consume(keyOf(key));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  }
}

/** Counts one attempt; false (instead of a 429) when the rule is used up, for limits the caller keeps silent. */
export async function withinLimit(
  rule: LimitRule,
  key: string,
  limiterSet: LimiterSet = appLimiters(),
): Promise<boolean> {
  try {
    await (await limiterSet(rule)).consume(keyOf(key));
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

/** Throws 429 when a rule is already used up, without counting this attempt. */
async function refuseWhenUsedUp(checks: [LimitRule, string][], limiterSet: LimiterSet): Promise<void> {
  for (const [rule, key] of checks) {
    const state = await (await limiterSet(rule)).get(keyOf(key));
    if (state && state.remainingPoints <= 0) throw tooManyRequests(Math.ceil(state.msBeforeNext / 1000));
  }
}

/** Counts a failure without refusing (the failed attempt itself is answered normally). */
async function countFailure(checks: [LimitRule, string][], limiterSet: LimiterSet): Promise<void> {
  for (const [rule, key] of checks) await (await limiterSet(rule)).penalty(keyOf(key));
}

const isWrongPassword = (error: unknown) => (error as { status?: number }).status === 401;

/**
 * Runs a login under the failure limits. Only wrong passwords count, per address and
 * account (10) and per account (50): ten wrong guesses from one address lock that address
 * out of that account, not the owner logging in from home. A success forgets the address's
 * failures for the account.
 */
export async function limitLoginFailures<T>(
  attempt: { ip: string; email: string; knownDevice?: boolean },
  login: () => Promise<T>,
  limiterSet: LimiterSet = appLimiters(),
): Promise<T> {
  const checks: [LimitRule, string][] = [['login:ip-account', `${attempt.ip}|${attempt.email}`]];
  // A device the owner logged in from before is never locked by guesses from elsewhere (#21.5);
  // its own wrong passwords still count per address.
  if (!attempt.knownDevice) checks.push(['login:account', attempt.email]);
  await refuseWhenUsedUp(checks, limiterSet);
  try {
    const result = await login();
    await (await limiterSet('login:ip-account')).delete(keyOf(checks[0]![1]));
    return result;
  } catch (error) {
    if (isWrongPassword(error)) await countFailure(checks, limiterSet);
    throw error;
  }
}

/** After the owner proved control of the mailbox (reset link): the account's failures are forgiven. */
export async function forgetLoginFailures(
  attempt: { ip: string; email: string },
  limiterSet: LimiterSet = appLimiters(),
): Promise<void> {
  await (await limiterSet('login:account')).delete(keyOf(attempt.email));
  await (await limiterSet('login:ip-account')).delete(keyOf(`${attempt.ip}|${attempt.email}`));
}
