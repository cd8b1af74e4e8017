import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { standardDeliveryCents } from '~/features/delivery/delivery-price';
import { lineDescription } from '~/features/invoices/invoice';
import { issueCreditInvoice } from '~/features/invoices/invoices.server';
import type { Staff } from '~/features/orders/order-status.server';
import { changeOrderStatus } from '~/features/orders/order-status.server';
import { REFUNDABLE_STATUSES } from '~/features/orders/orders';
import { noteOrderHistory } from '~/features/orders/transition.server';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { recordAudit } from '~/server/audit.server';
import { type Db, db, type Tx } from '~/server/db';
import { orderLines, orders, payments, refundParts, refundRequests, refunds } from '~/server/db/schema';
import { conflict, found, HttpError, unprocessable } from '~/server/http/errors';
import { log } from '~/server/log';
import { recordEvent } from '~/server/outbox';
import { paymentProvider } from './payments.server';
import {
  isRefundProblem,
  planRefund,
  type RefundChoice,
  type RefundPlan,
  type RefundState,
  refundable,
} from './refund';

/*
 * Staff refunds (decision 026): by order line and packs, the shipping, or free amounts per VAT
 * rate, planned from the database (refund.ts) and given back through the payment provider that
 * took the payment. The same path serves the staff form, a received return and the cancellation
 * of a paid order.
 */

type Order = typeof orders.$inferSelect;
type Payment = typeof payments.$inferSelect;

const statusLabel = (status: Order['status']) => messages.admin.statusLabels[status];

/**
 * Refunds what staff chose through the provider that took the payment. Everything that was left
 * makes the order 'refunded'; a part is noted in the history and leaves the status as it is.
 * `idempotencyKey` names the request: the same one twice refunds once (the second answers 409).
 */
export async function refundOrder(
  number: string,
  staff: Staff,
  options: { choice: RefundChoice; note?: string; idempotencyKey?: string },
): Promise<void> {
  const [order] = await (await db()).select().from(orders).where(eq(orders.number, number));
  const current = found(order, messages.admin.orderNotFound);
  if (!REFUNDABLE_STATUSES.includes(current.status)) {
    throw conflict(messages.admin.transitionNotAllowed(statusLabel(current.status), statusLabel('refunded')));
  }
  const refund = await refundAtProvider(current, options.choice, options.idempotencyKey);
  await (await db()).transaction(async (tx) => {
    await recordRefund(tx, refund, staff);
    const amount = formatEuro(refund.plan.totalCents);
    if (refund.remainingCents === 0) {
      await changeOrderStatus(tx, {
        orderId: current.id,
        to: 'refunded',
        staff,
        note: options.note ? `Terugbetaald: ${amount}. ${options.note}` : `Terugbetaald: ${amount}`,
        details: { refundedCents: refund.plan.totalCents, ...planDetails(refund.plan) },
      });
      return;
    }
    // A partial refund changes no status, but belongs in the order's history all the same.
    await noteOrderHistory(tx, {
      orderId: current.id,
      from: current.status,
      to: current.status,
      actor: 'staff',
      userId: staff.id,
      note: options.note ? `Deels terugbetaald: ${amount}. ${options.note}` : `Deels terugbetaald: ${amount}`,
    });
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'order.partially_refunded',
      entity: 'order',
      entityId: current.number,
      details: {
        refundedCents: refund.plan.totalCents,
        note: options.note ?? null,
        ...planDetails(refund.plan),
      },
    });
  });
}

/** What the audit log keeps of a refund: the lines and packs, the shipping, the amounts per rate. */
function planDetails(plan: RefundPlan) {
  return {
    lines: plan.lines.map((line) => ({ lineId: line.lineId, packs: line.packs, cents: line.grossCents })),
    shippingCents: plan.shipping?.grossCents ?? 0,
    amounts: plan.amounts,
  };
}

export interface ProviderRefund {
  payment: Payment;
  providerRefundId: string;
  status: string;
  plan: RefundPlan;
  /** What is still refundable on the payment afterwards. */
  remainingCents: number;
}

