import { z } from 'zod';
import { changeAddress } from '~/features/subscriptions/customer-actions.server';
import { addressChangeSchema } from '~/features/subscriptions/subscriptions';
import { endpoint } from '~/server/http/endpoint';

/** A new delivery address for the next renewals (Dutch postcode, as at checkout). */
export const POST = endpoint(
  { auth: 'customer', params: z.object({ id: z.uuid() }), body: addressChangeSchema },
  ({ params, user, body }) => changeAddress(params.id, user.id, body),
);
