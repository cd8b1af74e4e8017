import { z } from 'zod';
import { productSafetySchema } from '~/features/product-safety/product-safety';
import { safetyOf, saveSafety } from '~/features/product-safety/product-safety.server';
import { endpoint } from '~/server/http/endpoint';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET: the product's manufacturer, CE marking and warnings (`{ safety: null }` before they are filled in). */
export const GET = endpoint({ auth: 'editor', params }, async ({ params }) => ({
  safety: await safetyOf(params.id),
}));

/** PUT: saves them; the product page shows them at once. */
export const PUT = endpoint(
  { auth: 'editor', params, body: productSafetySchema },
  async ({ params, body }) => {
    await saveSafety(params.id, body);
    return { safety: await safetyOf(params.id) };
  },
);
