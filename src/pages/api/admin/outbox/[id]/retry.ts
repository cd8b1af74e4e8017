import { outboxEventParamsSchema } from '~/features/admin/outbox';
import { retryOutboxEvent } from '~/features/admin/outbox.server';
import { messages } from '~/lib/messages';
import { endpoint } from '~/server/http/endpoint';

/** POST /api/admin/outbox/{id}/retry: try a failing event again now (admins). */
export const POST = endpoint({ auth: 'admin', params: outboxEventParamsSchema }, async ({ params }) => {
  await retryOutboxEvent(params.id);
  return { message: messages.outboxStaff.retried };
});
