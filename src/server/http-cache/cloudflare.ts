import { batches, type HttpCachePurger, purgeRequest } from './purge';

/** Tags per purge request: within what Cloudflare accepts on every plan. */
const TAGS_PER_REQUEST = 30;

/**
 * Cloudflare: `POST /zones/{zone}/purge_cache` with `{ "tags": [...] }` and an API token allowed
 * "Cache Purge" (https://developers.cloudflare.com/api/resources/cache/methods/purge/). Cloudflare
 * reads the shop's own `Cache-Tag` header. It answers 200 with `success: false` for some refusals.
 */
export function cloudflarePurger(options: {
  apiUrl: string;
  zoneId: string;
  token: string;
}): HttpCachePurger {
  const url = `${options.apiUrl.replace(/\/$/, '')}/zones/${encodeURIComponent(options.zoneId)}/purge_cache`;
  return {
    name: 'cloudflare',
    async purgeTags(tags) {
      for (const batch of batches(tags, TAGS_PER_REQUEST)) {
        const response = await purgeRequest('cloudflare', url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ tags: batch }),
        });
        const answer = (await response.json().catch(() => ({}))) as { success?: boolean; errors?: unknown };
        if (answer.success !== true)
          throw new Error(
            `cloudflare purge refused: ${JSON.stringify(answer.errors ?? answer).slice(0, 300)}`,
          );
      }
    },
  };
}
