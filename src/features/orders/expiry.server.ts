import { and, eq, gt, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import { releaseStaleDiscounts } from '~/features/discounts/discount-redemption.server';
import { messages } from '~/lib/messages';
import { db, type Tx } from '~/server/db';
import { orderPaymentLinks, orders, payments, subscriptions } from '~/server/db/schema';
import { env } from '~/server/env';
import { log } from '~/server/log';
import { releaseStock } from './stock.server';
import { lockOrder, type Order, transitionOrder } from './transition.server';

/** Payments that may still be paid: an order with one of these keeps its stock. */
const LIVE_PAYMENT = ['open', 'pending', 'authorized'];
const BATCH = 100;

/**
 * Orders that can no longer be paid give their stock back:
 * - a pending order that never got a payment (the server stopped between storing it and
 *   creating its payment, and nobody came back for it) expires after
 *   ORDER_PAYMENT_TIMEOUT_MINUTES, unless it was taken by phone and its mailed payment link still
 *   works (decision 037): the customer pays it from her mail, maybe days later;
 * - an order whose payment failed but still holds stock (a retry stopped half-way) releases it.
 * Safe on several instances: each order is locked and checked again before it changes, and
 * stock is given back through a claim (releaseStock), so two sweeps never return it twice.
 */
export async function expireUnpaidOrders(
  now = new Date(),
): Promise<{ expired: string[]; released: string[] }> {
  const cutoff = new Date(now.getTime() - env().ORDER_PAYMENT_TIMEOUT_MINUTES * 60_000);
  const database = await db();
  const noPayment = (statuses?: string[]) =>
    notExists(
      database
        .select({ one: sql`1` })
        .from(payments)
        .where(
          and(eq(payments.orderId, orders.id), statuses ? inArray(payments.status, statuses) : undefined),
        ),
    );

  const stalePending = await database
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        lt(orders.createdAt, cutoff),
        lt(orders.updatedAt, cutoff),
        noPayment(),
        notExists(
          database
            .select({ one: sql`1` })
            .from(orderPaymentLinks)
            .where(and(eq(orderPaymentLinks.orderId, orders.id), gt(orderPaymentLinks.expiresAt, now))),
        ),
      ),
    )
    .limit(BATCH);
  const expired: string[] = [];
  for (const { id } of stalePending) {
    const number = await database.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (order?.status !== 'pending' || order.updatedAt >= cutoff) return null;
      const [payment] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.orderId, id));
      if (payment) return null; // its payment was started meanwhile
      await closeUnpaidOrder(tx, order, {
        to: 'expired',
        note: messages.orderNotes.expiredWithoutPayment,
        now,
      });
      return order.number;
    });
    if (number) expired.push(number);
  }

  const holding = await database
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['failed', 'cancelled', 'expired']),
        isNotNull(orders.stockDecrementedAt),
        lt(orders.updatedAt, cutoff),
        noPayment(LIVE_PAYMENT),
      ),
    )
    .limit(BATCH);
  const released: string[] = [];
  for (const { id, number } of holding) {
    const lines = await database.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order || !['failed', 'cancelled', 'expired'].includes(order.status)) return [];
      return releaseStock(tx, id);
    });
    if (lines.length > 0) released.push(number);
  }
  // A failed payment nobody retried gives its discount code's use back too.
  await releaseStaleDiscounts(cutoff);
  // Cached pages follow the stock through the outbox (releaseStock records stock.changed).
  if (expired.length || released.length)
    log.info('unpaid orders released their stock', { expired, released });
  return { expired, released };
}

/**
 * Ends a pending order that has no payment: its status (expired, or cancelled when the
 * provider refused the payment), its stock back, its waiting subscription cancelled, and
 * its idempotency key freed, so the shopper's next attempt (another method) is a new order.
 */
async function closeUnpaidOrder(
  tx: Tx,
  order: Order,
  input: { to: 'expired' | 'cancelled'; note: string; now: Date },
): Promise<void> {
  await transitionOrder(tx, { order, to: input.to, actor: 'system', note: input.note, now: input.now });
  await tx.update(orders).set({ idempotencyKey: null }).where(eq(orders.id, order.id));
  await releaseStock(tx, order.id);
  if (order.subscriptionId) {
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: input.now })
      .where(and(eq(subscriptions.id, order.subscriptionId), eq(subscriptions.status, 'pending')));
  }
}

/**
 * The payment provider refused to start the first payment of a new order (it answered,
 * so no payment exists): the order cannot be paid and is cancelled at once.
 */
export async function cancelRefusedOrder(orderId: number, reason: string): Promise<void> {
  await (await db()).transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.status !== 'pending') return;
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.orderId, orderId));
    if (payment) return;
    await closeUnpaidOrder(tx, order, {
      to: 'cancelled',
      note: messages.orderNotes.paymentRefused(reason),
      now: new Date(),
    });
  });
}
