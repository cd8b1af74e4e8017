import { listPopularProducts } from '~/features/catalog/catalog.server';
import { productListCacheTags } from '~/server/cache-tags';
import { endpoint } from '~/server/http/endpoint';
import { sharedJson } from '~/server/response-cache/share';

export const GET = endpoint({}, async ({ context }) =>
  sharedJson(context, await listPopularProducts(3), {
    tags: productListCacheTags(),
    browserMaxAge: 10,
    serverMaxAge: 60,
  }),
);
