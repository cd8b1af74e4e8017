import { contactSchema } from '~/features/contact/contact';
import { receiveContactMessage } from '~/features/contact/contact.server';
import { messages } from '~/lib/messages';
import { clientAddressOf } from '~/server/http/client-address';
import { endpoint } from '~/server/http/endpoint';
import { enforceLimits } from '~/server/rate-limit';

/** The contact form (block Contact): stored, mailed to the shop, answered with a thank-you. */
export const POST = endpoint({ body: contactSchema }, async ({ body, context }) => {
  await enforceLimits([['contact:ip', clientAddressOf(context)]]);
  await receiveContactMessage(body);
  return { status: messages.contact.sent };
});