/**
 * Plans the refund from the order under the payment's row lock and reserves it there (the amount
 * on the payment, the parts in refund_parts), so two staff members cannot refund the same money or
 * the same packs twice; asks the provider; gives the reservation back when the provider refuses.
 * The provider is called outside any transaction: it may use the database itself (the test
 * provider does), and a network call must not hold locks.
 */
export async function refundAtProvider(
  order: Order,
  choice: RefundChoice,
  idempotencyKey: string = `auto:${randomUUID()}`,
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

  const reserved = await database.transaction((tx) => reserve(tx, order, paid, choice, idempotencyKey));
  try {
    const result = await provider.refund(paid.providerPaymentId, reserved.plan.totalCents);
    return { ...reserved, providerRefundId: result.id, status: result.status };
  } catch (error) {
    await database.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ refundedCents: sql`${payments.refundedCents} - ${reserved.plan.totalCents}` })
        .where(eq(payments.id, paid.id));
      // Refused: the request and its parts go, so the same form may try again.
      await tx.delete(refundRequests).where(eq(refundRequests.idempotencyKey, idempotencyKey));
    });
    log.error('refund refused by the payment provider', { order: order.number, error });
    throw new HttpError(502, messages.admin.actionFailed);
  }
}

async function reserve(tx: Tx, order: Order, paid: Payment, choice: RefundChoice, key: string) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paid.id)).for('update');
  // Under the payment's lock: the same form sent twice finds its first request here.
  const [taken] = await tx
    .select({ key: refundRequests.idempotencyKey })
    .from(refundRequests)
    .where(eq(refundRequests.idempotencyKey, key));
  if (taken) throw conflict(messages.admin.refundAlreadyDone);
  const remaining = payment!.amountCents - payment!.refundedCents;
  if (remaining <= 0) throw conflict(messages.admin.nothingToRefund);

  const plan = planRefund(await refundState(tx, order.id), choice);
  if (isRefundProblem(plan)) {
    throw new HttpError(plan.status, plan.message, { [plan.field]: [plan.message] });
  }
  if (plan.totalCents > remaining) {
    throw unprocessable({ amount_cents: [messages.admin.refundTooHigh(formatEuro(remaining))] });
  }
  if (plan.totalCents <= 0) throw unprocessable({ lines: [messages.refunds.nothingPaid] });

  // The same key on another order's payment (another lock) could arrive meanwhile: refused too.
  const [recorded] = await tx
    .insert(refundRequests)
    .values({ idempotencyKey: key, orderId: order.id, amountCents: plan.totalCents })
    .onConflictDoNothing()
    .returning();
  if (!recorded) throw conflict(messages.admin.refundAlreadyDone);
  await tx.insert(refundParts).values(partsOf(plan, key, order.id));
  const [updated] = await tx
    .update(payments)
    .set({ refundedCents: sql`${payments.refundedCents} + ${plan.totalCents}`, updatedAt: new Date() })
    .where(eq(payments.id, paid.id))
    .returning();
  return { payment: updated!, plan, remainingCents: remaining - plan.totalCents };
}

function partsOf(plan: RefundPlan, refundRequestKey: string, orderId: number) {
  return [
    ...plan.lines.map((line) => ({
      kind: 'line' as const,
      orderLineId: line.lineId,
      packs: line.packs,
      vatRateBasisPoints: line.vatRateBasisPoints,
      grossCents: line.grossCents,
    })),
    ...(plan.shipping ? [{ kind: 'shipping' as const, ...plan.shipping }] : []),
    ...plan.amounts.map((part) => ({ kind: 'amount' as const, ...part })),
  ].map((part) => ({ ...part, refundRequestKey, orderId }));
}

/**
 * The one place a refund is stored (a staff refund, a received return, the refund when a paid
 * order is cancelled, or a withdrawal before shipping: then `staff` is null, the customer acted): the refund row, its credit invoice naming what was credited, and the
 * `order.refunded` event, in the caller's transaction.
 */
