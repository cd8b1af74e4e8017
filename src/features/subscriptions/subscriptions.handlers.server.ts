import { onDomainEvent } from '~/server/outbox';
import { deliverSubscriptionMail } from './subscription-mail.server';
import { sendSubscriptionStarted } from './subscription-started-mail.server';

// The subscription's mails, each sent once per event (the outbox remembers what succeeded).
onDomainEvent('subscription.started', 'mail.subscription-started', (event) =>
  sendSubscriptionStarted(event.payload.subscriptionId),
);

onDomainEvent('subscription.notice', 'mail.subscription-notice', (event) =>
  deliverSubscriptionMail(event.payload.subscriptionId, event.payload.notice),
);
