import { newSavedRecipientSchema } from '~/features/recipients/recipients';
import { savedRecipientsOf, saveRecipient } from '~/features/recipients/recipients.server';
import { endpoint, json } from '~/server/http/endpoint';

/** GET /api/account/recipients: the people the caller orders for (mother, a care home). */
export const GET = endpoint({ auth: 'customer' }, async ({ user }) => ({
  recipients: await savedRecipientsOf(user.id),
}));

/** POST /api/account/recipients: keeps one more recipient on the account. */
export const POST = endpoint({ auth: 'customer', body: newSavedRecipientSchema }, async ({ user, body }) =>
  json({ recipient: await saveRecipient(user.id, body) }, { status: 201 }),
);
