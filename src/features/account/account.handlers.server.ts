import { onDomainEvent } from '~/server/outbox';
import { sendPasswordResetMail } from './password-reset.server';

onDomainEvent('password_reset.requested', 'mail.password-reset', (event) =>
  sendPasswordResetMail(event.payload.userId),
);
