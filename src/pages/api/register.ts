import { registerSchema } from '~/features/account/account';
import { register } from '~/features/account/account.server';
import { passwordProblem } from '~/features/account/password.server';
import { endpoint, json } from '~/server/http/endpoint';
import { unprocessable } from '~/server/http/errors';
import { enforceLimits } from '~/server/rate-limit';

export const POST = endpoint({ body: registerSchema }, async ({ body, context }) => {
  await enforceLimits([['register:ip', context.clientAddress]]);
  const problem = passwordProblem(body.password);
  if (problem) throw unprocessable({ password: [problem] });
  const session = await register({
    email: body.email,
    password: body.password,
    firstName: body.first_name,
    lastName: body.last_name,
  });
  return json(session, { status: 201 });
});
