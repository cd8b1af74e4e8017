import { batches, type HttpCachePurger, purgeRequest } from './purge';

/** Tags per PURGE request: the header stays far below Varnish's 8 KB request-header limit. */
const TAGS_PER_REQUEST = 100;

/**
 * Varnish with the xkey vmod (docs/deploy/varnish-zorgzaam.vcl): `PURGE /` with the tags,
 * space-separated, in `xkey-purge`, to every Varnish the shop sits behind.
 */
export function varnishPurger(urls: readonly string[]): HttpCachePurger {
  return {
    name: 'varnish',
    async purgeTags(tags) {
      for (const batch of batches(tags, TAGS_PER_REQUEST))
        await Promise.all(
          urls.map((url) =>
            purgeRequest('varnish', new URL('/', url).toString(), {
              method: 'PURGE',
              headers: { 'xkey-purge': batch.join(' ') },
            }),
          ),
        );
    },
  };
}
