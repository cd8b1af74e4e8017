import { orderNumberParamsSchema, refundOrderSchema } from '~/features/admin/admin.schemas.server';
import { orderDetail } from '~/features/admin/orders.server';
import { refundOrder } from '~/features/payments/refund.server';
import { endpoint } from '~/server/http/endpoint';

/** Refunds lines, shipping or an amount through the payment provider (money: order handlers and admins). Answers the order. */
export const POST = endpoint(
  { auth: 'order_handler', params: orderNumberParamsSchema, body: refundOrderSchema },
  async ({ params, body, user }) => {
    await refundOrder(params.number, user, body);
    return orderDetail(params.number);
  },
);
