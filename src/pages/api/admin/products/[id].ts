import { z } from 'zod';
import {
  deactivateProduct,
  loadEditableProduct,
  saveProduct,
} from '~/features/admin/products/product-admin.server';
import { productInputSchema } from '~/features/admin/products/product-form';
import { messages } from '~/lib/messages';
import { endpoint } from '~/server/http/endpoint';
import { found } from '~/server/http/errors';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /api/admin/products/{id}: the product as the staff form edits it. */
export const GET = endpoint({ auth: 'editor', params }, async ({ params }) =>
  found(await loadEditableProduct(params.id), messages.catalogAdmin.productNotFound),
);

/** PUT /api/admin/products/{id}: saves the whole product (prices and VAT: admins only). */
export const PUT = endpoint(
  { auth: 'editor', params, body: productInputSchema },
  async ({ params, body, user }) => {
    const saved = await saveProduct(body, user, params.id);
    return found(await loadEditableProduct(saved.id));
  },
);

/** DELETE /api/admin/products/{id}: takes the product off sale (kept for the order history). */
export const DELETE = endpoint({ auth: 'editor', params }, async ({ params, user }) => {
  const saved = await deactivateProduct(params.id, user);
  return { id: saved.id, is_active: false, message: messages.catalogAdmin.deactivated };
});
