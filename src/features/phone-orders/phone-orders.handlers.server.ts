import { onDomainEvent } from '~/server/outbox';
import { sendPaymentLinkMail } from './payment-link.server';
import { sendChoosePasswordMail } from './phone-account-mail.server';

// An order taken by phone is paid from the mailed link (decision 037).
onDomainEvent('phone_order.placed', 'mail.phone-order-payment-link', ({ payload }) =>
  sendPaymentLinkMail(payload.orderId),
);

// The account staff made for the caller: she chooses her password from the mail.
onDomainEvent('phone_order.placed', 'mail.phone-order-account', async ({ payload }) => {
  if (payload.newAccountId) await sendChoosePasswordMail(payload.newAccountId);
});
