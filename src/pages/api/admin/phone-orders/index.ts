import { phoneOrderSchema } from '~/features/phone-orders/phone-orders';
import { placePhoneOrder } from '~/features/phone-orders/phone-orders.server';
import { endpoint, json } from '~/server/http/endpoint';

/** Staff place an order for a caller; she is mailed a payment link (decision 037). Money: order handlers. */
export const POST = endpoint({ auth: 'order_handler', body: phoneOrderSchema }, async ({ body, user }) =>
  json(await placePhoneOrder(user, body), { status: 201 }),
);
