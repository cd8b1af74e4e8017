import { z } from 'zod';
import { addDays } from '~/lib/dates';

/** The reminder comes this many days before the estimated last piece. */
export const REMIND_DAYS_BEFORE = 5;
/** Days the parcel takes to arrive: the estimate counts from then. */
const DELIVERY_DAYS = 2;

/** The checkout's soft opt-in: `{ per_day }` when the buyer wants a reminder. */
export const refillOptInSchema = z.object({ per_day: z.number().int().min(1).max(8) }).nullish();

/**
 * The day to remind: pieces ordered (pack size x quantity, all lines) divided by the pieces a day
 * the buyer uses, counted from delivery, 5 days before the last one; never before tomorrow.
 */
export function refillDueDay(
  orderDay: string,
  lines: { inPackage: number; quantity: number }[],
  perDay: number,
): string {
  const pieces = lines.reduce((total, line) => total + Math.max(1, line.inPackage) * line.quantity, 0);
  const lasts = Math.floor(pieces / Math.max(1, perDay));
  return addDays(orderDay, Math.max(1, DELIVERY_DAYS + lasts - REMIND_DAYS_BEFORE));
}
