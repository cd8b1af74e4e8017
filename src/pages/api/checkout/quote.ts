import { lineRefsOf, quoteRequestSchema } from '~/features/checkout/checkout';
import { checkoutQuoteOf, quoteOrder } from '~/features/checkout/quote.server';
import { deliveryChoiceOf } from '~/features/delivery/delivery';
import { db } from '~/server/db';
import { endpoint } from '~/server/http/endpoint';

/** The checkout's summary: the cart priced by the server (the same calculation the order uses). */
export const POST = endpoint({ body: quoteRequestSchema }, async ({ body }) =>
  checkoutQuoteOf(
    await quoteOrder(await db(), {
      lines: lineRefsOf(body.lineItems),
      delivery: deliveryChoiceOf(body.delivery),
    }),
  ),
);
