import { Redis } from 'ioredis';
import { env } from './env';
import { log } from './log';
import { remember } from './remember';

/**
 * The shop's one Redis connection, when REDIS_URL is set (shared rate limits; cache
 * invalidation between instances can use `redis()?.duplicate()` for a subscriber).
 * Commands fail fast while Redis is unreachable instead of queueing: callers fall back
 * (the rate limiter to the database) and a request never hangs on a dead Redis.
 */
// On globalThis: the built server's start script and the Astro bundle each hold a copy of this module.
const registry = remember<{ client?: Redis }>('redis', () => ({}));

export function redis(): Redis | undefined {
  const url = env().REDIS_URL;
  if (!url) return undefined;
  registry.client ??= createRedisClient(url);
  return registry.client;
}

/** A new connection; the app uses `redis()`, tests make a second one to act as another instance. */
export function createRedisClient(url: string): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // Reconnect with a growing pause, at most every 5 s, for as long as the process runs.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let lastWarning = 0;
  client.on('error', (error: Error) => {
    // Once a minute is enough: a down Redis would otherwise log every reconnect attempt.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    log.warn('redis unavailable; rate limits fall back to the database', { error: error.message });
  });
  return client;
}

/** Closes the shared connection (shutdown, tests). */
export async function closeRedis(): Promise<void> {
  const client = registry.client;
  registry.client = undefined;
  if (client) await client.quit().catch(() => client.disconnect());
}

/** Resolves once the connection is up (true), or false after `timeoutMs`: for start-up and tests. */
export function whenReady(client: Redis, timeoutMs = 3000): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(false), timeoutMs);
    const onReady = () => finish(true);
    function finish(ready: boolean) {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    }
    client.on('ready', onReady);
  });
}
