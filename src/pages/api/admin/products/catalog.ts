import { listAdminProducts } from '~/features/admin/products/product-admin.server';
import { listCategories } from '~/features/catalog/catalog.server';
import { endpoint } from '~/server/http/endpoint';

/** GET /api/admin/products/catalog: every product (also inactive) and the categories, for the staff list and form. */
export const GET = endpoint({ auth: 'editor' }, async () => ({
  products: await listAdminProducts(),
  categories: (await listCategories()).map(({ id, name }) => ({ id, name })),
}));
