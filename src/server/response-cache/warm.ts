import http from 'node:http';
import { log } from '../log';
import { metrics } from '../metrics/registry';
import type { CachedResponse } from './store';

/** What the warmer needs of a dropped entry: where it was asked, how, and how often. */
export type DroppedEntry = Pick<CachedResponse, 'key' | 'path' | 'vary' | 'hits'>;

/** Renders one dropped page again through the whole server, so the response cache keeps it. */
export type Rerender = (entry: DroppedEntry) => Promise<void>;

/**
 * After a change drops cached pages, renders the most visited of them again in the background
 * (decision 007), so the next shopper gets a hit instead of waiting for Astro's render:
 * - only entries served at least once from the cache since they were stored (an entry nobody asked
 *   for again costs nothing: no render, no compression);
 * - at most `perChange` per change (per invalidation event: a change of more than 50 products is
 *   one catalogue-wide event), most hits first; a page dropped by several changes within
 *   `settleMs` (a save and its stock change) is rendered once;
 * - one render at a time, so shoppers' own misses keep the other core; a page kept again while it
 *   waited (a shopper asked for it) is skipped.
 * A re-rendered entry starts at zero hits, so a page is rendered again at most once per change and
 * only when someone visited it since its last render: never more renders than the visitors would
 * have caused themselves.
 */
export function createWarmer(options: {
  perChange: number;
  settleMs?: number;
  rerender: Rerender;
  /** Whether the cache holds this key again (a shopper's miss or an earlier re-render kept it). */
  isKept?: (key: string) => boolean;
}) {
  const settleMs = options.settleMs ?? 50;
  /** Dropped and not yet rendered again, by key (a later drop of the same key keeps the higher count). */
  const pending = new Map<string, DroppedEntry>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = async (batch: DroppedEntry[]) => {
    for (const entry of batch) {
      // Queued behind a slow render, the page may have been kept again meanwhile: once is enough.
      if (options.isKept?.(entry.key)) continue;
      try {
        await options.rerender(entry);
        metrics().responseCacheWarm.inc({ result: 'rendered' });
      } catch (error) {
        metrics().responseCacheWarm.inc({ result: 'failed' });
        log.warn('page not rendered again after a change', { path: entry.path, error });
      }
    }
  };

  const flush = () => {
    timer = undefined;
    const batch = [...pending.values()].sort((a, b) => b.hits - a.hits);
    pending.clear();
    if (batch.length === 0) return;
    log.debug('rendering visited pages again after a change', { paths: batch.map((entry) => entry.path) });
    running = running.then(() => run(batch));
  };

  return {
    /** Hears which entries an invalidation dropped. */
    dropped(entries: readonly DroppedEntry[]): void {
      if (options.perChange <= 0) return;
      const chosen = entries
        .filter((entry) => entry.hits >= 1)
        .sort((a, b) => b.hits - a.hits)
        .slice(0, options.perChange);
      for (const entry of chosen) {
        const known = pending.get(entry.key);
        if (!known || known.hits < entry.hits) pending.set(entry.key, entry);
      }
      if (pending.size > 0 && !timer) timer = setTimeout(flush, settleMs).unref();
    },
    /** Resolves when everything dropped so far has been rendered again (tests, benches). */
    async idle(): Promise<void> {
      while (timer || pending.size > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
      await running;
    },
  };
}

/**
 * Renders a dropped entry again by asking this server for it, as its first visitor did (same host,
 * the request headers it varied on, brotli accepted): the request goes through the response cache
 * like any miss, so the render is kept only if nothing changed meanwhile.
 */
export function rerenderThroughServer(listen: { host: string; port: number }, timeoutMs = 15_000): Rerender {
  const address =
    listen.host === '0.0.0.0' || listen.host === ''
      ? '127.0.0.1'
      : listen.host === '::'
        ? '::1'
        : listen.host;
  return (entry) =>
    new Promise<void>((resolve, reject) => {
      const space = entry.key.indexOf(' ');
      const host = entry.key.slice(0, space);
      const path = entry.key.slice(space + 1);
      const headers: http.OutgoingHttpHeaders = { 'accept-encoding': 'br' };
      for (const [name, value] of entry.vary) if (value) headers[name] = value;
      if (host) headers.host = host;
      const request = http.get(
        { host: address, port: listen.port, path, headers, timeout: timeoutMs },
        (response) => {
          response.resume();
          response.once('end', () =>
            response.statusCode === 200 ? resolve() : reject(new Error(`answered ${response.statusCode}`)),
          );
          response.once('error', reject);
        },
      );
      request.once('timeout', () => request.destroy(new Error('timed out')));
      request.once('error', reject);
    });
}
