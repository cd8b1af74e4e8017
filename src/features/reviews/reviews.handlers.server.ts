import { onDomainEvent } from '~/server/outbox';
import { inviteToReview } from './review-mail.server';

// After delivery the buyer is invited to review what they bought (issue 27). inviteToReview makes
// the invitation once per order, so a retried event mails nothing twice.
onDomainEvent('order.delivered', 'reviews.invite-buyer', async (event) => {
  await inviteToReview(event.payload.orderId);
});
