import type http from 'node:http';
import { shippedMigrations } from '../backup/inventory.server';
import type { Database } from '../db';
import { env } from '../env';
import { log } from '../log';
import { redis } from '../redis.server';
import { storage } from '../storage';
import { currentHealth } from './health';

/**
 * Kubernetes-style probes, answered by the Node server before anything else:
 * - GET /livez: the process answers (restart it when this fails);
 * - GET /readyz: it can serve: database answers, migrations done, and Redis and the S3 bucket
 *   answer when configured (take it out of the load balancer while this is 503).
 * /healthz (./health.ts) stays as it was for existing supervisors.
 */
export type CheckResult = 'ok' | 'unavailable' | 'pending';
export interface Readiness {
  status: 'ready' | 'unavailable';
  checks: Record<string, CheckResult>;
}

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
  if (!last || performance.now() - last.at > FRESH_MS) {
    last = { at: performance.now(), readiness: checkReadiness(database) };
  }
  void last.readiness.then((readiness) => send(res, readiness.status === 'ready' ? 200 : 503, readiness));
  return true;
}

export async function checkReadiness(database: Pick<Database, 'execute' | 'kind'>): Promise<Readiness> {
  const settings = env();
  const checks: Record<string, Promise<CheckResult>> = {
    database: currentHealth(database).then((health) => (health.status === 'ok' ? 'ok' : 'unavailable')),
    migrations: checkMigrations(database),
  };
  if (settings.REDIS_URL) checks.redis = withTimeout(async () => void (await redis()?.ping()), 'redis');
  if (settings.S3_BUCKET) checks.s3 = withTimeout(() => storage().check(), 's3');
  const results = Object.fromEntries(
    await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await check] as const)),
  );
  const ready = Object.values(results).every((result) => result === 'ok');
  return { status: ready ? 'ready' : 'unavailable', checks: results };
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

async function withTimeout(check: () => Promise<void>, name: string): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch (error) {
    log.warn('readiness check failed', {
      check: name,
      error: error instanceof Error ? error.message : String(error),
    });
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
}
