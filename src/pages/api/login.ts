import { loginSchema } from '~/features/account/account';
import { login } from '~/features/account/account.server';
import { clientAddressOf } from '~/server/http/client-address';
import { endpoint } from '~/server/http/endpoint';
import { enforceLimits, limitLoginFailures } from '~/server/rate-limit';

export const POST = endpoint({ body: loginSchema }, async ({ body, context }) => {
  const ip = clientAddressOf(context);
  await enforceLimits([['login:ip', ip]]);
  return limitLoginFailures({ ip, email: body.email }, () => login(body.email, body.password));
});
