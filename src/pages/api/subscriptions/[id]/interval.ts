import { z } from 'zod';
import { changeInterval } from '~/features/subscriptions/customer-actions.server';
import { intervalChangeSchema } from '~/features/subscriptions/subscriptions';
import { endpoint } from '~/server/http/endpoint';

/** Every 4, 8 or 12 weeks; the answer says the recomputed next date. */
export const POST = endpoint(
  { auth: 'customer', params: z.object({ id: z.uuid() }), body: intervalChangeSchema },
  ({ params, user, body }) => changeInterval(params.id, user.id, body.interval_weeks),
);
