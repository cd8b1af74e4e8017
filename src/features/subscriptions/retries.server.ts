import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { AWAITING_PAYMENT } from '~/features/orders/orders';
import { releaseStock, reserveStockAgain } from '~/features/orders/stock.server';
import { settleRenewalPaymentNow } from '~/features/payments/renewal-payment.server';
import { latestPayment, startPayment } from '~/features/payments/start.server';
import { addDays, todayInNetherlands } from '~/lib/dates';
import { db } from '~/server/db';
import { orders, subscriptions } from '~/server/db/schema';
import { HttpError } from '~/server/http/errors';
import { log } from '~/server/log';
import { NOT_RETRYING, subscriptionOutcomes } from './payment-outcomes.server';

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
    const latest = await latestPayment(order.id);
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
    await settleRenewalPaymentNow(order.publicId, subscriptionOutcomes, now);
    const [after] = await database
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id));
    if (after?.status === 'paid') report.paid++;
  }
  return report;
}
