import { noteSchema, orderNumberParamsSchema } from '~/features/admin/admin.schemas.server';
import { deliverOrder } from '~/features/admin/order-actions.server';
import { orderDetail } from '~/features/admin/orders.server';
import { endpoint } from '~/server/http/endpoint';

/** Marks a shipped order delivered. Answers the order. */
export const POST = endpoint(
  { auth: 'editor', params: orderNumberParamsSchema, body: noteSchema },
  async ({ params, user }) => {
    await deliverOrder(params.number, user);
    return orderDetail(params.number);
  },
);
