import { onDomainEvent } from '~/server/outbox';
import { sendVerificationMail } from './email-verification.server';
import { sendPasswordResetMail } from './password-reset.server';

onDomainEvent('password_reset.requested', 'mail.password-reset', (event) =>
  sendPasswordResetMail(event.payload.userId),
);

onDomainEvent('email_verification.requested', 'mail.email-verification', (event) =>
  sendVerificationMail(event.payload.userId),
);
