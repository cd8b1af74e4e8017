import { loginSchema } from '~/features/account/account';
import { login } from '~/features/account/account.server';
import { endpoint } from '~/server/http/endpoint';

export const POST = endpoint({ body: loginSchema }, async ({ body }) => login(body.email, body.password));
