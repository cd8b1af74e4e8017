import { and, eq, or, sql } from 'drizzle-orm';
import type { SubscriptionOutcomes } from '~/features/payments/webhook.server';
import { addDays, todayInNetherlands } from '~/lib/dates';
import { db, type Tx } from '~/server/db';
import { orders, subscriptions } from '~/server/db/schema';
import { recordEvent } from '~/server/outbox';
import { sendSubscriptionMail } from './subscription-mail.server';
import { RETRY_AFTER_DAYS } from './subscriptions';
import { activateSubscription, noteSubscriptionEvent } from './subscriptions.server';

/** A subscription with no failed renewal payment under way. */
export const NOT_RETRYING = {
  retryOrderId: null,
  retryStartedOn: null,
  retryAttempts: 0,
  nextRetryOn: null,
  retryCountedPaymentId: null,
} as const;

/**
 * A recurring payment of a renewal failed (the webhook saw it end unpaid). Counts one failed
 * try for its order: the first starts the schedule (day 0), each next try is planned
 * RETRY_AFTER_DAYS after day 0, and after the last one the subscription is paused with reason
 * 'payment_failed', never cancelled. The customer is mailed every time with a pay link.
 * A replay of the same payment counts nothing (retry_counted_payment_id).
 */
export async function noteRenewalPaymentFailed(
  orderId: number,
  providerPaymentId: string,
  now = new Date(),
): Promise<void> {
  const database = await db();
  const [order] = await database.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.subscriptionId) return;
  const [row] = await database.select().from(subscriptions).where(eq(subscriptions.id, order.subscriptionId));
  if (!row || (row.status !== 'active' && row.status !== 'paused')) return;
  if (row.retryCountedPaymentId === providerPaymentId) return;

  const today = todayInNetherlands(now);
  const sameOrder = row.retryOrderId === orderId;
  const attempts = sameOrder ? row.retryAttempts + 1 : 1;
  const startedOn = sameOrder && row.retryStartedOn ? row.retryStartedOn : today;
  const nextDelay = RETRY_AFTER_DAYS[attempts - 1];
  const nextTry = nextDelay === undefined ? null : addDays(startedOn, nextDelay);
  const exhausted = nextTry === null;

  await database.transaction(async (tx) => {
    const [changed] = await tx
      .update(subscriptions)
      .set({
        retryOrderId: orderId,
        retryStartedOn: startedOn,
        retryAttempts: attempts,
        // A try planned for a day already past runs on the next daily run.
        nextRetryOn: nextTry,
        retryCountedPaymentId: providerPaymentId,
        ...(exhausted ? { status: 'paused' as const, pauseReason: 'payment_failed', pausedUntil: null } : {}),
      })
      .where(
        and(
          eq(subscriptions.id, row.id),
          eq(subscriptions.retryAttempts, row.retryAttempts),
          or(
            sql`${subscriptions.retryCountedPaymentId} is null`,
            sql`${subscriptions.retryCountedPaymentId} <> ${providerPaymentId}`,
          ),
        ),
      )
      .returning();
    if (!changed) return;
    await noteSubscriptionEvent(tx, row.id, { actor: 'webhook' }, exhausted ? 'paused' : 'payment_failed', {
      order: order.number,
      attempt: attempts,
      nextTry,
      ...(exhausted ? { reason: 'payment_failed' } : {}),
    });
    await sendSubscriptionMail(
      tx,
      changed,
      exhausted
        ? { kind: 'payment-paused', orderNumber: order.number, orderPublicId: order.publicId }
        : {
            kind: 'payment-failed',
            orderNumber: order.number,
            orderPublicId: order.publicId,
            nextTry: nextTry!,
          },
    );
  });
}

/**
 * A renewal order was paid (a retry, or the customer through the pay link): the retry schedule
 * ends, a subscription paused for it runs again (its next date at least one interval from today
 * when the planned one has passed) and a new mandate from the pay link is kept. In the webhook's
 * transaction.
 */
export async function settleRenewalPaid(
  tx: Tx,
  orderId: number,
  subscriptionId: number,
  mandateId: string | null,
  now = new Date(),
): Promise<void> {
  const today = todayInNetherlands(now);
  const [settled] = await tx
    .update(subscriptions)
    .set({
      ...NOT_RETRYING,
      status: sql`case when ${subscriptions.pauseReason} = 'payment_failed' then 'active'::subscription_status else ${subscriptions.status} end`,
      pauseReason: sql`case when ${subscriptions.pauseReason} = 'payment_failed' then null else ${subscriptions.pauseReason} end`,
      providerMandateId: sql`coalesce(${mandateId}, ${subscriptions.providerMandateId})`,
      nextPaymentDate: sql`case when ${subscriptions.nextPaymentDate} is null or ${subscriptions.nextPaymentDate} <= ${today}::date then ${today}::date + (${subscriptions.intervalWeeks} * 7) else ${subscriptions.nextPaymentDate} end`,
    })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.retryOrderId, orderId)))
    .returning({ id: subscriptions.id });
  if (settled)
    await noteSubscriptionEvent(tx, subscriptionId, { actor: 'webhook' }, 'payment_recovered', { orderId });
}

/**
 * What a payment's outcome does to its subscription, handed to the payments webhook (which loads
 * no subscription code): the first payment starts the subscription (its welcome mail follows
 * through the outbox), a paid renewal ends the retry schedule, a failed direct debit counts a try.
 */
export const subscriptionOutcomes: SubscriptionOutcomes = {
  async orderPaid(tx, { orderId, subscriptionId, mandateId, now }) {
    if (await activateSubscription(tx, subscriptionId, mandateId, now))
      await recordEvent(tx, 'subscription.started', { subscriptionId, orderId });
    await settleRenewalPaid(tx, orderId, subscriptionId, mandateId, now);
  },
  directDebitFailed: ({ orderId, providerPaymentId, now }) =>
    noteRenewalPaymentFailed(orderId, providerPaymentId, now),
};
