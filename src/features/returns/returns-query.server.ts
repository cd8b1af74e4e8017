import { asc, eq } from 'drizzle-orm';
import { db } from '~/server/db';
import { orderLines, returnRequests } from '~/server/db/schema';
import type { ReturnView } from './returns';

// Read-only, kept apart from returns.server.ts: the receipt's outbox handler needs only this,
// not the refund path (payment provider, invoices).

/** The returns of one order, oldest first (the staff order page, the link page). */
export async function returnsOfOrder(orderId: number): Promise<ReturnView[]> {
  const rows = await (await db())
    .select({ request: returnRequests, line: orderLines })
    .from(returnRequests)
    .innerJoin(orderLines, eq(orderLines.id, returnRequests.orderLineId))
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(asc(returnRequests.id));
  return rows.map(({ request, line }) => ({
    id: request.id,
    lineId: line.id,
    lineName: line.variationName ? `${line.productName} - ${line.variationName}` : line.productName,
    quantity: request.quantity,
    refundCents: request.refundCents,
    requestedAt: request.requestedAt.toISOString(),
    receivedAt: request.receivedAt?.toISOString() ?? null,
  }));
}
