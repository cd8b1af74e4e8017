import { z } from 'zod';
import { signUp } from '~/features/newsletter/newsletter.server';
import { messages } from '~/lib/messages';
import { clientAddressOf } from '~/server/http/client-address';
import { endpoint } from '~/server/http/endpoint';
import { enforceLimits } from '~/server/rate-limit';

const body = z.object({ email: z.email(messages.newsletter.invalidEmail).max(200) });

/** Footer sign-up: double opt-in; the same answer whether or not the address is known. */
export const POST = endpoint({ body }, async ({ body, context }) => {
  await enforceLimits([
    ['newsletter:ip', clientAddressOf(context)],
    ['newsletter:account', body.email],
  ]);
  await signUp(body.email);
  return { status: messages.newsletter.success };
});
