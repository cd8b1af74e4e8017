import { outboxQuerySchema } from '~/features/admin/outbox';
import { failingOutboxEvents } from '~/features/admin/outbox.server';
import { endpoint } from '~/server/http/endpoint';

/** GET /api/admin/outbox[?order=ZZ-...]: mails and other after-effects that keep failing. */
export const GET = endpoint({ auth: 'editor', query: outboxQuerySchema }, async ({ query }) => ({
  events: await failingOutboxEvents(query),
}));
