import { savedAddressSchema } from '~/features/account/account';
import { saveAddress, savedAddressOf } from '~/features/account/saved-address.server';
import { endpoint } from '~/server/http/endpoint';

/** GET /api/account/address: the saved delivery address, `{ address: null }` when there is none. */
export const GET = endpoint({ auth: 'customer' }, async ({ user }) => ({
  address: await savedAddressOf(user.id),
}));

/** PUT /api/account/address: saves the delivery address the checkout prefills. */
export const PUT = endpoint({ auth: 'customer', body: savedAddressSchema }, async ({ user, body }) => ({
  address: await saveAddress(user.id, body),
}));

/** DELETE /api/account/address: forgets it. */
export const DELETE = endpoint({ auth: 'customer' }, async ({ user }) => ({
  address: await saveAddress(user.id, null),
}));
