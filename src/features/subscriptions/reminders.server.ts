import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import { addDays, todayInNetherlands } from '~/lib/dates';
import { db } from '~/server/db';
import { subscriptions } from '~/server/db/schema';
import { pricedTemplate } from './account-view.server';
import { sendSubscriptionMail } from './subscription-mail.server';
import { REMINDER_DAYS_AHEAD } from './subscriptions';
import { noteSubscriptionEvent } from './subscriptions.server';

/**
 * A customer's pause ends by itself: on its last day the subscription is active again (its next
 * date is that day, set when it was paused), so the same run renews it. Answers how many resumed.
 */
export async function resumeEndedPauses(now = new Date()): Promise<number> {
  const today = todayInNetherlands(now);
  const database = await db();
  const resumed = await database
    .update(subscriptions)
    .set({ status: 'active', pauseReason: null, pausedUntil: null })
    .where(
      and(
        eq(subscriptions.status, 'paused'),
        eq(subscriptions.pauseReason, 'customer'),
        lte(subscriptions.pausedUntil, today),
      ),
    )
    .returning({ id: subscriptions.id });
  for (const row of resumed) await noteSubscriptionEvent(database, row.id, { actor: 'system' }, 'resumed');
  return resumed.length;
}

/**
 * The pre-renewal e-mail: REMINDER_DAYS_AHEAD days before a charge (or on the first run after,
 * when the date was set closer), what will be charged and when, from today's prices, lines and
 * address. Once per due date: the date is claimed in announced_due_date before the mail goes,
 * so a second run (or a second machine) sends nothing. Answers how many were sent.
 */
export async function sendRenewalReminders(now = new Date()): Promise<number> {
  const today = todayInNetherlands(now);
  const horizon = addDays(today, REMINDER_DAYS_AHEAD);
  const database = await db();
  const candidates = await database
    .select()
    .from(subscriptions)
    .where(
      and(
        or(
          eq(subscriptions.status, 'active'),
          and(eq(subscriptions.status, 'paused'), eq(subscriptions.pauseReason, 'customer')),
        ),
        gt(subscriptions.nextPaymentDate, today),
        lte(subscriptions.nextPaymentDate, horizon),
        sql`${subscriptions.announcedDueDate} is distinct from ${subscriptions.nextPaymentDate}`,
      ),
    );
  let sent = 0;
  for (const candidate of candidates) {
    const due = candidate.nextPaymentDate!;
    // One reminder per due date: the claim, its note and the mail's event commit together.
    const reminded = await database.transaction(async (tx) => {
      const [claimed] = await tx
        .update(subscriptions)
        .set({ announcedDueDate: due })
        .where(
          and(
            eq(subscriptions.id, candidate.id),
            eq(subscriptions.nextPaymentDate, due),
            sql`${subscriptions.announcedDueDate} is distinct from ${due}::date`,
          ),
        )
        .returning();
      if (!claimed) return false;
      const { totalCents } = await pricedTemplate(tx, claimed);
      await sendSubscriptionMail(tx, claimed, { kind: 'reminder', due, totalCents });
      await noteSubscriptionEvent(tx, claimed.id, { actor: 'system' }, 'reminded', { due, totalCents });
      return true;
    });
    if (reminded) sent++;
  }
  return sent;
}
