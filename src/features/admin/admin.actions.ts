import type { OrderDetail } from '~/features/admin/order/order-detail';
import type { OrderFilter, OrderListPosition, OrderListResponse } from '~/features/admin/order-list';
import type { Period, StatsResponse } from '~/features/admin/stats/stats';
import type { StockItem, StockProduct, StockUpdate } from '~/features/admin/stock';
import type { SizelessSubscription } from '~/features/subscriptions/subscriptions';
import { saveResponseAsFile } from '~/lib/download';
import { api } from '~/lib/http';

/** Browser-side calls of the staff pages; every one goes through the shared client (bearer token). */

const searchParams = (values: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  );

export const fetchStats = (period: Period) =>
  api.get('/api/admin/stats', { searchParams: { from: period.from, to: period.to } }).json<StatsResponse>();

export const fetchOrders = (filter: OrderFilter, position: OrderListPosition) =>
  api
    .get('/api/admin/orders', { searchParams: searchParams({ ...filter, ...position }) })
    .json<OrderListResponse>();

export const fetchOrder = (number: string) => api.get(`/api/admin/orders/${number}`).json<OrderDetail>();

export type OrderAction = 'ship' | 'deliver' | 'cancel' | 'refund';

export const orderAction = (number: string, action: OrderAction, body: Record<string, unknown> = {}) =>
  api.post(`/api/admin/orders/${number}/${action}`, { json: body }).json<OrderDetail>();

export const fetchStock = () => api.get('/api/admin/products').json<{ products: StockProduct[] }>();

export const saveStock = (update: StockUpdate) =>
  api.put('/api/admin/stock', { json: update }).json<StockItem>();

/** Running subscriptions that renew a product with sizes without one (the orders page's notice). */
export const fetchSizelessSubscriptions = () =>
  api
    .get('/api/admin/subscriptions/missing-size')
    .json<{ subscriptions: SizelessSubscription[] }>()
    .then((body) => body.subscriptions);

/** The CSV export needs the bearer token, so it is fetched and handed to the browser as a download. */
export async function downloadOrdersCsv(filter: OrderFilter): Promise<void> {
  const response = await api.get('/api/admin/orders/export.csv', {
    searchParams: searchParams({ ...filter }),
  });
  await saveResponseAsFile(response, 'bestellingen.csv');
}
