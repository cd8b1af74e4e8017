import type http from 'node:http';
import type { Database } from '../db';
import { diskNearlyFull } from '../db/disk-space';
import { env } from '../env';
import { log } from '../log';

/** A database that has not answered `SELECT 1` within this time counts as unavailable. */
const HEALTH_TIMEOUT_MS = 2_000;

export interface Health {
  status: 'ok' | 'unavailable';
  database?: Database['kind'];
  /** Why the shop is not ready, when the database answers but cannot write ('disk full'). */
  reason?: string;
}

/** A ping that succeeded this recently answers the next check without queueing another query. */
const FRESH_MS = 1_000;
let lastOk: { at: number; database: object } | undefined;
let inFlight: Promise<Health> | undefined;

/**
 * The database's health, from a ping at most FRESH_MS old. Concurrent checks share one
 * ping: on the embedded database every query waits its turn behind the pages' queries, so
 * a health check must not add to that queue under load.
 */
export function currentHealth(
  database: Pick<Database, 'execute' | 'kind'>,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<Health> {
  if (lastOk?.database === database && performance.now() - lastOk.at < FRESH_MS)
    return Promise.resolve({ status: 'ok', database: database.kind });
  inFlight ??= checkHealth(database, timeoutMs).then((health) => {
    inFlight = undefined;
    lastOk = health.status === 'ok' ? { at: performance.now(), database } : undefined;
    return health;
  });
  return inFlight;
}

/** Pings the database, giving up after `timeoutMs` so the check itself never hangs. */
export async function checkHealth(
  database: Pick<Database, 'execute' | 'kind'>,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([database.execute('SELECT 1'), timeout]);
    // The embedded database answers reads on a full disk while every write fails (#21.7).
    if (database.kind === 'pglite' && diskNearlyFull(env().DATA_DIR_ABSOLUTE)) {
      log.warn('not ready: the disk of DATA_DIR is (nearly) full');
      return { status: 'unavailable', database: database.kind, reason: 'disk full' };
    }
    return { status: 'ok', database: database.kind };
  } catch (error) {
    log.error('health check failed', { error });
    return { status: 'unavailable' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Answers GET/HEAD /healthz straight from the Node server, before compression, static
 * files and Astro: a supervisor or load balancer gets its answer even while pages render
 * under load. Returns false for every other request.
 */
export function answerHealthCheck(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  database: Pick<Database, 'execute' | 'kind'>,
  timeoutMs = HEALTH_TIMEOUT_MS,
): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if ((req.url ?? '').split('?')[0] !== '/healthz') return false;
  void currentHealth(database, timeoutMs).then((health) => {
    res.writeHead(health.status === 'ok' ? 200 : 503, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end(JSON.stringify(health));
  });
  return true;
}
