import { eq } from 'drizzle-orm';
import { handlePaymentWebhook } from '~/features/checkout/payment-webhook.server';
import { createOrder } from '~/features/checkout/place-order.server';
import { db } from '~/server/db';
import { orders, payments } from '~/server/db/schema';
import { log } from '~/server/log';
import { advanceSubscription, dueSubscriptions, dutchToday, renewalOrderOf } from './subscriptions.server';

export interface RenewalReport {
  due: number;
  ordered: string[];
  failed: { subscription: string; reason: string }[];
}

/**
 * Runs the renewals due today (or before): for each active subscription a follow-up order,
 * priced from the database now, paid with a recurring payment on the mandate. Safe to run
 * twice or from two machines: the order's idempotency key is the subscription and its due
 * date, and the next date only moves when it is still the due date.
 */
export async function runDueRenewals(now = new Date()): Promise<RenewalReport> {
  const today = dutchToday(now);
  const due = await dueSubscriptions(today);
  const report: RenewalReport = { due: due.length, ordered: [], failed: [] };
  for (const subscription of due) {
    const dueDate = subscription.nextPaymentDate!;
    try {
      const order = await createOrder(renewalOrderOf(subscription), {
        user: null,
        idempotencyKey: `renewal-${subscription.id}-${dueDate}`,
        subscription: { renewalOf: subscription },
      });
      await advanceSubscription(subscription, dueDate);
      // The provider reports the outcome through the webhook; ask once now, as the webhook does.
      const [row] = await (await db())
        .select({ providerPaymentId: payments.providerPaymentId })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(orders.publicId, order.publicId));
      if (row) await handlePaymentWebhook(row.providerPaymentId);
      report.ordered.push(order.number);
    } catch (error) {
      // Out of stock or the provider refused: staff see it in the log; the date stays, so the
      // next run tries again.
      log.warn('subscription renewal failed', {
        subscriptionId: subscription.id,
        due: dueDate,
        error: String(error),
      });
      report.failed.push({
        subscription: subscription.publicId,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return report;
}
