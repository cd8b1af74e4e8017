import { bearerToken, revokeAuthToken } from '~/server/auth/session.server';
import { endpoint } from '~/server/http/endpoint';

/** Revokes the caller's token; answers 204 whether or not it was still valid. */
export const POST = endpoint({}, async ({ context }) => {
  const token = bearerToken(context.request);
  if (token) await revokeAuthToken(token);
  return new Response(null, { status: 204 });
});
