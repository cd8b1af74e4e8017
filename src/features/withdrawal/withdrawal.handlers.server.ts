import { onDomainEvent } from '~/server/outbox';
import { cancelUnshippedWithdrawal, sendWithdrawalLink, sendWithdrawalReceipt } from './withdrawal.server';

onDomainEvent('withdrawal.received', 'mail.withdrawal-receipt', (event) =>
  sendWithdrawalReceipt(event.payload.withdrawalId),
);

onDomainEvent('withdrawal.link_requested', 'mail.withdrawal-link', (event) =>
  sendWithdrawalLink(event.payload.orderId),
);

onDomainEvent('withdrawal.cancel_unshipped', 'refund.withdrawal-before-shipping', (event) =>
  cancelUnshippedWithdrawal(event.payload.withdrawalId, event.payload.orderId),
);
