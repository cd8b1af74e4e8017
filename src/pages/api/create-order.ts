import { followUpOf, newOrderFromSubmission, orderSubmissionSchema } from '~/features/checkout/checkout';
import { createOrder } from '~/features/checkout/place-order.server';
import { recipientOfSubmission } from '~/features/recipients/recipients.server';
import { messages } from '~/lib/messages';
import { endpoint, json } from '~/server/http/endpoint';
import { unprocessable } from '~/server/http/errors';

/** Creates a one-off order and its payment; answers { redirectUrl } (the payment page). */
export const POST = endpoint({ body: orderSubmissionSchema }, async ({ body, user, context }) => {
  if (body.is_subscription) {
    throw unprocessable({
      is_subscription: [messages.orderEndpoints.subscriptionElsewhere],
    });
  }
  const idempotencyKey = context.request.headers.get('idempotency-key')?.slice(0, 100) || null;
  const recipient = await recipientOfSubmission(user, body);
  // The saved address, a recipient kept and the refill reminder follow the order (order.placed).
  const order = await createOrder(
    { ...newOrderFromSubmission(body), recipient },
    { user, idempotencyKey, followUp: followUpOf(body, user !== null) },
  );
  return json(
    { redirectUrl: order.redirectUrl, order: { id: order.publicId, number: order.number } },
    { status: 201 },
  );
});
