import { loginSchema } from '~/features/account/account';
import { login } from '~/features/account/account.server';
import {
  deviceCookie,
  deviceTokenOf,
  isKnownDevice,
  rememberDevice,
} from '~/features/account/known-devices.server';
import { clientAddressOf } from '~/server/http/client-address';
import { endpoint, json } from '~/server/http/endpoint';
import { enforceLimits, limitLoginFailures } from '~/server/rate-limit';

/**
 * POST /api/login: { token, user }. A device that logged in before (its cookie) is not locked out by
 * wrong passwords from other addresses; a successful login remembers the device.
 */
export const POST = endpoint({ body: loginSchema }, async ({ body, context }) => {
  const ip = clientAddressOf(context);
  await enforceLimits([['login:ip', ip]]);
  const device = deviceTokenOf(context.request);
  const knownDevice = device ? await isKnownDevice(body.email, device) : false;
  const session = await limitLoginFailures({ ip, email: body.email, knownDevice }, () =>
    login(body.email, body.password),
  );
  const token = knownDevice && device ? device : await rememberDevice(session.user.id);
  return json(session, { headers: { 'Set-Cookie': deviceCookie(token) } });
});
