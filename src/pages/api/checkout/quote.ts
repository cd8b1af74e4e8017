import { lineRefsOf, quoteRequestSchema } from '~/features/checkout/checkout';
import { checkoutQuoteOf, quoteOrder } from '~/features/checkout/quote.server';
import { deliveryChoiceOf } from '~/features/delivery/delivery';
import { customerKeyOf } from '~/features/discounts/discounts.server';
import { db } from '~/server/db';
import { endpoint } from '~/server/http/endpoint';

/**
 * The checkout's summary: the cart priced by the server (the same calculation the order uses),
 * with the delivery choice priced, and a discount code applied or the reason it does not apply
 * (discount_error, still 200: the cart itself is fine).
 */
export const POST = endpoint({ body: quoteRequestSchema }, async ({ body, user }) =>
  checkoutQuoteOf(
    await quoteOrder(await db(), {
      lines: lineRefsOf(body.lineItems),
      delivery: deliveryChoiceOf(body.delivery),
      discountCode: body.discount_code,
      customerKey: customerKeyOf(user, body.email),
    }),
  ),
);
