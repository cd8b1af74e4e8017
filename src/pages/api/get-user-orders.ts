import { ordersOfUser } from '~/features/account/account.server';
import { endpoint } from '~/server/http/endpoint';

/** Only the caller's own orders (the token decides whose; nothing in the request can choose). */
export const POST = endpoint({ auth: 'customer' }, async ({ user }) => ({
  orders: await ordersOfUser(user.id),
}));
