import { eq } from 'drizzle-orm';
import { db } from '~/server/db';
import { orders } from '~/server/db/schema';
import { onDomainEvent } from '~/server/outbox';
import { sendOrderConfirmation, sendRefundMail } from './order-mails.server';
import { sendShippedMail } from './shipping-mail.server';

// The customer's order mails, each sent once per event (the outbox remembers what succeeded).
onDomainEvent('order.paid', 'mail.order-confirmation', (event) =>
  sendOrderConfirmation(event.payload.orderId),
);

onDomainEvent('order.refunded', 'mail.refund', (event) => sendRefundMail(event.payload));

onDomainEvent('order.shipped', 'mail.shipped', async (event) => {
  const [order] = await (await db()).select().from(orders).where(eq(orders.id, event.payload.orderId));
  if (order) await sendShippedMail(order);
});
