import { z } from 'zod';
import { SUBSCRIPTION_INTERVALS } from '~/config/shop';
import { orderSubmissionSchema } from '~/features/checkout/checkout';
import { addDays } from '~/lib/dates';
import * as checkoutTexts from '~/lib/messages/checkout';
import * as subscriptionTexts from '~/lib/messages/subscriptions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { checkout: checkoutTexts.checkout, subscriptions: subscriptionTexts.subscriptions };

/**
 * The schedule of a subscription, in one place (decision 012). Days are Dutch calendar days.
 * A failed recurring payment is tried again RETRY_AFTER_DAYS after the first failure (day 0);
 * after the last failed try the subscription is paused, never cancelled.
 */
export const RETRY_AFTER_DAYS = [3, 7] as const;
/** The pre-renewal e-mail goes this many days before the charge. */
export const REMINDER_DAYS_AHEAD = 3;
/** A customer pauses until at most this many days ahead. */
export const MAX_PAUSE_DAYS = 183;

/** A line of a subscription as the account page shows it. */
export interface AccountSubscriptionLine {
  product_id: number;
  variation_id: number | null;
  name: string;
  quantity: number;
}

export interface AccountSubscriptionAddress {
  street: string;
  street_number: string;
  street_addition: string | null;
  postcode: string;
  city: string;
}

/** A subscription as the account page shows it (GET /api/subscriptions). Client-safe. */
export interface AccountSubscription {
  id: string;
  /** pending, active, paused, suspended, cancelled */
  status: string;
  /** 'customer' (until paused_until) or 'payment_failed' while paused. */
  pause_reason: string | null;
  paused_until: string | null;
  interval_weeks: number;
  next_delivery: string | null;
  /** What the next delivery costs at today's prices, in euros (shipping included). */
  amount: number;
  lines: AccountSubscriptionLine[];
  /** Where the renewals go: the recipient's address when ordered for someone else. */
  address: AccountSubscriptionAddress;
  /** The person the renewals go to when not the buyer (the buyer stays the payer); null: the buyer. */
  recipient_name: string | null;
  /** The order page where an unpaid renewal can be paid, while one is open. */
  pay_url: string | null;
  /** The discount code of the first order: it applied once, the next amount is without it. */
  first_order_discount_code: string | null;
  /** The delivery the customer skipped, while that can still be undone (before its order is made). */
  skipped_delivery: string | null;
}

/**
 * The delivery a skip can bring back: the last skip of the subscription was not undone,
 * the next date is still the one it set (no pause, interval change or renewal since), and the
 * skipped day has not passed (its renewal order is made on that day at the earliest). Otherwise null.
 */
export function undoableSkip(
  subscription: { status: string; nextPaymentDate: string | null },
  lastEvent: { kind: string; details: Record<string, unknown> } | undefined,
  today: string,
): string | null {
  if (subscription.status !== 'active' || lastEvent?.kind !== 'skipped') return null;
  const { skipped, next } = lastEvent.details;
  if (typeof skipped !== 'string' || next !== subscription.nextPaymentDate) return null;
  return skipped >= today ? skipped : null;
}

/** Answer of every customer action: the subscription as it is now, and what to tell the customer. */
export interface SubscriptionActionResult {
  subscription: AccountSubscription;
  message: string;
}

/** A calendar day (yyyy-mm-dd) `weeks` after `from`. */
export const addWeeks = (from: string, weeks: number): string => addDays(from, weeks * 7);

/** Skipping: the next date one interval on, and always after today. */
export function dateAfterSkip(next: string, intervalWeeks: number, today: string): string {
  let moved = addWeeks(next, intervalWeeks);
  while (moved <= today) moved = addWeeks(moved, intervalWeeks);
  return moved;
}

/**
 * A new interval: the next date counts from the last delivery (next minus the old interval)
 * with the new interval, but never sooner than REMINDER_DAYS_AHEAD days from today, so the
 * customer always gets the pre-renewal e-mail first.
 */
export function dateAfterIntervalChange(
  next: string,
  oldWeeks: number,
  newWeeks: number,
  today: string,
): string {
  const recomputed = addWeeks(addWeeks(next, -oldWeeks), newWeeks);
  const earliest = addDays(today, REMINDER_DAYS_AHEAD);
  // Calendar days as yyyy-mm-dd compare as strings.
  if (recomputed < earliest) return earliest;
  return recomputed;
}

/**
 * Resuming a pause now: the planned date when it is sooner than one interval from today (but not
 * within REMINDER_DAYS_AHEAD days, so the pre-renewal e-mail still comes first), else one interval
 * from today.
 */
export function dateAfterResume(planned: string | null, intervalWeeks: number, today: string): string {
  const fromToday = addWeeks(today, intervalWeeks);
  if (!planned || planned >= fromToday) return fromToday;
  const earliest = addDays(today, REMINDER_DAYS_AHEAD);
  if (planned < earliest) return earliest;
  return planned;
}

/** The latest day a pause may end on, from today. */
export const latestPauseEnd = (today: string) => addDays(today, MAX_PAUSE_DAYS);

const intervalSchema = z
  .number()
  .int()
  .refine(
    (weeks) => (SUBSCRIPTION_INTERVALS as readonly number[]).includes(weeks),
    messages.checkout.check.interval,
  );

const day = z.iso.date(messages.subscriptions.validDate);

export const pauseSchema = z.object({ until: day });
export const intervalChangeSchema = z.object({ interval_weeks: intervalSchema });

const rowId = z.number().int().positive().max(2_147_483_647);
export const linesChangeSchema = z.object({
  lines: z
    .array(
      z.object({
        product_id: rowId,
        variation_id: rowId.nullish().transform((value) => value ?? null),
        quantity: z
          .number()
          .int()
          .min(1, messages.checkout.check.quantityMin)
          .max(100, messages.checkout.check.quantityMax),
      }),
    )
    .min(1, messages.subscriptions.atLeastOneProduct)
    .max(50),
});
export type LinesChange = z.infer<typeof linesChangeSchema>;

// The checkout's own address rules (Dutch postcode, house number, lengths).
const checkoutAddress = orderSubmissionSchema.shape.address.shape;
export const addressChangeSchema = z.object({
  street: checkoutAddress.street,
  street_number: checkoutAddress.street_number,
  street_addition: checkoutAddress.street_addition,
  postcode: checkoutAddress.postcode,
  city: checkoutAddress.city,
});
export type AddressChange = z.infer<typeof addressChangeSchema>;

/**
 * Who the next renewals go to: 'own' (the buyer's own address) or a saved recipient's id;
 * without it the body is an address change. The server checks the recipient is the caller's own.
 */
export const recipientChoiceSchema = z.looseObject({
  deliver_to: z.union([z.literal('own'), rowId]).optional(),
});

/** What a subscription e-mail tells its customer (sent from the outbox; subjects stay discreet). */
export type SubscriptionNotice =
  | { kind: 'reminder'; due: string; totalCents: number }
  | { kind: 'paused'; until: string }
  | { kind: 'cancelled' }
  | { kind: 'payment-failed'; orderNumber: string; orderPublicId: string; nextTry: string }
  | { kind: 'payment-paused'; orderNumber: string; orderPublicId: string }
  | { kind: 'no-stock' };

/** A running subscription from before the size rule that renews a product with sizes without one (staff). */
export interface SizelessSubscription {
  subscriptionId: number;
  email: string;
  status: string;
  /** Products with sizes this subscription renews without one. */
  productNames: string[];
  /** Its latest order, where staff find the customer. */
  latestOrderNumber: string | null;
}
