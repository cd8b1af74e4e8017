import { stockUpdateSchema } from '~/features/admin/admin.schemas.server';
import { updateStock } from '~/features/admin/stock.server';
import { endpoint } from '~/server/http/endpoint';

/** Sets the counted stock of a product or variation (audited). */
export const PUT = endpoint({ auth: 'editor', body: stockUpdateSchema }, async ({ body, user }) => {
  // Cached pages follow the stock through the outbox (stock.changed).
  return updateStock(body, user);
});
