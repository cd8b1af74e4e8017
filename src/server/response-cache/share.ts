import type { APIContext } from 'astro';
import { json } from '../http/endpoint';

export interface ShareOptions {
  /** What the answer shows, for exact invalidation ('catalog', `product:${slug}`). */
  tags: string[];
  /** Seconds browsers and CDNs may reuse it without asking (they do not hear invalidations). */
  browserMaxAge: number;
  /** Seconds this server keeps it between invalidations (a CDN following CDN-Cache-Control too). */
  serverMaxAge: number;
}

/**
 * A JSON answer that is the same for every visitor, marked so that the response cache keeps its
 * bytes (through Astro's cache.set) and browsers and CDNs may reuse it briefly, revalidating with
 * the ETag the cache adds.
 */
export function sharedJson(
  context: Pick<APIContext, 'cache'>,
  data: unknown,
  options: ShareOptions,
): Response {
  context.cache?.set({ maxAge: options.serverMaxAge, swr: options.serverMaxAge * 10, tags: options.tags });
  const swr = options.browserMaxAge * 6;
  return json(data, {
    headers: { 'Cache-Control': `public, max-age=${options.browserMaxAge}, stale-while-revalidate=${swr}` },
  });
}
