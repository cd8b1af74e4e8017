import { onDomainEvent } from '~/server/outbox';
import { sendOptInMail } from './newsletter.server';

onDomainEvent('newsletter.opt_in_requested', 'mail.newsletter-opt-in', (event) =>
  sendOptInMail(event.payload.subscriberId),
);
