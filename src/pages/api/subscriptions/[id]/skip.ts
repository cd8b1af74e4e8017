import { z } from 'zod';
import { skipNextDelivery } from '~/features/subscriptions/customer-actions.server';
import { endpoint } from '~/server/http/endpoint';

/** Skip the next delivery: the next date moves one interval on (the answer says the new date). */
export const POST = endpoint({ auth: 'customer', params: z.object({ id: z.uuid() }) }, ({ params, user }) =>
  skipNextDelivery(params.id, user.id),
);
