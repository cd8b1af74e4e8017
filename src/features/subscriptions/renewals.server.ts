import { and, eq, sql } from 'drizzle-orm';
import { createOrder } from '~/features/checkout/place-order.server';
import { settleRenewalPaymentNow } from '~/features/payments/renewal-payment.server';
import { todayInNetherlands } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { db } from '~/server/db';
import { subscriptions } from '~/server/db/schema';
import { HttpError } from '~/server/http/errors';
import { log } from '~/server/log';
import { subscriptionOutcomes } from './payment-outcomes.server';
import { resumeEndedPauses, sendRenewalReminders } from './reminders.server';
import { runPaymentRetries } from './retries.server';
import { sendSubscriptionMail } from './subscription-mail.server';
import {
  advanceSubscription,
  dueSubscriptions,
  noteSubscriptionEvent,
  renewalOrderOf,
  type Subscription,
} from './subscriptions.server';

export interface RenewalReport {
  due: number;
  ordered: string[];
  failed: { subscription: string; reason: string }[];
  /** Renewals not ordered because a line is out of stock or no longer sold (tried again next run). */
  waitingForStock: string[];
}

/** A renewal that cannot ship: a line sold out (409) or no longer sold (422). Never charged. */
const cannotShip = (error: unknown) =>
  error instanceof HttpError &&
  (error.status === 409 || error.status === 422) &&
  error.message !== messages.checkout.idempotencyReused &&
  error.message !== messages.checkout.orderInProgress;

/**
 * Runs the renewals due today (or before): for each active subscription a follow-up order,
 * priced from the database now, paid with a recurring payment on the mandate. Safe to run
 * twice or from two machines: the order's idempotency key is the subscription and its due
 * date, and the next date only moves when it is still the due date. A renewal that cannot
 * ship is not ordered (no charge): the date stays, the customer is told once per due date,
 * and every next run tries again (decision 012).
 */
export async function runDueRenewals(now = new Date()): Promise<RenewalReport> {
  const today = todayInNetherlands(now);
  const due = await dueSubscriptions(today);
  const report: RenewalReport = { due: due.length, ordered: [], failed: [], waitingForStock: [] };
  for (const subscription of due) {
    const dueDate = subscription.nextPaymentDate!;
    try {
      const order = await createOrder(renewalOrderOf(subscription), {
        user: null,
        idempotencyKey: `renewal-${subscription.id}-${dueDate}`,
        subscription: { renewalOf: subscription },
      });
      await advanceSubscription(subscription, dueDate, today);
      // A recurring payment on the mandate: its outcome is taken now, as the webhook would.
      await settleRenewalPaymentNow(order.publicId, subscriptionOutcomes, now);
      report.ordered.push(order.number);
    } catch (error) {
      if (cannotShip(error)) {
        report.waitingForStock.push(subscription.publicId);
        await noticeNoStock(subscription, dueDate, (error as Error).message);
        continue;
      }
      // The provider refused or the stored order is damaged: staff see it in the log; the date
      // stays, so the next run tries again.
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

/** Tells the customer once per due date that the delivery waits for stock (nothing is charged). */
async function noticeNoStock(subscription: Subscription, dueDate: string, reason: string): Promise<void> {
  const database = await db();
  log.info('subscription renewal waits for stock', { subscriptionId: subscription.id, due: dueDate, reason });
  await database.transaction(async (tx) => {
    const [claimed] = await tx
      .update(subscriptions)
      .set({ stockNoticeDueDate: dueDate })
      .where(
        and(
          eq(subscriptions.id, subscription.id),
          sql`${subscriptions.stockNoticeDueDate} is distinct from ${dueDate}::date`,
        ),
      )
      .returning();
    if (!claimed) return;
    await noteSubscriptionEvent(tx, subscription.id, { actor: 'system' }, 'waiting_for_stock', {
      due: dueDate,
      reason,
    });
    await sendSubscriptionMail(tx, claimed, { kind: 'no-stock' });
  });
}

export interface DailyReport {
  resumed: number;
  retries: { tried: number; paid: number };
  renewals: RenewalReport;
  reminders: number;
}

/**
 * The daily subscription run (`npm run subscriptions:renew`): pauses that end today resume,
 * failed payments due for a try are tried, due renewals are ordered, and the pre-renewal
 * e-mails go out. Every step is safe to repeat on the same day.
 */
export async function runDailySubscriptions(now = new Date()): Promise<DailyReport> {
  const resumed = await resumeEndedPauses(now);
  const retries = await runPaymentRetries(now);
  const renewals = await runDueRenewals(now);
  const reminders = await sendRenewalReminders(now);
  return { resumed, retries, renewals, reminders };
}
