import { loginSchema } from '~/features/account/account';
import { login } from '~/features/account/account.server';
import { endpoint } from '~/server/http/endpoint';
import { enforceLimits } from '~/server/rate-limit';

export const POST = endpoint({ body: loginSchema }, async ({ body, context }) => {
  await enforceLimits([
    ['login:ip', context.clientAddress],
    ['login:account', body.email],
  ]);
  return login(body.email, body.password);
});
