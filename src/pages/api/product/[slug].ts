import { z } from 'zod';
import { findSlugRedirect } from '~/features/admin/products/product-admin.server';
import { findProductBySlug } from '~/features/catalog/catalog.server';
import { messages } from '~/lib/messages';
import { endpoint } from '~/server/http/endpoint';
import { found } from '~/server/http/errors';

export const GET = endpoint(
  { params: z.object({ slug: z.string().min(1).max(200) }) },
  async ({ params }) => {
    const product = await findProductBySlug(params.slug);
    if (product) return product;
    // A renamed product answers 301 to its current address (links and caches elsewhere keep working).
    const current = found(await findSlugRedirect(params.slug), messages.api.productNotFound);
    return new Response(null, {
      status: 301,
      headers: { Location: `/api/product/${encodeURIComponent(current)}` },
    });
  },
);
