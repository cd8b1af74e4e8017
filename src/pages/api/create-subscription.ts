import { followUpOf, newOrderFromSubmission, orderSubmissionSchema } from '~/features/checkout/checkout';
import { createOrder } from '~/features/checkout/place-order.server';
import { recipientOfSubmission } from '~/features/recipients/recipients.server';
import { messages } from '~/lib/messages';
import { endpoint, json } from '~/server/http/endpoint';
import { unprocessable } from '~/server/http/errors';

/**
 * A subscription: the first order and its payment (which sets up the mandate at the provider);
 * the subscription becomes active when that payment is paid. Answers { redirectUrl }.
 */
export const POST = endpoint({ body: orderSubmissionSchema }, async ({ body, user, context }) => {
  if (!body.subscription_interval)
    throw unprocessable({ subscription_interval: [messages.subscriptions.intervalRequired] });
  const idempotencyKey = context.request.headers.get('idempotency-key')?.slice(0, 100) || null;
  const recipient = await recipientOfSubmission(user, body);
  const order = await createOrder(
    { ...newOrderFromSubmission(body), recipient },
    {
      user,
      idempotencyKey,
      subscription: { intervalWeeks: body.subscription_interval },
      // The saved address and a recipient kept follow the order (order.placed).
      followUp: { ...followUpOf(body, user !== null), refillPerDay: null },
    },
  );
  return json(
    { redirectUrl: order.redirectUrl, order: { id: order.publicId, number: order.number } },
    { status: 201 },
  );
});
