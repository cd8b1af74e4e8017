import { z } from 'zod';
import { verifyEmail } from '~/features/account/email-verification.server';
import { messages } from '~/lib/messages';
import { endpoint } from '~/server/http/endpoint';
import { notFound } from '~/server/http/errors';

const body = z.object({ token: z.string().trim().min(1).max(200) });

/**
 * The mailed link's confirm button, pressed while logged in to the account the link was made for
 * (decision 028): only then is the address verified and are its guest orders attached. Logged out: 401;
 * logged in to another account: 403, nothing attached and the link still usable.
 */
export const POST = endpoint({ auth: 'customer', body }, async ({ user, body }) => {
  const result = await verifyEmail(body.token, user.id);
  if (!result) throw notFound(messages.emailVerification.invalid);
  return {
    status: messages.emailVerification.done(result.attachedOrders),
    attached_orders: result.attachedOrders,
    attached_subscriptions: result.attachedSubscriptions,
  };
});
