import type http from 'node:http';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { onShopEvent } from '../events/bus';
import { compressInProcess } from '../http/compress-in-process';
import { log } from '../log';
import { metrics } from '../metrics/registry';
import { type CapturedResponse, captureResponse } from './capture';
import { brotliForEntry, buildEntry, KEEP_IDENTITY_BYTES, withGzip } from './entry';
import { cacheKeyOf, isShareableRequest, matchesEtag, preferredEncoding } from './policy';
import { type CachedResponse, ResponseStore } from './store';
import { createWarmer, type Rerender } from './warm';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** How long a request waits for an identical one already rendering before rendering itself. */
const COALESCE_WAIT_MS = 5_000;
/** A stale entry's re-render that has not finished after this long may be retried by another request. */
const REVALIDATE_RETRY_MS = 10_000;
const MAX_KNOWN_KEYS = 50_000;
/**
 * Above this share of its size the cache keeps a URL only when it is asked for a second time, or
 * was kept before (decision 022): a stream of one-time URLs (every filter combination of /shop, a
 * crawler) would otherwise pay brotli 9 and gzip 9, milliseconds per page, for pages nobody asks
 * again, and push out the pages people do ask again.
 */
const ADMIT_FIRST_TIME_BELOW = 1 / 8;

interface Render {
  key: string;
  /** The store's invalidation sequence when the render began. */
  startedAt: number;
  /** Whether the app got the request (then capture settles, once the entry is stored). */
  captured: boolean;
  /** Whether the cache keeps this render (decided once: `admits` remembers what it was asked). */
  admitted?: boolean;
  settle: () => void;
}

/**
 * The fast path for shared responses (decision 007): the final bytes of a cacheable page or API
 * answer, kept per URL in identity, brotli and gzip, served before Astro and before per-request
 * compression. The app decides what is cacheable (`Astro.cache.set`, see policy.ts); invalidation
 * arrives as `cache.invalidate` events from any instance (docs/decisions/007-cache-invalidation.md).
 */
