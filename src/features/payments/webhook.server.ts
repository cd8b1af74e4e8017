import { desc, eq } from 'drizzle-orm';
import { issueInvoice } from '~/features/invoices/invoices.server';
import { AWAITING_PAYMENT, canTransition, type OrderStatus } from '~/features/orders/orders';
import { releaseStock, takeStockForPaidOrder } from '~/features/orders/stock.server';
import { lockOrder, transitionOrder } from '~/features/orders/transition.server';
import { db, type Tx } from '~/server/db';
import { payments } from '~/server/db/schema';
import { notFound } from '~/server/http/errors';
import { recordEvent } from '~/server/outbox';
import { paymentProvider } from './payments.server';
import type { PaymentStatus } from './types';

/** What a payment's final status does to its order. Open and pending payments change nothing. */
const ORDER_STATUS_FOR_PAYMENT: Partial<Record<PaymentStatus, OrderStatus>> = {
  paid: 'paid',
  failed: 'failed',
  canceled: 'cancelled',
  expired: 'expired',
};

/**
 * What a payment's outcome means for the subscription its order belongs to. Subscriptions give
 * theirs (`subscriptionOutcomes`, src/features/subscriptions/payment-outcomes.server.ts): payments
 * load no subscription code, so the two never import each other.
 */
export interface SubscriptionOutcomes {
  /** In the webhook's transaction: an order of a subscription was paid (first, renewal, retry, pay link). */
  orderPaid(
    tx: Tx,
    paid: { orderId: number; subscriptionId: number; mandateId: string | null; now: Date },
  ): Promise<void>;
  /** After it: a renewal's direct debit ended unpaid (one failed try of the retry schedule). */
  directDebitFailed(failed: { orderId: number; providerPaymentId: string; now: Date }): Promise<void>;
}

/**
 * The payment webhook: the provider sends only the payment id, so the status is
 * fetched from the provider. Safe to repeat and to receive out of order: an order
 * only moves as the webhook's transitions allow (a late failure never undoes a
 * payment), stock is given back or taken once. What follows (the confirmation with its invoice,
 * the subscription's welcome, cached pages) is recorded as events in the same transaction.
 */
export async function handlePaymentWebhook(
  providerPaymentId: string,
  subscriptions: SubscriptionOutcomes,
  now = new Date(),
): Promise<void> {
  const database = await db();
  const [known] = await database
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId));
  if (!known) throw notFound('Onbekende betaling.');
  const payment = await paymentProvider().getPayment(providerPaymentId);

  await database.transaction(async (tx) => {
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
    if (!target) return;
    const order = await lockOrder(tx, known.orderId);
    if (!order) return;
    if (target !== 'paid') {
      if (canTransition(order.status, target, 'webhook')) {
        await transitionOrder(tx, {
          order,
          to: target,
          actor: 'webhook',
          note: `${payment.id}: ${payment.status}`,
        });
      } else if (!AWAITING_PAYMENT.includes(order.status) || !(await isLatestPayment(tx, known))) {
        return;
      }
      // Nothing was paid: the reserved stock (held again by a retry, too) is for sale again.
      await releaseStock(tx, order.id);
      return;
    }
    if (!canTransition(order.status, target, 'webhook')) return;
    await transitionOrder(tx, {
      order,
      to: target,
      actor: 'webhook',
      note: `${payment.id}: ${payment.status}`,
    });
    // Stock was reserved when the order was placed; only an order that gave it back takes it now.
    await takeStockForPaidOrder(tx, order.id);
    if (order.subscriptionId) {
      await subscriptions.orderPaid(tx, {
        orderId: order.id,
        subscriptionId: order.subscriptionId,
        mandateId: payment.mandateId,
        now,
      });
    }
    // In the same transaction: the invoice number is taken only when the payment is recorded.
    await issueInvoice(tx, order.id);
    await recordEvent(tx, 'order.paid', { orderId: order.id });
  });

  // A renewal's direct debit ended unpaid: one failed try of the retry schedule (decision 012).
  // A payment the customer makes through the pay link counts no try.
  if (ORDER_STATUS_FOR_PAYMENT[payment.status] !== 'paid' && ORDER_STATUS_FOR_PAYMENT[payment.status]) {
    if (known.sequenceType === 'recurring')
      await subscriptions.directDebitFailed({ orderId: known.orderId, providerPaymentId: payment.id, now });
  }
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
