import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { resolveLines } from '~/features/checkout/order-lines.server';
import { formatCalendarDay, todayInNetherlands } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { db } from '~/server/db';
import { savedRecipients, subscriptionEvents, subscriptions } from '~/server/db/schema';
import { conflict, found, HttpError, notFound, unprocessable } from '~/server/http/errors';
import { accountViewOf } from './account-view.server';
import { assertSizesChosen } from './size-rule.server';
import { sendSubscriptionMail } from './subscription-mail.server';
import type { SubscriptionNotice } from './subscriptions';
import {
  type AddressChange,
  dateAfterIntervalChange,
  dateAfterResume,
  dateAfterSkip,
  type LinesChange,
  latestPauseEnd,
  type SubscriptionActionResult,
  undoableSkip,
} from './subscriptions';
import {
  noteSubscriptionEvent,
  type Subscription,
  type SubscriptionTemplate,
  subscriptionTemplateSchema,
} from './subscriptions.server';

const text = messages.subscriptions.control;
type Changes = Partial<typeof subscriptions.$inferInsert>;

/** The caller's own subscription; someone else's answers 404, as if it did not exist. */
async function owned(publicId: string, userId: number): Promise<Subscription> {
  const [row] = await (await db())
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.publicId, publicId), eq(subscriptions.userId, userId)));
  return found(row, messages.api.notFound);
}

const pausedByCustomer = (row: Subscription) => row.status === 'paused' && row.pauseReason === 'customer';

function assertRunning(row: Subscription, options: { allowPaused: boolean }): void {
  if (row.status === 'active' || (options.allowPaused && pausedByCustomer(row))) return;
  if (row.status === 'paused' && row.pauseReason === 'payment_failed') throw conflict(text.payFirst);
  throw conflict(text.notActive);
}

/**
 * Stores a change only if the subscription is still as it was read (status and next date), so
 * a renewal run or a second tab in between answers 409 instead of being overwritten; then
 * records it with the customer as actor and answers the subscription as it is now.
 */
async function applyChange(
  row: Subscription,
  userId: number,
  changes: Changes,
  event: { kind: string; details: Record<string, unknown> },
  message: string,
  /** What the customer is told by mail, recorded with the change. */
  notice?: SubscriptionNotice,
): Promise<SubscriptionActionResult> {
  const database = await db();
  const updated = await database.transaction(async (tx) => {
    const [changed] = await tx
      .update(subscriptions)
      .set(changes)
      .where(
        and(
          eq(subscriptions.id, row.id),
          eq(subscriptions.status, row.status),
          row.nextPaymentDate
            ? eq(subscriptions.nextPaymentDate, row.nextPaymentDate)
            : isNull(subscriptions.nextPaymentDate),
        ),
      )
      .returning();
    if (!changed) throw conflict(text.failed);
    await noteSubscriptionEvent(tx, row.id, { actor: 'customer', userId }, event.kind, event.details);
    if (notice) await sendSubscriptionMail(tx, row, notice);
    return changed;
  });
  return { subscription: await accountViewOf(database, updated), message };
}

/** Pause until a date (after today, at most MAX_PAUSE_DAYS ahead); the next delivery is that day. */
export async function pauseSubscription(publicId: string, userId: number, until: string, now = new Date()) {
  const row = await owned(publicId, userId);
  const today = todayInNetherlands(now);
  if (until <= today) throw unprocessable({ until: [text.pauseInPast] });
  const latest = latestPauseEnd(today);
  if (until > latest) throw unprocessable({ until: [text.pauseTooFar(formatCalendarDay(latest))] });
  assertRunning(row, { allowPaused: true });
  const result = await applyChange(
    row,
    userId,
    { status: 'paused', pauseReason: 'customer', pausedUntil: until, nextPaymentDate: until },
    { kind: 'paused', details: { until, previousNext: row.nextPaymentDate } },
    text.paused(formatCalendarDay(until)),
    { kind: 'paused', until },
  );
  return result;
}

/** Resume a customer's pause now: the planned date when sooner, else one interval from today. */
export async function resumeSubscription(publicId: string, userId: number, now = new Date()) {
  const row = await owned(publicId, userId);
  if (row.status === 'paused' && row.pauseReason === 'payment_failed') throw conflict(text.payFirst);
  if (!pausedByCustomer(row)) throw conflict(text.notPaused);
  const next = dateAfterResume(row.nextPaymentDate, row.intervalWeeks, todayInNetherlands(now));
  return applyChange(
    row,
    userId,
    { status: 'active', pauseReason: null, pausedUntil: null, nextPaymentDate: next },
    { kind: 'resumed', details: { next } },
    text.resumed(formatCalendarDay(next)),
  );
}

/** Skip the next delivery: the next date moves one interval on. */
export async function skipNextDelivery(publicId: string, userId: number, now = new Date()) {
  const row = await owned(publicId, userId);
  assertRunning(row, { allowPaused: false });
  const next = dateAfterSkip(row.nextPaymentDate!, row.intervalWeeks, todayInNetherlands(now));
  return applyChange(
    row,
    userId,
    { nextPaymentDate: next },
    { kind: 'skipped', details: { skipped: row.nextPaymentDate, next } },
    text.skipped(formatCalendarDay(next)),
  );
}

/**
 * Undo a skip: the skipped delivery is the next one again, as long as nothing else
 * changed since and its day has not passed (undoableSkip). Otherwise 409 with the reason.
 */
