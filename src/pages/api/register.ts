import { registerSchema } from '~/features/account/account';
import { register } from '~/features/account/account.server';
import { clientAddressOf } from '~/server/http/client-address';
import { endpoint, json } from '~/server/http/endpoint';
import { enforceLimits } from '~/server/rate-limit';

/** POST /api/register (behind /registreer): 201 { token, user }, like login. The schema checks the password rule. */
export const POST = endpoint({ body: registerSchema }, async ({ body, context }) => {
  await enforceLimits([
    ['register:ip', clientAddressOf(context)],
    ['register:account', body.email],
  ]);
  const session = await register({
    email: body.email,
    password: body.password,
    firstName: body.first_name,
    lastName: body.last_name,
  });
  return json(session, { status: 201 });
});
