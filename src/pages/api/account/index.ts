import { z } from 'zod';
import { deleteAccount } from '~/features/account/privacy.server';
import { endpoint } from '~/server/http/endpoint';

/** Deletes the caller's account; the password confirms it is really them. */
export const DELETE = endpoint(
  { auth: 'customer', body: z.object({ password: z.string().min(1, 'Vul je wachtwoord in.').max(200) }) },
  async ({ user, body }) => {
    await deleteAccount(user.id, body.password);
    return new Response(null, { status: 204 });
  },
);
