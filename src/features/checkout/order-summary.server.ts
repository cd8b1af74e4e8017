import { eq } from 'drizzle-orm';
import type { OrderStatus } from '~/features/orders/orders';
import type { RefundView } from '~/features/payments/refund-view';
import { refundsOfOrders } from '~/features/payments/refund-view.server';
import { db } from '~/server/db';
import { orderLines, orders } from '~/server/db/schema';

export interface OrderSummary {
  publicId: string;
  /** The order's address when it was placed without an account (the page offers an account). */
  guestEmail: string | null;
  number: string;
  status: OrderStatus;
  totalCents: number;
  subtotalCents: number;
  discountCode: string | null;
  discountCents: number;
  shippingCents: number;
  vatCents: number;
  createdAt: Date;
  paidAt: Date | null;
  /** Money given back so far, with date, amount and credit invoice (oldest first). */
  refunds: RefundView[];
  lines: { name: string; quantity: number; lineTotalCents: number }[];
}

/** The return page's view of an order: anyone with the unguessable id may see its summary. */
export async function findOrderSummary(publicId: string): Promise<OrderSummary | null> {
  if (!/^[0-9a-f-]{36}$/i.test(publicId)) return null;
  const database = await db();
  const [order] = await database.select().from(orders).where(eq(orders.publicId, publicId));
  if (!order) return null;
  const lines = await database
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.id);
  return {
    publicId: order.publicId,
    guestEmail: order.userId === null ? order.email : null,
    number: order.number,
    status: order.status,
    totalCents: order.totalCents,
    subtotalCents: order.subtotalCents,
    discountCode: order.discountCode,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    vatCents: order.vatCents,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    refunds: (await refundsOfOrders([order.id])).get(order.id) ?? [],
    lines: lines.map((line) => ({
      name: line.variationName ? `${line.productName} - ${line.variationName}` : line.productName,
      quantity: line.quantity,
      lineTotalCents: line.lineTotalCents,
    })),
  };
}
