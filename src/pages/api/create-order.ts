import { rememberOrderAddress } from '~/features/account/saved-address.server';
import { newOrderFromSubmission, orderSubmissionSchema } from '~/features/checkout/checkout';
import { createOrder } from '~/features/checkout/place-order.server';
import { keepCheckoutRecipient, recipientOfSubmission } from '~/features/recipients/recipients.server';
import { planRefillReminder } from '~/features/refill/refill.server';
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
  const order = await createOrder({ ...newOrderFromSubmission(body), recipient }, { user, idempotencyKey });
  // The next checkout starts from this address (issue #17, section 6).
  if (user) await rememberOrderAddress(user.id, body.address, body.business);
  await keepCheckoutRecipient(user, body.recipient);
  if (body.refill_reminder) await planRefillReminder(order.number, body.refill_reminder.per_day);
  return json(
    { redirectUrl: order.redirectUrl, order: { id: order.publicId, number: order.number } },
    { status: 201 },
  );
});