export function createResponseCache(options: {
  maxBytes: number;
  /** After a change, render this many of the dropped entries that were visited again (warm.ts). */
  warm?: { perChange: number; rerender: Rerender };
}) {
  const store = new ResponseStore(options.maxBytes);
  const warmer = options.warm
    ? createWarmer({ ...options.warm, isKept: (key) => store.has(key) })
    : undefined;
  /** Keys being rendered now, so identical requests wait for one render instead of each doing it. */
  const rendering = new Map<string, Promise<void>>();
  const renderOf = new WeakMap<http.IncomingMessage, Render>();
  /** Keys stored before: only those are worth waiting for (an uncacheable URL would only queue). */
  const knownKeys = new Set<string>();
  /** Keys rendered once but not kept, because the cache was filling up (see ADMIT_FIRST_TIME_BELOW). */
  const seenOnce = new Set<string>();
  const admits = (key: string): boolean => {
    if (store.bytes <= store.maxBytes * ADMIT_FIRST_TIME_BELOW || knownKeys.has(key)) return true;
    if (seenOnce.delete(key)) return true;
    if (seenOnce.size >= MAX_KNOWN_KEYS) seenOnce.clear();
    seenOnce.add(key);
    return false;
  };

  onShopEvent('cache.invalidate', (event) => {
    const dropped = store.invalidate(event);
    log.debug('cache invalidated', { tags: event.tags, paths: event.paths, dropped: dropped.length });
    warmer?.dropped(dropped);
  });
  onShopEvent('bus.reconnected', () => store.clear());

  const lookup = (req: http.IncomingMessage, key: string): CachedResponse | 'render' | undefined => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.vary.some(([name, value]) => (req.headers[name] ?? '') !== value)) return undefined;
    const now = Date.now();
    if (now <= entry.freshUntil) return entry;
    if (now > entry.staleUntil) {
      store.delete(key, entry);
      return undefined;
    }
    // Stale: this request re-renders it; the others meanwhile get the stale copy.
    if (now - entry.revalidatingSince < REVALIDATE_RETRY_MS) return entry;
    entry.revalidatingSince = now;
    return 'render';
  };

  const render = (req: http.IncomingMessage, res: http.ServerResponse, key: string, next: () => void) => {
    if (req.method === 'GET' && !rendering.has(key)) {
      const marked: Render = { key, startedAt: store.sequence, captured: false, settle: () => {} };
      rendering.set(
        key,
        new Promise<void>((resolve) => {
          marked.settle = () => {
            if (rendering.get(key) === pending) rendering.delete(key);
            resolve();
          };
        }),
      );
      const pending = rendering.get(key);
      // Never reached the app (a static file, an error): nothing to wait for.
      res.once('close', () => {
        if (!marked.captured) marked.settle();
      });
      renderOf.set(req, marked);
    }
    next();
  };

  const admitted = (marked: Render): boolean => {
    marked.admitted ??= admits(marked.key);
    return marked.admitted;
  };

  /**
   * A miss the cache will keep, asked by a client that takes brotli, is sent the entry's own brotli
   * bytes: compressed once, instead of brotli 4 for the client and brotli 9 for the entry (issue
   * 26). Large bodies and misses not kept are left to the compression middleware.
   */
  const encodeForEntry = (req: http.IncomingMessage, marked: Render, body: Buffer) => {
    if (body.length > KEEP_IDENTITY_BYTES || preferredEncoding(req.headers['accept-encoding']) !== 'br')
      return undefined;
    return admitted(marked) ? brotliForEntry(body) : undefined;
  };

  const keep = (req: http.IncomingMessage, marked: Render, captured: CapturedResponse | undefined) => {
    if (!captured || !admitted(marked)) return Promise.resolve();
    const varyValues = captured.response.vary.map((name): [string, string] => [
      name,
      String(req.headers[name] ?? ''),
    ]);
    return buildEntry({
      key: marked.key,
      path: req.url ?? '/',
      body: captured.body,
      br: captured.br,
      response: captured.response,
      varyValues,
    })
      .then((entry) => {
        if (!store.set(entry, marked.startedAt)) return;
        if (knownKeys.size >= MAX_KNOWN_KEYS) knownKeys.clear();
        knownKeys.add(marked.key);
      })
      .catch((error: unknown) => log.warn('response not cached', { path: req.url, error }));
  };

  return {
    store,
    /** Resolves when the pages dropped so far have been rendered again (tests and benches). */
    warmed: () => warmer?.idle() ?? Promise.resolve(),

    /**
     * Answers a shareable request from the cache, or passes it on (`next`), marking it for
     * `capture`. Identical requests arriving while one renders wait for that render.
     */
    handle(req: http.IncomingMessage, res: http.ServerResponse, next: () => void): void {
      if (!isShareableRequest(req)) {
        next();
        return;
      }
      const key = cacheKeyOf(req);
      const found = lookup(req, key);
      if (found && found !== 'render') {
        metrics().responseCache.inc({ result: 'hit' });
        serve(req, res, found, store);
        return;
      }
      metrics().responseCache.inc({ result: 'miss' });
      const pending = found === undefined && knownKeys.has(key) ? rendering.get(key) : undefined;
      if (!pending) {
        render(req, res, key, next);
        return;
      }
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, COALESCE_WAIT_MS).unref());
      void Promise.race([pending, timeout]).then(() => {
        const after = lookup(req, key);
        if (after && after !== 'render') serve(req, res, after, store);
        else render(req, res, key, next);
      });
    },

    /** Wraps the app: keeps the bytes of shareable responses to requests that `handle` passed on. */
    capture(app: Handler): Handler {
      return (req, res) => {
        const marked = renderOf.get(req);
        if (marked) {
          marked.captured = true;
          captureResponse(res, (captured) => void keep(req, marked, captured).finally(marked.settle), {
            ifNoneMatch: req.headers['if-none-match'],
            encode: (body) => encodeForEntry(req, marked, body),
            compress: (body, contentType) =>
              compressInProcess(body, preferredEncoding(req.headers['accept-encoding']), contentType),
          });
        }
        app(req, res);
      };
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

function serve(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  entry: CachedResponse,
  store: ResponseStore,
): void {
  entry.hits++;
  const age = String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000)));
  if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
    res.writeHead(304, {
      ETag: entry.etag,
      'Cache-Control': entry.headers['cache-control'],
      Vary: 'Accept-Encoding',
      Age: age,
      'X-Cache': 'HIT',
    });
    res.end();
    return;
  }
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const wire = entry.wireHeaders[encoding];
  if (!wire) {
    // The first client that takes gzip but not brotli: the copy is made now, once (entry.ts).
    withGzip(entry, (bytes) => store.grew(entry, bytes)).then(
      () => serve(req, res, entry, store),
      (error: unknown) => {
        log.warn('gzip copy failed', { path: req.url, error });
        res.destroy();
      },
    );
    return;
  }
  // Header lines prepared when the entry was stored; only Age changes per request. They hold the
  // headers set before (the security headers, kept with the entry): dropping those first lets
  // Node write the prepared lines as they are, instead of setting and checking each one again.
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.writeHead(200, wire.concat('Age', age));
  if (req.method === 'HEAD') res.end();
  else if (encoding !== 'identity') res.end(entry.bodies[encoding]);
  else if (entry.bodies.identity) res.end(entry.bodies.identity);
  else Readable.from([entry.bodies.gzip!]).pipe(createGunzip()).pipe(res);
}
