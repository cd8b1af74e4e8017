import { noteSchema, orderNumberParamsSchema } from '~/features/admin/admin.schemas.server';
import { cancelOrder } from '~/features/admin/order-actions.server';
import { orderDetail } from '~/features/admin/orders.server';
import { endpoint } from '~/server/http/endpoint';

/** Cancels an order (a paid one is refunded and its stock returns). Answers the order. */
export const POST = endpoint(
  { auth: 'editor', params: orderNumberParamsSchema, body: noteSchema },
  async ({ params, body, user }) => {
    await cancelOrder(params.number, user, body.note);
    return orderDetail(params.number);
  },
);