export async function undoSkip(publicId: string, userId: number, now = new Date()) {
  const row = await owned(publicId, userId);
  assertRunning(row, { allowPaused: false });
  const [lastEvent] = await (await db())
    .select({ kind: subscriptionEvents.kind, details: subscriptionEvents.details })
    .from(subscriptionEvents)
    .where(
      and(
        eq(subscriptionEvents.subscriptionId, row.id),
        inArray(subscriptionEvents.kind, ['skipped', 'skip_undone']),
      ),
    )
    .orderBy(desc(subscriptionEvents.id))
    .limit(1);
  const skipped = undoableSkip(row, lastEvent, todayInNetherlands(now));
  if (!skipped) throw conflict(text.skipNotUndoable);
  return applyChange(
    row,
    userId,
    { nextPaymentDate: skipped },
    { kind: 'skip_undone', details: { next: skipped } },
    text.skipUndone(formatCalendarDay(skipped)),
  );
}

/** Every 4, 8 or 12 weeks; the next date counts from the last delivery with the new interval. */
export async function changeInterval(publicId: string, userId: number, weeks: number, now = new Date()) {
  const row = await owned(publicId, userId);
  assertRunning(row, { allowPaused: true });
  const next =
    row.status === 'active'
      ? dateAfterIntervalChange(row.nextPaymentDate!, row.intervalWeeks, weeks, todayInNetherlands(now))
      : row.nextPaymentDate!;
  return applyChange(
    row,
    userId,
    { intervalWeeks: weeks, nextPaymentDate: next },
    { kind: 'interval', details: { from: row.intervalWeeks, to: weeks, next } },
    text.intervalChanged(weeks, formatCalendarDay(next)),
  );
}

function templateOf(row: Subscription): SubscriptionTemplate {
  const parsed = subscriptionTemplateSchema.safeParse(row.template);
  if (!parsed.success) throw conflict(text.failed);
  return parsed.data;
}

/** New products and quantities (only products for sale; prices are read at each renewal). */
export async function changeLines(publicId: string, userId: number, change: LinesChange) {
  const row = await owned(publicId, userId);
  assertRunning(row, { allowPaused: true });
  const database = await db();
  const resolved = await resolveLines(
    database,
    change.lines.map((line) => ({
      id: line.variation_id ?? line.product_id,
      productId: line.product_id,
      variationId: line.variation_id,
      quantity: line.quantity,
    })),
  ).catch((error: unknown) => {
    if (error instanceof HttpError) throw unprocessable({ lines: [text.productUnavailable] });
    throw error;
  });
  await assertSizesChosen(database, resolved);
  const template = templateOf(row);
  const lineItems = resolved.map((line) => ({
    id: line.variationId ?? line.productId,
    product_id: line.productId,
    product_variation_id: line.variationId,
    quantity: Math.min(line.quantity, 100),
  }));
  return applyChange(
    row,
    userId,
    { template: { ...template, lineItems } },
    { kind: 'lines', details: { from: template.lineItems, to: lineItems } },
    text.linesChanged,
  );
}

/**
 * A new delivery address (validated like the checkout's). Ordered for someone else: it is
 * the recipient's address that changes, the buyer's (the payer's) stays.
 */
export async function changeAddress(publicId: string, userId: number, address: AddressChange) {
  const row = await owned(publicId, userId);
  assertRunning(row, { allowPaused: true });
  const template = templateOf(row);
  if (template.recipient) {
    const recipient = { ...template.recipient, ...address };
    return applyChange(
      row,
      userId,
      { template: { ...template, recipient } },
      { kind: 'address', details: { from: template.recipient, to: recipient } },
      text.addressChanged,
    );
  }
  const next = { ...template.address, ...address };
  return applyChange(
    row,
    userId,
    { template: { ...template, address: next } },
    { kind: 'address', details: { from: template.address, to: next } },
    text.addressChanged,
  );
}

/**
 * Who receives the next renewals: the buyer's own address ('own') or one of the caller's
 * saved recipients, copied into the template. Someone else's recipient id answers 404 like a missing one.
 */
export async function changeRecipient(publicId: string, userId: number, choice: 'own' | number) {
  const row = await owned(publicId, userId);
  assertRunning(row, { allowPaused: true });
  const template = templateOf(row);
  let recipient: SubscriptionTemplate['recipient'] = null;
  if (choice !== 'own') {
    const [saved] = await (await db())
      .select()
      .from(savedRecipients)
      .where(and(eq(savedRecipients.id, choice), eq(savedRecipients.userId, userId)));
    if (!saved) throw notFound(messages.recipients.notFound);
    recipient = {
      first_name: saved.firstName,
      last_name: saved.lastName,
      street: saved.street,
      street_number: saved.streetNumber,
      street_addition: saved.streetAddition,
      postcode: saved.postcode,
      city: saved.city,
      country: 'Nederland',
    };
  }
  return applyChange(
    row,
    userId,
    { template: { ...template, recipient } },
    {
      kind: 'address',
      details: { from: template.recipient ?? template.address, to: recipient ?? template.address },
    },
    text.addressChanged,
  );
}

/** Online cancellation (required by Dutch law): no further renewals or retries from now on. */
export async function cancelSubscription(publicId: string, userId: number): Promise<void> {
  const row = await owned(publicId, userId);
  const database = await db();
  const cancelled = await database.transaction(async (tx) => {
    const [changed] = await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: new Date(), nextPaymentDate: null, nextRetryOn: null })
      .where(
        and(
          eq(subscriptions.id, row.id),
          inArray(subscriptions.status, ['pending', 'active', 'paused', 'suspended']),
        ),
      )
      .returning();
    if (changed) {
      await noteSubscriptionEvent(tx, row.id, { actor: 'customer', userId }, 'cancelled');
      await sendSubscriptionMail(tx, changed, { kind: 'cancelled' });
    }
    return changed;
  });
  if (!cancelled) throw conflict(messages.subscriptions.alreadyCancelled);
}
