import { subscriptionsOfUser } from '~/features/subscriptions/account-view.server';
import { endpoint } from '~/server/http/endpoint';

/** GET /api/subscriptions: the logged-in customer's subscriptions (next delivery, interval, amount). */
export const GET = endpoint({ auth: 'customer' }, async ({ user }) => ({
  subscriptions: await subscriptionsOfUser(user.id),
}));
