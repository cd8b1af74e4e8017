import { and, desc, eq, sql } from 'drizzle-orm';
import { issueCreditInvoice } from '~/features/invoices/invoices.server';
import { type OrderStatus, REFUNDABLE_STATUSES } from '~/features/orders/orders';
import { releaseStock } from '~/features/orders/stock.server';
import { lockOrder, noteOrderHistory, transitionOrder } from '~/features/orders/transition.server';
import { paymentProvider } from '~/features/payments/payments.server';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { db, type Tx } from '~/server/db';
import { orders, payments, refundRequests, refunds } from '~/server/db/schema';
import { conflict, found, HttpError, unprocessable } from '~/server/http/errors';
import { log } from '~/server/log';
import { recordEvent } from '~/server/outbox';
import { canTransition } from './admin';
import { recordAudit } from './audit.server';
import type { Staff } from './orders.server';

type Order = typeof orders.$inferSelect;
type Payment = typeof payments.$inferSelect;

const label = (status: OrderStatus) => messages.admin.statusLabels[status];

/**
 * The one way staff change an order's status: transitionOrder (which locks the order and
 * checks the move against the status it has now, not the one the staff member's page
 * showed: two people may act at once) plus the audit log, in the caller's transaction.
 */
async function changeOrderStatus(
  tx: Tx,
  input: {
    orderId: number;
    to: OrderStatus;
    staff: Staff;
    note?: string | null;
    /** Further columns that change with the status (track-and-trace...). */
    set?: Partial<Pick<Order, 'trackAndTrace'>>;
    details?: Record<string, unknown>;
  },
): Promise<{ order: Order; from: OrderStatus }> {
  const current = found(await lockOrder(tx, input.orderId), messages.admin.orderNotFound);
  const result = await transitionOrder(tx, {
    order: current,
    to: input.to,
    actor: 'staff',
    userId: input.staff.id,
    note: input.note ?? null,
    set: input.set,
  });
  await recordAudit(tx, {
    actorUserId: input.staff.id,
    action: `order.${input.to}`,
    entity: 'order',
    entityId: current.number,
    details: { from: result.from, to: input.to, note: input.note ?? null, ...input.details },
  });
  return result;
}

async function findOrder(number: string): Promise<Order> {
  const [order] = await (await db()).select().from(orders).where(eq(orders.number, number));
  return found(order, messages.admin.orderNotFound);
}

/** Marks a paid order shipped and tells the customer, discreetly (no product names anywhere in the mail). */
export async function shipOrder(number: string, staff: Staff, trackAndTrace?: string): Promise<void> {
  const { id } = await findOrder(number);
  await (await db()).transaction(async (tx) => {
    await changeOrderStatus(tx, {
      orderId: id,
      to: 'shipped',
      staff,
      note: trackAndTrace ? `Track-en-tracecode: ${trackAndTrace}` : null,
      set: { trackAndTrace: trackAndTrace ?? null },
      details: { trackAndTrace: trackAndTrace ?? null },
    });
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
  staff: Staff,
  note?: string,
): Promise<{ stockReturned: boolean }> {
  const order = await findOrder(number);
  if (!canTransition(order.status, 'cancelled')) {
    throw conflict(messages.admin.transitionNotAllowed(label(order.status), label('cancelled')));
  }
  const refund = order.status === 'paid' ? await refundAtProvider(order, undefined) : null;
  return (await db()).transaction(async (tx) => {
    if (refund) await recordRefund(tx, refund, staff);
    const { order: cancelled } = await changeOrderStatus(tx, {
      orderId: order.id,
      to: 'cancelled',
      staff,
      note: note ?? (refund ? `Terugbetaald: ${formatEuro(refund.amountCents)}` : null),
      details: refund ? { refundedCents: refund.amountCents } : {},
    });
    // Stock held by the order (reserved, or taken when paid) returns unless it was shipped.
    const stockReturned = cancelled.shippedAt === null && (await returnStock(tx, cancelled, staff));
    return { stockReturned };
  });
}

/**
 * Refunds (part of) what the customer paid, through the provider that took the
 * payment. The whole remaining amount makes the order 'refunded'; a part is noted
 * in the history and leaves the status as it is.
 */
export async function refundOrder(
  number: string,
  staff: Staff,
  options: { amountCents?: number; note?: string; idempotencyKey?: string },
): Promise<void> {
  const order = await findOrder(number);
  if (!REFUNDABLE_STATUSES.includes(order.status)) {
    throw conflict(messages.admin.transitionNotAllowed(label(order.status), label('refunded')));
  }
  const refund = await refundAtProvider(order, options.amountCents, options.idempotencyKey);
  await (await db()).transaction(async (tx) => {
    await recordRefund(tx, refund, staff);
    const amount = formatEuro(refund.amountCents);
    if (refund.remainingCents === 0) {
      await changeOrderStatus(tx, {
        orderId: order.id,
        to: 'refunded',
        staff,
        note: options.note ?? `Terugbetaald: ${amount}`,
        details: { refundedCents: refund.amountCents },
      });
      return;
    }
    // A partial refund changes no status, but belongs in the order's history all the same.
    await noteOrderHistory(tx, {
      orderId: order.id,
      from: order.status,
      to: order.status,
      actor: 'staff',
      userId: staff.id,
      note: options.note ? `Deels terugbetaald: ${amount}. ${options.note}` : `Deels terugbetaald: ${amount}`,
    });
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'order.partially_refunded',
      entity: 'order',
      entityId: order.number,
      details: { refundedCents: refund.amountCents, note: options.note ?? null },
    });
  });
}

