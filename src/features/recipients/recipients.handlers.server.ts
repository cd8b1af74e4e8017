import { onDomainEvent } from '~/server/outbox';
import { keepOrderRecipient } from './recipients.server';

// A recipient typed at checkout with a label (save_as) is kept on the buyer's account.
onDomainEvent('order.placed', 'recipients.keep-order-recipient', async ({ payload }) => {
  if (payload.saveRecipientAs) await keepOrderRecipient(payload.orderId, payload.saveRecipientAs);
});
