import { and, asc, eq, isNull } from 'drizzle-orm';
import { lineDescription } from '~/features/invoices/invoice';
import { packsRefund } from '~/features/money/refunds';
import type { Staff } from '~/features/orders/order-status.server';
import { lockOrder } from '~/features/orders/transition.server';
import { refundedPacks, refundOrder } from '~/features/payments/refund.server';
import { canWithdraw } from '~/features/withdrawal/withdrawal';
import { findRequest } from '~/features/withdrawal/withdrawal.server';
import { messages } from '~/lib/messages';
import { db, type Tx } from '~/server/db';
import { orderLines, orders, returnRequests, withdrawals } from '~/server/db/schema';
import { conflict, found, HttpError, unprocessable } from '~/server/http/errors';
import { recordEvent } from '~/server/outbox';
import type { ReturnLineInput, ReturnView } from './returns';
import { returnsOfOrder } from './returns-query.server';

const text = messages.returns;

/**
 * Records a return request, one row per chosen line, in one transaction with the order locked:
 * only while the order can still be withdrawn, never more packs than bought, one return per line.
 * The receipt with the return address and steps goes out from the outbox.
 */
async function recordReturn(
  tx: Tx,
  orderId: number,
  lines: ReturnLineInput[],
  requestedBy: number | null,
): Promise<number[]> {
  const order = found(await lockOrder(tx, orderId), messages.api.notFound);
  if (!canWithdraw(order)) throw conflict(text.notPossible);
  // Not shipped yet: nothing to send back. "Herroepen" cancels it and refunds everything instead.
  if (order.status === 'paid') throw conflict(text.notShipped);
  const chosen = lines.filter((line) => line.quantity > 0);
  if (chosen.length === 0) throw unprocessable({ lines: [text.nothingChosen] });
  const bought = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const taken = await tx
    .select({ lineId: returnRequests.orderLineId })
    .from(returnRequests)
    .where(eq(returnRequests.orderId, order.id));
  // Packs staff refunded already (by line, on the order page) cannot be returned for money again.
  const refunded = await refundedPacks(tx, order.id);
  const rows = chosen.map((choice) => {
    const line = bought.find((candidate) => candidate.id === choice.line_id);
    if (!line) throw unprocessable({ lines: [text.unknownLine] });
    const packsBefore = refunded.get(line.id) ?? 0;
    if (choice.quantity > line.quantity - packsBefore) throw unprocessable({ lines: [text.tooMany] });
    if (taken.some((row) => row.lineId === line.id)) throw conflict(text.lineTaken);
    return {
      orderId: order.id,
      orderLineId: line.id,
      quantity: choice.quantity,
      // What the refund will give back: the money module's share of the line after its discount.
      refundCents: packsRefund(line, packsBefore, choice.quantity).grossCents,
      requestedBy,
    };
  });
  const inserted = await tx.insert(returnRequests).values(rows).returning({ id: returnRequests.id });
  const returnIds = inserted.map((row) => row.id);
  await recordEvent(tx, 'return.requested', { orderId: order.id, returnIds });
  return returnIds;
}

/** The logged-in owner asks from the order in their account. Someone else's order is unknown. */
export async function requestReturnInAccount(input: {
  orderId: string;
  userId: number;
  lines: ReturnLineInput[];
}): Promise<void> {
  const database = await db();
  const [order] = await database
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.publicId, input.orderId), eq(orders.userId, input.userId)));
  const { id } = found(order, messages.api.notFound);
  await database.transaction((tx) => recordReturn(tx, id, input.lines, input.userId));
}

/**
 * Guests use the withdrawal function's mailed link (order number + e-mail on /herroepen): the same
 * single-use token either confirms the whole withdrawal or asks a return of some packs.
 */
export async function requestReturnByToken(input: {
  token: string;
  lines: ReturnLineInput[];
}): Promise<void> {
  const request = await findRequest(input.token);
  if (!request)
    throw new HttpError(422, messages.withdrawal.invalidLink, { token: [messages.withdrawal.invalidLink] });
  await (await db()).transaction(async (tx) => {
    await recordReturn(tx, request.orderId, input.lines, null);
    // The link works once: used for this return, it no longer confirms anything.
    await tx.update(withdrawals).set({ tokenHash: null }).where(eq(withdrawals.id, request.id));
  });
}

/** Staff: the returns of the order with this number. */
export async function returnsOfOrderNumber(number: string): Promise<ReturnView[]> {
  const [order] = await (await db()).select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  return returnsOfOrder(found(order, messages.admin.orderNotFound).id);
}

/**
 * Staff received the packs: refunds the return's amount through the one staff refund path, whose
 * idempotency key `return:<id>` (refund_requests) makes it happen once however often this runs
 * (double click, two staff members, a retry after a crash between refund and marking). The refund
 * issues the credit invoice and records `order.refunded`, which mails the customer.
 */
export async function markReturnReceived(number: string, returnId: number, staff: Staff): Promise<void> {
  const database = await db();
  const [row] = await database
    .select({ request: returnRequests })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(and(eq(returnRequests.id, returnId), eq(orders.number, number)));
  const { request } = found(row, text.staff.notFound);
  if (request.receivedAt) throw conflict(text.staff.alreadyReceived);
  try {
    // The returned packs go back through the staff refund by line: the amount is computed there.
    await refundOrder(number, staff, {
      choice: {
        kind: 'parts',
        lines: [{ lineId: request.orderLineId, quantity: request.quantity }],
        shipping: false,
        amounts: [],
        // The last packs of the whole order take the standard delivery back with them (BW 6:230s).
        wholeOrderShipping: true,
      },
      idempotencyKey: `return:${request.id}`,
      // The amount is the refund's own (with the standard delivery when this completes the order).
      note: text.staff.refundNote,
    });
  } catch (error) {
    // Refunded before (the key was taken): only the marking below was still missing.
    if (!(error instanceof HttpError && error.message === messages.admin.refundAlreadyDone)) throw error;
  }
  await database
    .update(returnRequests)
    .set({ receivedAt: new Date(), receivedBy: staff.id })
    .where(and(eq(returnRequests.id, request.id), isNull(returnRequests.receivedAt)));
}

/** The mailed link's page: the lines of the order that can still go back (none taken yet). */
export async function returnableLinesByToken(
  token: string,
): Promise<{ id: number; name: string; quantity: number }[]> {
  const request = await findRequest(token);
  // Not shipped yet: nothing to send back ("Herroepen" cancels the order).
  if (!request || request.status === 'paid') return [];
  const taken = new Set((await returnsOfOrder(request.orderId)).map((row) => row.lineId));
  const database = await db();
  const lines = await database
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, request.orderId))
    .orderBy(asc(orderLines.id));
  const refunded = await refundedPacks(database, request.orderId);
  return lines
    .filter((line) => !taken.has(line.id))
    .map((line) => ({
      id: line.id,
      name: lineDescription(line),
      quantity: line.quantity - (refunded.get(line.id) ?? 0),
    }))
    .filter((line) => line.quantity > 0);
}
