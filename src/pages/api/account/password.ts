import { changePasswordSchema } from '~/features/account/account';
import { changePassword } from '~/features/account/account.server';
import { messages } from '~/lib/messages';
import { bearerToken } from '~/server/auth/session.server';
import { endpoint } from '~/server/http/endpoint';
import { enforceLimits } from '~/server/rate-limit';

/** Sets a new password (current one required) and logs out every other device. */
export const POST = endpoint(
  { auth: 'customer', body: changePasswordSchema },
  async ({ user, body, context }) => {
    await enforceLimits([['password:account', String(user.id)]]);
    await changePassword(user.id, bearerToken(context.request) ?? '', {
      currentPassword: body.current_password,
      newPassword: body.password,
    });
    return { status: messages.account.passwordChanged };
  },
);
