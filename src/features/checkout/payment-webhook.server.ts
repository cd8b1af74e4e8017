import { desc, eq } from 'drizzle-orm';
import { deliveryDetails } from '~/features/delivery/delivery-mail.server';
import { invoiceAttachment, issueInvoice } from '~/features/invoices/invoices.server';
import { AWAITING_PAYMENT, canTransition, type OrderStatus } from '~/features/orders/orders';
import { releaseStock, takeStockForPaidOrder } from '~/features/orders/stock.server';
import { lockOrder, transitionOrder } from '~/features/orders/transition.server';
import { recipientOfOrder } from '~/features/recipients/recipients.server';
import { noteRenewalPaymentFailed, settleRenewalPaid } from '~/features/subscriptions/retries.server';
import { activateSubscription } from '~/features/subscriptions/subscriptions.server';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { db, type Tx } from '~/server/db';
import { orders, payments } from '~/server/db/schema';
import { publicUrl } from '~/server/env';
import { notFound } from '~/server/http/errors';
import { log } from '~/server/log';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';
import { type PaymentStatus, paymentProvider } from './payments/payments.server';

/** What a payment's final status does to its order. Open and pending payments change nothing. */
const ORDER_STATUS_FOR_PAYMENT: Partial<Record<PaymentStatus, OrderStatus>> = {
  paid: 'paid',
  failed: 'failed',
  canceled: 'cancelled',
  expired: 'expired',
};

/**
 * The payment webhook: the provider sends only the payment id, so the status is
 * fetched from the provider. Safe to repeat and to receive out of order: an order
 * only moves as the webhook's transitions allow (a late failure never undoes a
 * payment), stock is given back or taken once, the confirmation is sent once.
 */
export async function handlePaymentWebhook(
  providerPaymentId: string,
  now = new Date(),
): Promise<{ stockChanged: boolean }> {
  const database = await db();
  const [known] = await database
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId));
  if (!known) throw notFound('Onbekende betaling.');
  const payment = await paymentProvider().getPayment(providerPaymentId);

  const outcome = await database.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({
        status: payment.status,
        method: payment.method,
        checkoutUrl: payment.checkoutUrl,
        updatedAt: new Date(),
        ...(payment.status === 'paid' ? { paidAt: new Date() } : {}),
      })
      .where(eq(payments.id, known.id));

    const target = ORDER_STATUS_FOR_PAYMENT[payment.status];
    if (!target) return { paid: false, stockChanged: false };
    const order = await lockOrder(tx, known.orderId);
    if (!order) return { paid: false, stockChanged: false };
    if (target !== 'paid') {
      if (canTransition(order.status, target, 'webhook')) {
        await transitionOrder(tx, {
          order,
          to: target,
          actor: 'webhook',
          note: `${payment.id}: ${payment.status}`,
        });
      } else if (!AWAITING_PAYMENT.includes(order.status) || !(await isLatestPayment(tx, known))) {
        return { paid: false, stockChanged: false };
      }
      // Nothing was paid: the reserved stock (held again by a retry, too) is for sale again.
      return { paid: false, stockChanged: (await releaseStock(tx, order.id)).length > 0 };
    }
    if (!canTransition(order.status, target, 'webhook')) return { paid: false, stockChanged: false };
    await transitionOrder(tx, {
      order,
      to: target,
      actor: 'webhook',
      note: `${payment.id}: ${payment.status}`,
    });
    // Stock was reserved when the order was placed; only an order that gave it back takes it now.
    await takeStockForPaidOrder(tx, order.id);
    if (order.subscriptionId) {
      await activateSubscription(tx, order.subscriptionId, payment.mandateId);
      await settleRenewalPaid(tx, order.id, order.subscriptionId, payment.mandateId, now);
    }
    // In the same transaction: the invoice number is taken only when the payment is recorded.
    await issueInvoice(tx, order.id);
    return { paid: true, stockChanged: true };
  });

  if (outcome.paid) await sendConfirmation(known.orderId);
  // A renewal's direct debit ended unpaid: one failed try of the retry schedule (decision 012).
  // A payment the customer makes through the pay link counts no try.
  if (ORDER_STATUS_FOR_PAYMENT[payment.status] !== 'paid' && ORDER_STATUS_FOR_PAYMENT[payment.status]) {
    if (known.sequenceType === 'recurring') await noteRenewalPaymentFailed(known.orderId, payment.id, now);
  }
  return { stockChanged: outcome.stockChanged };
}

async function isLatestPayment(tx: Tx, payment: { id: number; orderId: number }): Promise<boolean> {
  const [latest] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.orderId, payment.orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return latest?.id === payment.id;
}

async function sendConfirmation(orderId: number): Promise<void> {
  const [order] = await (await db()).select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  try {
    const { html, text } = renderEmail({
      // Discreet: neither subject nor preview names a product.
      preheader: `We hebben je betaling voor bestelling ${order.number} ontvangen.`,
      heading: `Bedankt voor je bestelling, ${order.firstName}`,
      paragraphs: [
        'We hebben je betaling ontvangen. We pakken je bestelling neutraal in en sturen haar binnen 2 werkdagen op.',
        messages.invoices.mailAttached,
        'Je kunt je bestelling altijd terugzien in je account, of via de knop hieronder.',
      ],
      details: [
        ['Bestelnummer', order.number],
        ...(order.discountCode
          ? [
              [messages.discounts.line(order.discountCode), `− ${formatEuro(order.discountCents)}`] as [
                string,
                string,
              ],
            ]
          : []),
        ['Totaal', formatEuro(order.totalCents)],
        ...deliveryDetails(order, await recipientOfOrder(order.id)),
      ],
      button: { label: 'Bekijk je bestelling', url: `${publicUrl()}/bestelling/${order.publicId}` },
      footer: { text: 'Je ontvangt deze e-mail omdat je bij ons hebt besteld.' },
    });
    // The invoice names the products; it travels as an attachment, the subject stays discreet.
    const attachments = await invoiceAttachment(order.id);
    await sendMail({
      to: order.email,
      subject: `Bevestiging van je bestelling ${order.number}`,
      html,
      text,
      attachments,
    });
  } catch (error) {
    // The order is paid either way; a failed mail is logged for staff, never undone.
    log.error('order confirmation could not be sent', { orderId, error });
  }
}
