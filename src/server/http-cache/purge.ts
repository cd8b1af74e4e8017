/**
 * A shared HTTP cache in front of the shop (Varnish, a CDN), purged by the cache tags the shop's
 * answers carry in `Cache-Tag` (docs/decisions/032-http-cache-in-front.md). The outbox's cache
 * handlers call it after a change, beside the event that drops the instances' own cached copies;
 * a failure throws, so the outbox tries again.
 */
export interface HttpCachePurger {
  readonly name: string;
  purgeTags(tags: readonly string[]): Promise<void>;
}

/** Splits a tag list into batches of at most `size` (each provider caps a request). */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** Sends one purge request and throws on anything but a 2xx, with the provider's answer in the message. */
export async function purgeRequest(name: string, url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) {
    const body = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`${name} purge answered ${response.status}: ${body}`);
  }
  return response;
}
