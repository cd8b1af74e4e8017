import { eq } from 'drizzle-orm';
import { noteShippedOnInvoice } from '~/features/invoices/invoices.server';
import type { Staff } from '~/features/orders/order-status.server';
import { changeOrderStatus } from '~/features/orders/order-status.server';
import type { OrderStatus } from '~/features/orders/orders';
import { canTransition } from '~/features/orders/orders';
import { releaseStock } from '~/features/orders/stock.server';
import { recordRefund, refundAtProvider } from '~/features/payments/refund.server';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { hasRole, type Role } from '~/lib/roles';
import { recordAudit } from '~/server/audit.server';
import { db, type Tx } from '~/server/db';
import { orders } from '~/server/db/schema';
import { conflict, forbidden, found } from '~/server/http/errors';
import { recordEvent } from '~/server/outbox';

type Order = typeof orders.$inferSelect;

const label = (status: OrderStatus) => messages.admin.statusLabels[status];

async function findOrder(number: string): Promise<Order> {
  const [order] = await (await db()).select().from(orders).where(eq(orders.number, number));
  return found(order, messages.admin.orderNotFound);
}

/** Marks a paid order shipped and tells the customer, discreetly (no product names anywhere in the mail). */
export async function shipOrder(number: string, staff: Staff, trackAndTrace?: string): Promise<void> {
  const { id } = await findOrder(number);
  await (await db()).transaction(async (tx) => {
    const { order } = await changeOrderStatus(tx, {
      orderId: id,
      to: 'shipped',
      staff,
      note: trackAndTrace ? `Track-en-tracecode: ${trackAndTrace}` : null,
      set: { trackAndTrace: trackAndTrace ?? null },
      details: { trackAndTrace: trackAndTrace ?? null },
    });
    // The invoice's "Leverdatum" is the day the goods left (decision 030).
    await noteShippedOnInvoice(tx, id, order.shippedAt ?? new Date());
    // The shipping mail (with tracking) goes out from the outbox after the commit.
    await recordEvent(tx, 'order.shipped', { orderId: id });
  });
}

/**
 * Marks a shipped order delivered; the event it records invites the buyer to review what they
 * bought (src/features/reviews/reviews.handlers.server.ts, once per order).
 */
export async function deliverOrder(number: string, staff: Staff): Promise<void> {
  const { id } = await findOrder(number);
  await (await db()).transaction(async (tx) => {
    await changeOrderStatus(tx, { orderId: id, to: 'delivered', staff });
    await recordEvent(tx, 'order.delivered', { orderId: id });
  });
}

/**
 * Cancels an order. An unpaid order simply stops; a paid one that has not shipped
 * gets its money back through the payment provider first, and its stock returns.
 */
export async function cancelOrder(
  number: string,
  staff: Staff & { role: Role },
  note?: string,
): Promise<{ stockReturned: boolean }> {
  const order = await findOrder(number);
  if (!canTransition(order.status, 'cancelled')) {
    throw conflict(messages.admin.transitionNotAllowed(label(order.status), label('cancelled')));
  }
  // Cancelling a paid order refunds it: money, so order handlers and admins only (decision 028).
  if (order.status === 'paid' && !hasRole(staff, 'order_handler'))
    throw forbidden(messages.admin.moneyNeedsRole);
  const refund = order.status === 'paid' ? await refundAtProvider(order, { kind: 'everything' }) : null;
  return (await db()).transaction(async (tx) => {
    if (refund) await recordRefund(tx, refund, staff);
    const { order: cancelled } = await changeOrderStatus(tx, {
      orderId: order.id,
      to: 'cancelled',
      staff,
      note: note ?? (refund ? `Terugbetaald: ${formatEuro(refund.plan.totalCents)}` : null),
      details: refund ? { refundedCents: refund.plan.totalCents } : {},
    });
    // Stock held by the order (reserved, or taken when paid) returns unless it was shipped.
    const stockReturned = cancelled.shippedAt === null && (await returnStock(tx, cancelled, staff));
    return { stockReturned };
  });
}

/** A cancelled order that held stock gives it back (it never left the warehouse); audited. */
async function returnStock(tx: Tx, order: Order, staff: Staff): Promise<boolean> {
  const lines = await releaseStock(tx, order.id);
  if (lines.length === 0) return false;
  await recordAudit(tx, {
    actorUserId: staff.id,
    action: 'stock.returned',
    entity: 'order',
    entityId: order.number,
    details: {
      lines: lines.map((line) => ({
        productId: line.productId,
        variationId: line.variationId,
        quantity: line.quantity,
      })),
    },
  });
  return true;
}
