import { forgotPasswordSchema } from '~/features/account/account';
import { requestPasswordReset } from '~/features/account/password-reset.server';
import { messages } from '~/lib/messages';
import { runAfterAnswer } from '~/server/after-answer';
import { clientAddressOf } from '~/server/http/client-address';
import { endpoint } from '~/server/http/endpoint';
import { enforceLimits, withinLimit } from '~/server/rate-limit';

/**
 * The same answer, after the same work, whether or not the address has an account (no
 * account enumeration): the lookup and the mail happen after the answer.
 */
export const POST = endpoint({ body: forgotPasswordSchema }, async ({ body, context }) => {
  await enforceLimits([['forgot:ip', clientAddressOf(context)]]);
  // Past the per-address limit the answer stays the same and no more mail goes out: someone else
  // asking for links must not stop the owner (the links already mailed keep working).
  if (await withinLimit('forgot:account', body.email)) {
    runAfterAnswer('password reset', () => requestPasswordReset(body.email));
  }
  return { status: messages.passwordReset.requested };
});
