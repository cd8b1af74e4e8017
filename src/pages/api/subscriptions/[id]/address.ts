import { z } from 'zod';
import { changeAddress, changeRecipient } from '~/features/subscriptions/customer-actions.server';
import { addressChangeSchema, recipientChoiceSchema } from '~/features/subscriptions/subscriptions';
import { endpoint, parseInput } from '~/server/http/endpoint';

/**
 * The next renewals' delivery: `{ deliver_to: 'own' | <saved recipient id> }` chooses who receives
 * them (the buyer stays the payer); otherwise the body is a new address (Dutch postcode, as at checkout).
 */
export const POST = endpoint(
  { auth: 'customer', params: z.object({ id: z.uuid() }), body: recipientChoiceSchema },
  ({ params, user, body }) =>
    body.deliver_to === undefined
      ? changeAddress(params.id, user.id, parseInput(addressChangeSchema, body))
      : changeRecipient(params.id, user.id, body.deliver_to),
);
