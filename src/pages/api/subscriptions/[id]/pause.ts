import { z } from 'zod';
import { pauseSubscription } from '~/features/subscriptions/customer-actions.server';
import { pauseSchema } from '~/features/subscriptions/subscriptions';
import { endpoint } from '~/server/http/endpoint';

/** Pause until a date (after today, at most 6 months ahead); the next delivery is that day. */
export const POST = endpoint(
  { auth: 'customer', params: z.object({ id: z.uuid() }), body: pauseSchema },
  ({ params, user, body }) => pauseSubscription(params.id, user.id, body.until),
);
