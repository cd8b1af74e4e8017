import { toUser } from '~/features/account/account.server';
import { endpoint } from '~/server/http/endpoint';

export const GET = endpoint({ auth: 'customer' }, async ({ user }) => toUser(user));
