import { loadEditableProduct, saveProduct } from '~/features/admin/products/product-admin.server';
import { productInputSchema } from '~/features/admin/products/product-form';
import { listStock } from '~/features/admin/stock.server';
import { endpoint, json } from '~/server/http/endpoint';
import { found } from '~/server/http/errors';

/** Products and variations with their stock, for the staff stock list. */
export const GET = endpoint({ auth: 'editor' }, async () => ({ products: await listStock() }));

/** POST /api/admin/products: a new product with its sizes (setting its prices needs an admin). */
export const POST = endpoint({ auth: 'editor', body: productInputSchema }, async ({ body, user }) => {
  const saved = await saveProduct(body, user);
  return json(found(await loadEditableProduct(saved.id)), { status: 201 });
});
