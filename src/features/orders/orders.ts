/**
 * The one home of an order's life cycle: its statuses and who may move it where.
 * Isomorphic and free of zod (staff islands import it); the database enum in
 * src/server/db/schema/orders.ts repeats ORDER_STATUSES, checked by the compiler.
 */

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'shipped',
  'delivered',
  'refunded',
  'withdrawn',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who moves an order; kept in the status history ('actor'). */
export type OrderActor = 'customer' | 'webhook' | 'staff' | 'system';

/**
 * The moves each actor may make. Payment outcomes belong to the webhook: an order
 * awaiting payment takes the outcome of its payment, and a paid result still counts
 * after an earlier failure (the shopper paid again), but a late failure never undoes
 * anything. Staff cancel before shipping (money back through the provider) and refund
 * after. The customer withdraws (the withdrawal period is checked by the caller). The
 * system lets an order that never got a payment expire, or cancels it when the payment
 * provider refused to start one, and cancels an order withdrawn before it shipped.
 */
const TRANSITIONS: Record<OrderActor, Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  webhook: {
    pending: ['paid', 'failed', 'cancelled', 'expired'],
    failed: ['paid'],
    cancelled: ['paid'],
    expired: ['paid'],
  },
  staff: {
    pending: ['cancelled'],
    failed: ['cancelled'],
    expired: ['cancelled'],
    paid: ['shipped', 'cancelled', 'refunded'],
    shipped: ['delivered', 'refunded'],
    delivered: ['refunded'],
    withdrawn: ['refunded'],
  },
  customer: {
    paid: ['withdrawn'],
    shipped: ['withdrawn'],
    delivered: ['withdrawn'],
  },
  system: {
    pending: ['expired', 'cancelled'],
    // Withdrawn before it shipped: refunded in full and cancelled (the caller checks it never shipped).
    withdrawn: ['cancelled'],
  },
};

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor = 'staff'): boolean {
  return TRANSITIONS[actor][from]?.includes(to) ?? false;
}

/** Statuses in which the order waits for (another) payment: a new payment may be started. */
export const AWAITING_PAYMENT: readonly OrderStatus[] = ['pending', 'failed', 'cancelled', 'expired'];

/**
 * Orders that count as revenue: the customer paid and the money stayed with us.
 * Not counted: pending (not paid yet), failed, cancelled and expired (never paid),
 * refunded and withdrawn (the money went back).
 */
export const REVENUE_STATUSES = ['paid', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];

/** Statuses in which the customer's money is with us, so a refund is possible. */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'delivered', 'withdrawn'];

/** When each status was reached, kept on the order itself for lists and e-mails. */
export const STATUS_TIMESTAMP: Partial<
  Record<OrderStatus, 'paidAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt' | 'withdrawnAt'>
> = {
  paid: 'paidAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
  withdrawn: 'withdrawnAt',
};
