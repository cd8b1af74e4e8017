import { onDomainEvent } from '~/server/outbox';
import { sendReturnReceipt } from './return-receipt.server';

onDomainEvent('return.requested', 'mail.return-receipt', (event) =>
  sendReturnReceipt(event.payload.orderId, event.payload.returnIds),
);
