import { z } from 'zod';
import { resumeSubscription } from '~/features/subscriptions/customer-actions.server';
import { endpoint } from '~/server/http/endpoint';

/** End the customer's pause now. */
export const POST = endpoint({ auth: 'customer', params: z.object({ id: z.uuid() }) }, ({ params, user }) =>
  resumeSubscription(params.id, user.id),
);