interface ProviderRefund {
  payment: Payment;
  providerRefundId: string;
  status: string;
  amountCents: number;
  /** What is still refundable on the payment afterwards. */
  remainingCents: number;
}

/**
 * Reserves the amount on the payment (row lock, so two staff members cannot refund
 * the same money twice), asks the provider, and gives the reservation back when the
 * provider refuses. The provider is called outside any transaction: it may use the
 * database itself (the test provider does), and a network call must not hold locks.
 */
async function refundAtProvider(
  order: Order,
  requestedCents: number | undefined,
  idempotencyKey?: string,
): Promise<ProviderRefund> {
  const database = await db();
  const [paid] = await database
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!paid) throw conflict(messages.admin.nothingToRefund);
  const provider = paymentProvider();
  if (provider.name !== paid.provider) throw conflict(messages.admin.refundProviderMismatch);

  const reserved = await database.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paid.id)).for('update');
    const remaining = payment!.amountCents - payment!.refundedCents;
    const amountCents = requestedCents ?? remaining;
    if (idempotencyKey) {
      // Under the payment's lock: the same form sent twice finds its first request here.
      const [taken] = await tx
        .insert(refundRequests)
        .values({ idempotencyKey, orderId: order.id, amountCents })
        .onConflictDoNothing()
        .returning();
      if (!taken) throw conflict(messages.admin.refundAlreadyDone);
    }
    if (remaining <= 0) throw conflict(messages.admin.nothingToRefund);
    if (amountCents > remaining) {
      throw unprocessable({ amount_cents: [messages.admin.refundTooHigh(formatEuro(remaining))] });
    }
    const [updated] = await tx
      .update(payments)
      .set({ refundedCents: sql`${payments.refundedCents} + ${amountCents}`, updatedAt: new Date() })
      .where(eq(payments.id, paid.id))
      .returning();
    return { payment: updated!, amountCents, remainingCents: remaining - amountCents };
  });

  try {
    const result = await provider.refund(paid.providerPaymentId, reserved.amountCents);
    return { ...reserved, providerRefundId: result.id, status: result.status };
  } catch (error) {
    await database
      .update(payments)
      .set({ refundedCents: sql`${payments.refundedCents} - ${reserved.amountCents}` })
      .where(eq(payments.id, paid.id));
    // Refused: the same form may try again.
    if (idempotencyKey)
      await database.delete(refundRequests).where(eq(refundRequests.idempotencyKey, idempotencyKey));
    log.error('refund refused by the payment provider', { order: order.number, error });
    throw new HttpError(502, messages.admin.actionFailed);
  }
}

/**
 * The one place a refund is stored (a staff refund, or the refund when a paid order is cancelled):
 * the refund row, its credit invoice and the `order.refunded` event, in the caller's transaction.
 */
async function recordRefund(tx: Tx, refund: ProviderRefund, staff: Staff): Promise<void> {
  await tx.insert(refunds).values({
    paymentId: refund.payment.id,
    providerRefundId: refund.providerRefundId,
    amountCents: refund.amountCents,
    status: refund.status,
    actorUserId: staff.id,
  });
  // Money given back is corrected on paper too: a credit invoice in the same series.
  const credit = await issueCreditInvoice(tx, refund.payment.orderId, refund.amountCents);
  // The customer (guest or account) is told, with the credit invoice, from the outbox.
  await recordEvent(tx, 'order.refunded', {
    orderId: refund.payment.orderId,
    amountCents: refund.amountCents,
    creditInvoiceId: credit?.id ?? null,
  });
  // Touching the order marks its day stale for the statistics' roll-ups (revenue net of refunds).
  await tx.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, refund.payment.orderId));
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
