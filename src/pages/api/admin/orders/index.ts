import { orderListQuerySchema } from '~/features/admin/admin.schemas.server';
import { listOrders } from '~/features/admin/orders.server';
import { endpoint } from '~/server/http/endpoint';

/** Orders for staff: search, filters, one page at a time. */
export const GET = endpoint({ auth: 'editor', query: orderListQuerySchema }, async ({ query }) => {
  const { after, before, page: _page, ...filter } = query;
  return listOrders(filter, { after, before });
});
