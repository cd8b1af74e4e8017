/**
 * The EU withdrawal right (herroepingsrecht; the online withdrawal function is required since
 * 2026-06-19): 14 days after delivery the customer may withdraw from the purchase.
 *
 * Two readings of when the period runs: from delivery only, or from payment until 14 days after
 * delivery. The safer one for the customer is taken: the right may be used from the moment the
 * order is paid (before delivery too, as the law allows) until 14 days after delivery. An order
 * that is shipped but not yet marked delivered stays open.
 */
const WITHDRAWAL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface WithdrawableOrder {
  status: string;
  deliveredAt: Date | null;
}

const OPEN_STATUSES = ['paid', 'shipped', 'delivered'];

/** The last moment to withdraw: null while the period has not started counting (not delivered). */
export function withdrawalDeadline(order: WithdrawableOrder): Date | null {
  return order.deliveredAt ? new Date(order.deliveredAt.getTime() + WITHDRAWAL_DAYS * DAY_MS) : null;
}

export function canWithdraw(order: WithdrawableOrder, now: Date = new Date()): boolean {
  if (!OPEN_STATUSES.includes(order.status)) return false;
  const deadline = withdrawalDeadline(order);
  return deadline === null || now.getTime() <= deadline.getTime();
}
