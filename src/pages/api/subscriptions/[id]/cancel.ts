import { z } from 'zod';
import { cancelSubscription } from '~/features/subscriptions/customer-actions.server';
import { endpoint } from '~/server/http/endpoint';

/** Online cancellation of a subscription by its owner; no further renewals. */
export const POST = endpoint(
  { auth: 'customer', params: z.object({ id: z.uuid() }) },
  async ({ params, user }) => {
    await cancelSubscription(params.id, user.id);
    return { status: 'cancelled' };
  },
);
