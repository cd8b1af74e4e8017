import { z } from 'zod';
import { refillCart } from '~/features/refill/refill.server';
import { messages } from '~/lib/messages';
import { endpoint } from '~/server/http/endpoint';
import { found } from '~/server/http/errors';
import { enforceLimits } from '~/server/rate-limit';

const params = z.object({ token: z.string().min(20).max(100) });

/** POST: the "bijna op?" mail's order as cart lines at today's prices (the token is the key). */
export const POST = endpoint({ params }, async ({ params, context }) => {
  await enforceLimits([['contact:ip', context.clientAddress]]);
  return found(await refillCart(params.token), messages.refill.linkBroken);
});
