import { resetPasswordSchema } from '~/features/account/account';
import { resetPassword } from '~/features/account/password-reset.server';
import { messages } from '~/lib/messages';
import { clientAddressOf } from '~/server/http/client-address';
import { endpoint } from '~/server/http/endpoint';
import { enforceLimits, forgetLoginFailures } from '~/server/rate-limit';

/**
 * Answers { status } on success; a bad, used or expired link is a 422 with errors.email (what the spec's form shows).
 * The mailed link proves the owner: a login lock-out from someone guessing ends with it.
 */
export const POST = endpoint({ body: resetPasswordSchema }, async ({ body, context }) => {
  await enforceLimits([['reset:ip', clientAddressOf(context)]]);
  await resetPassword(body);
  await forgetLoginFailures({ ip: clientAddressOf(context), email: body.email });
  return { status: messages.passwordReset.done };
});
