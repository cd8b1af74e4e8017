import { subscriptionsMissingSize } from '~/features/subscriptions/sizeless-lines.server';
import { endpoint } from '~/server/http/endpoint';

/** GET: running subscriptions that renew a product with sizes without one (staff ask the customer). */
export const GET = endpoint({ auth: 'editor' }, async () => ({
  subscriptions: await subscriptionsMissingSize(),
}));
