import type { CacheProvider, CacheProviderFactory } from 'astro';
import { broadcastCacheInvalidation } from '../events/cache-invalidation';

/**
 * Astro's cache provider for this shop (astro.config.ts). Pages and endpoints declare what they
 * cache with `Astro.cache.set({ maxAge, swr, tags })`; Astro turns that into `CDN-Cache-Control`
 * and `Cache-Tag` headers, from which the response cache in front of the app (./index.ts) keeps the
 * final bytes. No `onRequest`: a cache hit never reaches Astro. `invalidate` goes over the
 * instance event bus, so every instance drops the entries (docs/decisions/007-cache-invalidation.md).
 */
const createProvider: CacheProviderFactory = () =>
  ({
    name: 'zorgzaam-response-cache',
    async invalidate(options) {
      const tags = typeof options.tags === 'string' ? [options.tags] : (options.tags ?? []);
      await broadcastCacheInvalidation({ tags, paths: options.path ? [options.path] : [] });
    },
  }) satisfies CacheProvider;

export default createProvider;
