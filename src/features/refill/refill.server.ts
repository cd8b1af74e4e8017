import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { ReorderAnswer } from '~/features/account/account';
import { cartLinesOfOrder } from '~/features/account/reorder.server';
import { todayInNetherlands } from '~/lib/dates';
import { db } from '~/server/db';
import { orderLines, orders, products, refillReminders } from '~/server/db/schema';
import { recordEvent } from '~/server/outbox';
import { refillDueDay } from './refill';

/** Statuses of an order whose goods reached (or are reaching) the buyer. */
const RECEIVED = ['paid', 'shipped', 'delivered'] as const;

/** After a one-off order whose buyer opted in: plans the one reminder from pack sizes and usage. */
export async function planRefillReminder(orderId: number, perDay: number): Promise<void> {
  const database = await db();
  const [order] = await database.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.isSubscription) return;
  const lines = await database
    .select({ quantity: orderLines.quantity, inPackage: products.inPackage })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, order.id));
  if (lines.length === 0) return;
  await database
    .insert(refillReminders)
    .values({
      orderId: order.id,
      email: order.email,
      usagePerDay: perDay,
      // Counted from the day of the order, whenever this runs after it.
      dueOn: refillDueDay(todayInNetherlands(order.createdAt), lines, perDay),
      token: randomBytes(24).toString('base64url'),
    })
    .onConflictDoNothing();
}

/**
 * The daily job: reminders due today or before, of orders that were paid, not unsubscribed and not
 * sent yet. Marked sent with their events in one transaction: a repeated run mails nobody twice.
 */
export async function queueDueRefillReminders(now = new Date()): Promise<number> {
  return (await db()).transaction(async (tx) => {
    const due = await tx
      .select({ id: refillReminders.id })
      .from(refillReminders)
      .innerJoin(orders, eq(orders.id, refillReminders.orderId))
      .where(
        and(
          lte(refillReminders.dueOn, todayInNetherlands(now)),
          isNull(refillReminders.sentAt),
          isNull(refillReminders.unsubscribedAt),
          inArray(orders.status, [...RECEIVED]),
        ),
      );
    if (due.length === 0) return 0;
    await tx
      .update(refillReminders)
      .set({ sentAt: now })
      .where(
        inArray(
          refillReminders.id,
          due.map((row) => row.id),
        ),
      );
    for (const row of due) await recordEvent(tx, 'refill.reminder_due', { reminderId: row.id });
    return due.length;
  });
}

/** Whether the reminder's link is known (its unsubscribe page then shows the button). */
export async function refillLinkIsKnown(token: string): Promise<boolean> {
  const [row] = await (await db())
    .select({ id: refillReminders.id })
    .from(refillReminders)
    .where(eq(refillReminders.token, token));
  return Boolean(row);
}

/** The unsubscribe link: no reminder for this order any more. False for an unknown token. */
export async function unsubscribeRefill(token: string, now = new Date()): Promise<boolean> {
  const rows = await (await db())
    .update(refillReminders)
    .set({ unsubscribedAt: now })
    .where(eq(refillReminders.token, token))
    .returning({ id: refillReminders.id });
  return rows.length > 0;
}

/** The one-click reorder: the reminded order's lines at today's prices; null for an unknown token. */
export async function refillCart(token: string): Promise<ReorderAnswer | null> {
  const [reminder] = await (await db())
    .select({ orderId: refillReminders.orderId })
    .from(refillReminders)
    .where(eq(refillReminders.token, token));
  return reminder ? cartLinesOfOrder(reminder.orderId) : null;
}
