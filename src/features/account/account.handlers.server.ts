import { onDomainEvent } from '~/server/outbox';
import { sendVerificationMail } from './email-verification.server';
import { sendPasswordResetMail } from './password-reset.server';
import { rememberOrderAddress } from './saved-address.server';

// The next checkout starts from the address of the last one.
onDomainEvent('order.placed', 'account.remember-order-address', async ({ payload }) => {
  if (payload.rememberAddress) await rememberOrderAddress(payload.orderId);
});

onDomainEvent('password_reset.requested', 'mail.password-reset', (event) =>
  sendPasswordResetMail(event.payload.userId),
);

onDomainEvent('email_verification.requested', 'mail.email-verification', (event) =>
  sendVerificationMail(event.payload.userId),
);
