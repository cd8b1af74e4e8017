import { resetPasswordSchema } from '~/features/account/account';
import { passwordProblem } from '~/features/account/password.server';
import { RESET_DONE, resetPassword } from '~/features/account/password-reset.server';
import { endpoint } from '~/server/http/endpoint';
import { unprocessable } from '~/server/http/errors';

export const POST = endpoint({ body: resetPasswordSchema }, async ({ body }) => {
  const problem = passwordProblem(body.password);
  if (problem) throw unprocessable({ password: [problem] });
  await resetPassword(body);
  return { status: RESET_DONE };
});
