import { eq } from 'drizzle-orm';
import { redeemDiscount, releaseDiscount } from '~/features/discounts/discount-redemption.server';
import { messages } from '~/lib/messages';
import type { Tx } from '~/server/db';
import { orderStatus, orderStatusHistory, orders } from '~/server/db/schema';
import { conflict } from '~/server/http/errors';
import {
  canTransition,
  type ORDER_STATUSES,
  type OrderActor,
  type OrderStatus,
  STATUS_TIMESTAMP,
} from './orders';

export type Order = typeof orders.$inferSelect;

// The database enum (src/server/db/schema/orders.ts) writes the statuses out again, naming no
// feature (decision 033): a difference, in a value or in the order, does not compile here.
orderStatus.enumValues satisfies typeof ORDER_STATUSES;

/** Who caused a change, as the status history keeps it. */
export interface ActorRef {
  actor: OrderActor;
  userId?: number | null;
}

/** Locks an order row for the rest of the transaction (two requests may act on it at once). */
export async function lockOrder(tx: Tx, orderId: number): Promise<Order | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/**
 * The one way an order changes status: checks the move against the status the
 * order has now (lock it first with lockOrder, or pass its id), writes the status,
 * its timestamp and the status history in the caller's transaction. A move the
 * actor may not make answers 409 with the Dutch status names.
 */
export async function transitionOrder(
  tx: Tx,
  input: ActorRef & {
    order: Order | number;
    to: OrderStatus;
    note?: string | null;
    /** Further columns that change with the status (track-and-trace...). */
    set?: Partial<Pick<Order, 'trackAndTrace'>>;
    now?: Date;
  },
): Promise<{ order: Order; from: OrderStatus }> {
  const current = typeof input.order === 'number' ? await lockOrder(tx, input.order) : input.order;
  if (!current) throw conflict(messages.admin.orderNotFound);
  if (!canTransition(current.status, input.to, input.actor)) {
    const label = messages.admin.statusLabels;
    throw conflict(messages.admin.transitionNotAllowed(label[current.status], label[input.to]));
  }
  const now = input.now ?? new Date();
  const stamp = STATUS_TIMESTAMP[input.to];
  const [updated] = await tx
    .update(orders)
    .set({ ...input.set, status: input.to, updatedAt: now, ...(stamp ? { [stamp]: now } : {}) })
    .where(eq(orders.id, current.id))
    .returning();
  // A discount code's use follows the order: redeemed when paid, given back when it ends unpaid.
  if (input.to === 'paid') await redeemDiscount(tx, current.id);
  if ((input.to === 'expired' || input.to === 'cancelled') && !current.paidAt)
    await releaseDiscount(tx, current.id);
  await noteOrderHistory(tx, {
    orderId: current.id,
    from: current.status,
    to: input.to,
    actor: input.actor,
    userId: input.userId,
    note: input.note,
  });
  return { order: updated!, from: current.status };
}

/**
 * A line in the status history without a move: the order's creation (from nothing to
 * 'pending') or an event within a status (a partial refund).
 */
export async function noteOrderHistory(
  tx: Tx,
  input: ActorRef & { orderId: number; from: OrderStatus | null; to: OrderStatus; note?: string | null },
): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: input.orderId,
    fromStatus: input.from,
    toStatus: input.to,
    actor: input.actor,
    actorUserId: input.userId ?? null,
    note: input.note ?? null,
  });
}
