import { eq } from 'drizzle-orm';
import { db } from '~/server/db';
import { orders } from '~/server/db/schema';
import { latestPayment } from './start.server';
import { handlePaymentWebhook, type SubscriptionOutcomes } from './webhook.server';

/*
 * A renewal is paid by a recurring payment on the subscription's mandate: no shopper takes part,
 * and the provider may know the outcome at once (the test provider always does, a card often).
 * So the renewal run asks for it right away, as the webhook would when the provider calls; an
 * outcome that comes later still arrives through the webhook.
 */

/** Takes the outcome of the order's newest payment now, the way the webhook does. */
export async function settleRenewalPaymentNow(
  orderPublicId: string,
  subscriptions: SubscriptionOutcomes,
  now = new Date(),
): Promise<void> {
  const [order] = await (await db())
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.publicId, orderPublicId));
  const payment = order && (await latestPayment(order.id));
  if (payment) await handlePaymentWebhook(payment.providerPaymentId, subscriptions, now);
}