export async function recordRefund(tx: Tx, refund: ProviderRefund, staff: Staff | null): Promise<void> {
  await tx.insert(refunds).values({
    paymentId: refund.payment.id,
    providerRefundId: refund.providerRefundId,
    amountCents: refund.plan.totalCents,
    status: refund.status,
    actorUserId: staff?.id ?? null,
  });
  // Money given back is corrected on paper too: a credit invoice in the same series.
  const credit = await issueCreditInvoice(tx, refund.payment.orderId, {
    lines: refund.plan.lines,
    shipping: refund.plan.shipping,
    amounts: refund.plan.amounts,
  });
  // The customer (guest or account) is told, with the credit invoice, from the outbox.
  await recordEvent(tx, 'order.refunded', {
    orderId: refund.payment.orderId,
    amountCents: refund.plan.totalCents,
    creditInvoiceId: credit?.id ?? null,
  });
  // The order changed (its credit invoice also marks its day stale for the statistics' roll-ups).
  await tx.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, refund.payment.orderId));
}

/** The order's lines and the parts of its refunds, read in `executor`. */
async function loadRefunds(executor: Db | Tx, orderId: number) {
  const [[order], lines, parts] = await Promise.all([
    executor
      .select({
        shippingCents: orders.shippingCents,
        subtotalCents: orders.subtotalCents,
        discountCents: orders.discountCents,
      })
      .from(orders)
      .where(eq(orders.id, orderId)),
    executor.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    executor.select().from(refundParts).where(eq(refundParts.orderId, orderId)),
  ]);
  const ofLine = (lineId: number, pick: (part: (typeof parts)[number]) => number) =>
    sumOf(parts, (part) => (part.orderLineId === lineId ? pick(part) : 0));
  const refundedPerRate = new Map<number, number>();
  for (const part of parts)
    refundedPerRate.set(
      part.vatRateBasisPoints,
      (refundedPerRate.get(part.vatRateBasisPoints) ?? 0) + part.grossCents,
    );
  const state: RefundState = {
    lines: lines.map((line) => ({
      id: line.id,
      description: lineDescription(line),
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.lineTotalCents,
      discountCents: line.discountCents,
      vatRateBasisPoints: line.vatRateBasisPoints,
      refundedPacks: ofLine(line.id, (part) => part.packs),
    })),
    shippingCents: order?.shippingCents ?? 0,
    standardShippingCents: order ? standardDeliveryCents(order.subtotalCents - order.discountCents) : 0,
    shippingRefunded: parts.some((part) => part.kind === 'shipping'),
    refundedPerRate: [...refundedPerRate].map(([rateBasisPoints, grossCents]) => ({
      rateBasisPoints,
      grossCents,
    })),
    amountsRefunded: parts.some((part) => part.kind === 'amount'),
  };
  return { state, parts, ofLine };
}

const sumOf = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((sum, row) => sum + pick(row), 0);

/** The order as a refund sees it: its lines and what went back of each. */
export async function refundState(executor: Db | Tx, orderId: number): Promise<RefundState> {
  return (await loadRefunds(executor, orderId)).state;
}

/** What the staff order page shows of refunds: per line what went back, and what can still go back. */
export async function refundsOfOrder(orderId: number) {
  const { state, parts, ofLine } = await loadRefunds(await db(), orderId);
  return {
    perLine: new Map(
      state.lines.map((line) => [
        line.id,
        { packs: line.refundedPacks, cents: ofLine(line.id, (part) => part.grossCents) },
      ]),
    ),
    shippingRefundedCents: sumOf(parts, (part) => (part.kind === 'shipping' ? part.grossCents : 0)),
    refundable: refundable(state),
  };
}

/** Packs of each line of an order that went back already (returns ask only for the rest). */
export async function refundedPacks(executor: Db | Tx, orderId: number): Promise<Map<number, number>> {
  const state = await refundState(executor, orderId);
  return new Map(state.lines.map((line) => [line.id, line.refundedPacks]));
}
