import { listProducts } from '~/features/catalog/catalog.server';
import { productListCacheTags } from '~/server/cache-tags';
import { endpoint } from '~/server/http/endpoint';
import { sharedJson } from '~/server/response-cache/share';

/** The whole catalogue, the same for everyone: served from the response cache until it changes. */
export const GET = endpoint({}, async ({ context }) =>
  sharedJson(context, await listProducts(), {
    tags: productListCacheTags(),
    browserMaxAge: 10,
    serverMaxAge: 60,
  }),
);
