/**
 * The EU withdrawal right (herroepingsrecht; the online withdrawal function is required since
 * 2026-06-19): 14 days after delivery the customer may withdraw from the purchase.
 *
 * Two readings of when the period runs: from delivery only, or from payment until 14 days after
 * delivery. The safer one for the customer is taken: the right may be used from the moment the
 * order is paid (before delivery too, as the law allows) until 14 days after delivery. An order
 * that is shipped but not yet marked delivered stays open.
 *
 * The period ends at the end of the 14th calendar day after the day of delivery, in Dutch time
 * (delivered on 1 November at 10:00: open until 15 November, 23:59:59), not 14 x 24 hours later.
 */
import { addDays, endOfDutchDay, todayInNetherlands } from '~/lib/dates';

const WITHDRAWAL_DAYS = 14;

export interface WithdrawableOrder {
  status: string;
  deliveredAt: Date | null;
}

const OPEN_STATUSES = ['paid', 'shipped', 'delivered'];

/** The last moment to withdraw: null while the period has not started counting (not delivered). */
export function withdrawalDeadline(order: WithdrawableOrder): Date | null {
  if (!order.deliveredAt) return null;
  return endOfDutchDay(addDays(todayInNetherlands(order.deliveredAt), WITHDRAWAL_DAYS));
}

export function canWithdraw(order: WithdrawableOrder, now: Date = new Date()): boolean {
  if (!OPEN_STATUSES.includes(order.status)) return false;
  const deadline = withdrawalDeadline(order);
  return deadline === null || now.getTime() <= deadline.getTime();
}

/** Still in the warehouse: never marked shipped or delivered (withdrawing it then cancels it). */
export function neverShipped(order: { shippedAt: Date | null; deliveredAt: Date | null }): boolean {
  return order.shippedAt === null && order.deliveredAt === null;
}
