import { stockUpdateSchema } from '~/features/admin/admin.schemas.server';
import { updateStock } from '~/features/admin/stock.server';
import { invalidateCatalog } from '~/server/cache-tags';
import { endpoint } from '~/server/http/endpoint';

/** Sets the counted stock of a product or variation (audited). */
export const PUT = endpoint({ auth: 'editor', body: stockUpdateSchema }, async ({ body, user, context }) => {
  const item = await updateStock(body, user);
  // Availability on cached catalogue pages follows the stock at once, on every instance (event bus).
  await invalidateCatalog(context);
  return item;
});
