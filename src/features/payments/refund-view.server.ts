import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatInvoiceNumber } from '~/features/invoices/invoice';
import { db } from '~/server/db';
import { invoices, payments, refunds } from '~/server/db/schema';
import type { RefundView } from './refund-view';

/**
 * The refunds of these orders, oldest first, each with its credit invoice. recordRefund writes a
 * refund and its credit invoice in one transaction, so in order they pair one to one; refunds from
 * before invoices existed (the oldest) have none, so the credit invoices pair with the latest ones.
 */
export async function refundsOfOrders(orderIds: number[]): Promise<Map<number, RefundView[]>> {
  const byOrder = new Map<number, RefundView[]>();
  if (orderIds.length === 0) return byOrder;
  const database = await db();
  const [refundRows, creditRows] = await Promise.all([
    database
      .select({ orderId: payments.orderId, refundedAt: refunds.createdAt, amountCents: refunds.amountCents })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(inArray(payments.orderId, orderIds))
      .orderBy(asc(refunds.id)),
    database
      .select({ orderId: invoices.orderId, number: invoices.number })
      .from(invoices)
      .where(and(inArray(invoices.orderId, orderIds), eq(invoices.kind, 'credit')))
      .orderBy(asc(invoices.number)),
  ]);
  for (const orderId of orderIds) {
    const mine = refundRows.filter((row) => row.orderId === orderId);
    const credits = creditRows.filter((row) => row.orderId === orderId);
    const withoutCredit = Math.max(0, mine.length - credits.length);
    if (mine.length === 0) continue;
    byOrder.set(
      orderId,
      mine.map((row, index) => {
        const credit = index >= withoutCredit ? credits[index - withoutCredit] : undefined;
        return {
          refundedAt: row.refundedAt.toISOString(),
          amountCents: row.amountCents,
          creditInvoice: credit ? { number: credit.number, label: formatInvoiceNumber(credit.number) } : null,
        };
      }),
    );
  }
  return byOrder;
}
