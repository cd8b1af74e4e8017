import { orderNumberParamsSchema, refundOrderSchema } from '~/features/admin/admin.schemas.server';
import { refundOrder } from '~/features/admin/order-actions.server';
import { orderDetail } from '~/features/admin/orders.server';
import { endpoint } from '~/server/http/endpoint';

/** Refunds all or part of the payment through the payment provider. Answers the order. */
export const POST = endpoint(
  { auth: 'editor', params: orderNumberParamsSchema, body: refundOrderSchema },
  async ({ params, body, user }) => {
    await refundOrder(params.number, user, {
      amountCents: body.amount_cents,
      note: body.note,
      idempotencyKey: body.idempotency_key,
    });
    return orderDetail(params.number);
  },
);
