import { orderNumberParamsSchema } from '~/features/admin/admin.schemas.server';
import { orderDetail } from '~/features/admin/orders.server';
import { endpoint } from '~/server/http/endpoint';

export const GET = endpoint({ auth: 'editor', params: orderNumberParamsSchema }, async ({ params }) =>
  orderDetail(params.number),
);
