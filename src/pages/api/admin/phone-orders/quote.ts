import { phoneQuoteSchema } from '~/features/phone-orders/phone-orders';
import { quotePhoneOrder } from '~/features/phone-orders/phone-orders.server';
import { endpoint } from '~/server/http/endpoint';

/** The phone order's summary, priced as the order will be (quoteOrder). */
export const POST = endpoint({ auth: 'order_handler', body: phoneQuoteSchema }, ({ body }) =>
  quotePhoneOrder(body),
);
