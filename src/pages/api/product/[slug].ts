import { z } from 'zod';
import { findProductBySlug } from '~/features/catalog/catalog.server';
import { messages } from '~/lib/messages';
import { endpoint } from '~/server/http/endpoint';
import { found } from '~/server/http/errors';
import { sharedJson } from '~/server/response-cache/share';

export const GET = endpoint(
  { params: z.object({ slug: z.string().min(1).max(200) }) },
  async ({ params, context }) => {
    const product = found(await findProductBySlug(params.slug), messages.api.productNotFound);
    return sharedJson(context, product, {
      tags: ['catalog', `product:${product.slug}`],
      browserMaxAge: 10,
      serverMaxAge: 60,
    });
  },
);
