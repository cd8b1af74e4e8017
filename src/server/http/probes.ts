import type http from 'node:http';
import { shippedMigrations } from '../backup/inventory.server';
import type { Database } from '../db';
import { env } from '../env';
import { log } from '../log';
import { lastMailFailed } from '../mail/delivery-state';
import { redis } from '../redis.server';
import { storage } from '../storage';
import { currentHealth } from './health';

/**
 * Kubernetes-style probes, answered by the Node server before anything else:
 * - GET /livez: the process answers (restart it when this fails);
 * - GET /readyz: this instance can serve. Required dependencies gate it: the database answers
 *   and every migration is done, else 503 (take the instance out of the load balancer). Optional
 *   ones, when configured, are reported but never make it 503: without Redis the rate limits count
 *   in the database, without the S3 bucket uploads and new images wait, without SMTP mails wait
 *   in the outbox. Every instance shares them, so a 503 for them would take all instances out
 *   at once and leave the load balancer nowhere to send shoppers (decision 029). Such a check answers
 *   'degraded', and so does the status (still 200).
 * /healthz (./health.ts) stays as it was for existing supervisors.
 */
export type CheckResult = 'ok' | 'unavailable' | 'pending' | 'degraded';
export interface Readiness {
  /** ready and degraded answer 200; unavailable 503. */
  status: 'ready' | 'degraded' | 'unavailable';
  checks: Record<string, CheckResult>;
}

/** What may fail without taking the instance out: reported as degraded. */
export const OPTIONAL_DEPENDENCIES = ['redis', 's3', 'smtp'] as const;
export type OptionalDependency = (typeof OPTIONAL_DEPENDENCIES)[number];

/** A probe of Redis or S3 that has not answered within this time counts as unavailable. */
const CHECK_TIMEOUT_MS = 2_000;
/** Readiness answers this old are reused: a probe every second costs one round of checks. */
const FRESH_MS = 2_000;

let migrationsDone = false;
let last: { at: number; readiness: Promise<Readiness> } | undefined;

export function answerProbe(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  database: Pick<Database, 'execute' | 'kind'>,
): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = (req.url ?? '').split('?')[0];
  if (path === '/livez') {
    send(res, 200, { status: 'ok' });
    return true;
  }
  if (path !== '/readyz') return false;
  void currentReadiness(database).then((readiness) =>
    send(res, readiness.status === 'unavailable' ? 503 : 200, readiness),
  );
  return true;
}

/** The latest readiness, at most FRESH_MS old (the probe and /metrics share it). */
export function currentReadiness(database: Pick<Database, 'execute' | 'kind'>): Promise<Readiness> {
  if (!last || performance.now() - last.at > FRESH_MS) {
    last = { at: performance.now(), readiness: checkReadiness(database) };
  }
  return last.readiness;
}

export async function checkReadiness(database: Pick<Database, 'execute' | 'kind'>): Promise<Readiness> {
  const settings = env();
  const required: Record<string, Promise<CheckResult>> = {
    database: currentHealth(database).then((health) => (health.status === 'ok' ? 'ok' : 'unavailable')),
    migrations: checkMigrations(database),
  };
  const optional: Partial<Record<OptionalDependency, Promise<CheckResult>>> = {};
  if (settings.REDIS_URL) optional.redis = withTimeout(async () => void (await redis()?.ping()), 'redis');
  if (settings.S3_BUCKET) optional.s3 = withTimeout(() => storage().check(), 's3');
  // Passive: the last mail this process sent (an SMTP round trip per probe would cost more than
  // it tells). A process that sends no mail (a web instance beside a worker) reports ok.
  if (settings.SMTP_URL) optional.smtp = Promise.resolve(lastMailFailed() ? 'degraded' : 'ok');
  const settled = async (checks: Record<string, Promise<CheckResult>>) =>
    Object.fromEntries(
      await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await check] as const)),
    );
  const [requiredResults, optionalResults] = await Promise.all([settled(required), settled(optional)]);
  for (const name of Object.keys(optionalResults)) {
    if (optionalResults[name] !== 'ok') optionalResults[name] = 'degraded';
  }
  const status = !Object.values(requiredResults).every((result) => result === 'ok')
    ? 'unavailable'
    : Object.values(optionalResults).every((result) => result === 'ok')
      ? 'ready'
      : 'degraded';
  return { status, checks: { ...requiredResults, ...optionalResults } };
}

/** Every migration this version ships has been applied (another instance may still be migrating). */
async function checkMigrations(database: Pick<Database, 'execute'>): Promise<CheckResult> {
  if (migrationsDone) return 'ok';
  try {
    const [row] = await database.execute('SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations');
    migrationsDone = Number(row?.applied) >= shippedMigrations();
    return migrationsDone ? 'ok' : 'pending';
  } catch {
    return 'unavailable';
  }
}

const lastWarned = new Map<string, number>();

async function withTimeout(check: () => Promise<void>, name: string): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch (error) {
    // Once a minute per check: a load balancer probing every second would fill the log.
    if (performance.now() - (lastWarned.get(name) ?? -Infinity) > 60_000) {
      lastWarned.set(name, performance.now());
      log.warn('readiness check failed', {
        check: name,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function resetProbesForTests(): void {
  migrationsDone = false;
  last = undefined;
  lastWarned.clear();
}
