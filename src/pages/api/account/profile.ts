import { profileSchema } from '~/features/account/account';
import { updateProfile } from '~/features/account/account.server';
import { endpoint } from '~/server/http/endpoint';

/** Changes the caller's names; answers the user as GET /api/user does. */
export const PATCH = endpoint({ auth: 'customer', body: profileSchema }, async ({ user, body }) =>
  updateProfile(user.id, { firstName: body.first_name, lastName: body.last_name }),
);
