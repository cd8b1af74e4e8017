import { deleteAccountSchema } from '~/features/account/account';
import { deleteAccount } from '~/features/account/privacy.server';
import { endpoint } from '~/server/http/endpoint';
import { enforceLimits } from '~/server/rate-limit';

/** Deletes the caller's account; the password confirms it is really them (limited: a stolen token must not guess it). */
export const DELETE = endpoint({ auth: 'customer', body: deleteAccountSchema }, async ({ user, body }) => {
  await enforceLimits([['password:account', String(user.id)]]);
  await deleteAccount(user.id, body.password);
  return new Response(null, { status: 204 });
});
