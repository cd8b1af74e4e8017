import { forgotPasswordSchema } from '~/features/account/account';
import { requestPasswordReset } from '~/features/account/password-reset.server';
import { messages } from '~/lib/messages';
import { endpoint } from '~/server/http/endpoint';
import { enforceLimits } from '~/server/rate-limit';

/** The same answer whether or not the address has an account (no account enumeration). */
export const POST = endpoint({ body: forgotPasswordSchema }, async ({ body, context }) => {
  await enforceLimits([
    ['forgot:ip', context.clientAddress],
    ['forgot:account', body.email],
  ]);
  await requestPasswordReset(body.email);
  return { status: messages.passwordReset.requested };
});
