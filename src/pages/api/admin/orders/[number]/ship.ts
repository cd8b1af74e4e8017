import { orderNumberParamsSchema, shipOrderSchema } from '~/features/admin/admin.schemas.server';
import { shipOrder } from '~/features/admin/order-actions.server';
import { orderDetail } from '~/features/admin/orders.server';
import { endpoint } from '~/server/http/endpoint';

/** Marks a paid order shipped (optional track-and-trace code) and mails the customer. Answers the order. */
export const POST = endpoint(
  { auth: 'editor', params: orderNumberParamsSchema, body: shipOrderSchema },
  async ({ params, body, user }) => {
    await shipOrder(params.number, user, body.track_and_trace);
    return orderDetail(params.number);
  },
);
