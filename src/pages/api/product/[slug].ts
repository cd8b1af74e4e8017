import { z } from 'zod';
import { findSlugRedirect } from '~/features/admin/products/product-admin.server';
import { findProductBySlug } from '~/features/catalog/catalog.server';
import { messages } from '~/lib/messages';
import { productCacheTags } from '~/server/cache-tags';
import { endpoint } from '~/server/http/endpoint';
import { found } from '~/server/http/errors';
import { sharedJson } from '~/server/response-cache/share';

export const GET = endpoint(
  { params: z.object({ slug: z.string().min(1).max(200) }) },
  async ({ params, context }) => {
    const product = await findProductBySlug(params.slug);
    if (product)
      return sharedJson(context, product, {
        tags: productCacheTags(product.slug),
        browserMaxAge: 10,
        serverMaxAge: 60,
      });
    // A renamed product answers 301 to its current address (links and caches elsewhere keep working).
    const current = found(await findSlugRedirect(params.slug), messages.api.productNotFound);
    return new Response(null, {
      status: 301,
      headers: { Location: `/api/product/${encodeURIComponent(current)}` },
    });
  },
);
