import { fileComplaint } from '~/features/product-safety/complaints.server';
import { complaintSchema } from '~/features/product-safety/product-safety';
import { messages } from '~/lib/messages';
import { endpoint, json } from '~/server/http/endpoint';
import { enforceLimits } from '~/server/rate-limit';

/** POST: a complaint about a delivered product, from the account or the contact page. */
export const POST = endpoint({ body: complaintSchema }, async ({ body, context }) => {
  // Like the contact form: a bot cannot use it to test order numbers against addresses.
  await enforceLimits([['contact:ip', context.clientAddress]]);
  await fileComplaint(body);
  return json({ status: messages.productSafety.complaintReceived }, { status: 201 });
});
