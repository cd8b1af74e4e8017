import { eq } from 'drizzle-orm';
import { AWAITING_PAYMENT } from '~/features/orders/orders';
import { releaseStock, reserveStockAgain } from '~/features/orders/stock.server';
import { messages } from '~/lib/messages';
import { db } from '~/server/db';
import { orders } from '~/server/db/schema';
import { conflict, notFound } from '~/server/http/errors';
import { log } from '~/server/log';
import { latestPayment, paymentUrlOf, startPayment } from './start.server';

/**
 * 'Opnieuw betalen': a new payment for an order whose payment failed, was cancelled or expired (or
 * never started). Answers where the shopper pays.
 */
export async function retryPayment(publicId: string): Promise<string> {
  const database = await db();
  const [order] = await database.select().from(orders).where(eq(orders.publicId, publicId));
  if (!order) throw notFound(messages.admin.orderNotFound);
  if (order.status === 'pending') {
    const payment = await latestPayment(order.id);
    if (payment?.status === 'open' && payment.checkoutUrl) return payment.checkoutUrl;
    if (!payment) return paymentUrlOf(order);
  }
  if (!AWAITING_PAYMENT.includes(order.status)) throw conflict(messages.checkout.alreadyPaid);
  // Its stock was given back when the payment failed: hold it again (409 when sold out).
  await database.transaction(async (tx) => {
    await reserveStockAgain(tx, order.id);
    await tx.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, order.id));
  });
  try {
    return await startPayment(order, { interactive: true });
  } catch (error) {
    // No payment came of it: the stock goes back, as it did when the last payment failed.
    if (order.status !== 'pending') await database.transaction((tx) => releaseStock(tx, order.id));
    log.warn('payment retry not started', { order: order.number, error: String(error) });
    throw error;
  }
}
