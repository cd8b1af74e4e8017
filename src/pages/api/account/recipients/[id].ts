import { z } from 'zod';
import { removeRecipient } from '~/features/recipients/recipients.server';
import { endpoint } from '~/server/http/endpoint';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** DELETE /api/account/recipients/{id}: forgets one of the caller's own recipients (404 otherwise). */
export const DELETE = endpoint({ auth: 'customer', params }, async ({ user, params }) => {
  await removeRecipient(user.id, params.id);
  return { removed: true };
});
