import { type Env, env } from '../env';
import { eventTransportName } from '../events/bus';
import { log } from '../log';
import { cloudflarePurger } from './cloudflare';
import { fastlyPurger } from './fastly';
import type { HttpCachePurger } from './purge';
import { varnishPurger } from './varnish';

export type { HttpCachePurger } from './purge';

/** The purger HTTP_CACHE_PURGE names, from the settings env() validated (undefined: none). */
export function purgerFromEnv(settings: Env): HttpCachePurger | undefined {
  switch (settings.HTTP_CACHE_PURGE) {
    case 'varnish':
      return varnishPurger(settings.VARNISH_PURGE_URLS);
    case 'fastly':
      return fastlyPurger({
        apiUrl: settings.FASTLY_API_URL,
        serviceId: settings.FASTLY_SERVICE_ID ?? '',
        token: settings.FASTLY_API_TOKEN ?? '',
      });
    case 'cloudflare':
      return cloudflarePurger({
        apiUrl: settings.CLOUDFLARE_API_URL,
        zoneId: settings.CLOUDFLARE_ZONE_ID ?? '',
        token: settings.CLOUDFLARE_API_TOKEN ?? '',
      });
    default:
      return undefined;
  }
}

let configured: { settings: Env; purger: HttpCachePurger | undefined } | undefined;

function configuredPurger(): HttpCachePurger | undefined {
  const settings = env();
  if (configured?.settings !== settings) configured = { settings, purger: purgerFromEnv(settings) };
  return configured.purger;
}

/** Whether a shared HTTP cache is configured (a handler then looks up what to purge). */
export function httpCacheInFront(): boolean {
  return configuredPurger() !== undefined;
}

/**
 * Purges these cache tags from the shared HTTP cache in front, when one is configured; called by
 * the outbox's cache handlers (catalog, content) after a change. Throws when the cache refuses,
 * so the outbox tries again.
 */
export async function purgeHttpCache(tags: readonly string[]): Promise<void> {
  const purger = configuredPurger();
  if (tags.length === 0 || !purger) return;
  const unique = [...new Set(tags)];
  await purger.purgeTags(unique);
  // With other instances, the cache in front may refetch from one that has not yet heard the
  // change (its NOTIFY takes milliseconds) and keep that old copy for its max-age: one more purge,
  // once they have, drops it (best effort: the outbox already counts the first as done).
  if (eventTransportName() === 'local') return;
  setTimeout(() => {
    purger.purgeTags(unique).catch((error: unknown) => log.warn('second purge failed', { error }));
  }, SECOND_PURGE_AFTER_MS).unref();
}

/** Far longer than a NOTIFY takes to reach every instance (milliseconds, decision 007). */
export const SECOND_PURGE_AFTER_MS = 2_000;
