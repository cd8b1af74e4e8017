import { batches, type HttpCachePurger, purgeRequest } from './purge';

/** Fastly purges at most 256 surrogate keys per request. */
const KEYS_PER_REQUEST = 256;

/**
 * Fastly: `POST /service/{id}/purge` with the keys, space-separated, in `Surrogate-Key`
 * (https://www.fastly.com/documentation/reference/api/purging/). The service turns the shop's
 * `Cache-Tag` into `Surrogate-Key` (docs/deploy/README.md). Soft purge: the object is marked
 * stale, so Fastly can still serve it while it fetches the changed one, if the service allows.
 */
export function fastlyPurger(options: { apiUrl: string; serviceId: string; token: string }): HttpCachePurger {
  const url = `${options.apiUrl.replace(/\/$/, '')}/service/${encodeURIComponent(options.serviceId)}/purge`;
  return {
    name: 'fastly',
    async purgeTags(tags) {
      for (const batch of batches(tags, KEYS_PER_REQUEST))
        await purgeRequest('fastly', url, {
          method: 'POST',
          headers: {
            'Fastly-Key': options.token,
            'Surrogate-Key': batch.join(' '),
            'Fastly-Soft-Purge': '1',
            Accept: 'application/json',
          },
        });
    },
  };
}
