import { and, desc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import { AWAITING_PAYMENT } from '~/features/orders/orders';
import { releaseStock, reserveStockAgain } from '~/features/orders/stock.server';
import { startPayment } from '~/features/payments/start.server';
import { handlePaymentWebhook } from '~/features/payments/webhook.server';
import { addDays, todayInNetherlands } from '~/lib/dates';
import { db, type Tx } from '~/server/db';
import { orders, payments, subscriptions } from '~/server/db/schema';
import { HttpError } from '~/server/http/errors';
import { log } from '~/server/log';
import { sendSubscriptionMail } from './subscription-mail.server';
import { RETRY_AFTER_DAYS } from './subscriptions';
import { noteSubscriptionEvent } from './subscriptions.server';

const NOT_RETRYING = {
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

export interface RetryReport {
  tried: number;
  paid: number;
}

/**
 * The daily run's tries of failed renewal payments that are due. Each try is claimed first
 * (next_retry_on cleared only if still the planned day), so two runs never charge twice; an
 * order that still has an open charge, or was paid meanwhile, gets no new one.
 */
export async function runPaymentRetries(now = new Date()): Promise<RetryReport> {
  const today = todayInNetherlands(now);
  const database = await db();
  const due = await database
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        isNotNull(subscriptions.retryOrderId),
        lte(subscriptions.nextRetryOn, today),
      ),
    );
  const report: RetryReport = { tried: 0, paid: 0 };
  for (const row of due) {
    const [claimed] = await database
      .update(subscriptions)
      .set({ nextRetryOn: null })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.nextRetryOn, row.nextRetryOn!)))
      .returning({ id: subscriptions.id });
    if (!claimed) continue;
    const [order] = await database.select().from(orders).where(eq(orders.id, row.retryOrderId!));
    if (!order || !AWAITING_PAYMENT.includes(order.status)) {
      await database.update(subscriptions).set(NOT_RETRYING).where(eq(subscriptions.id, row.id));
      continue;
    }
    const [latest] = await database
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.id))
      .limit(1);
    if (latest && (latest.status === 'open' || latest.status === 'pending')) continue; // still under way
    try {
      await database.transaction((tx) => reserveStockAgain(tx, order.id));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // Sold out meanwhile: no charge; the try moves to tomorrow.
      await database
        .update(subscriptions)
        .set({ nextRetryOn: addDays(today, 1) })
        .where(eq(subscriptions.id, row.id));
      log.info('subscription payment retry waits for stock', { subscriptionId: row.id, order: order.number });
      continue;
    }
    report.tried++;
    try {
      await startPayment(order);
    } catch (error) {
      await database.transaction((tx) => releaseStock(tx, order.id));
      log.warn('subscription payment retry not started', { order: order.number, error: String(error) });
      await database
        .update(subscriptions)
        .set({ nextRetryOn: addDays(today, 1) })
        .where(eq(subscriptions.id, row.id));
      continue;
    }
    const [payment] = await database
      .select({ providerPaymentId: payments.providerPaymentId })
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.id))
      .limit(1);
    // The provider reports the outcome through the webhook; ask once now, as the webhook does.
    if (payment) await handlePaymentWebhook(payment.providerPaymentId, now);
    const [after] = await database
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id));
    if (after?.status === 'paid') report.paid++;
  }
  return report;
}
