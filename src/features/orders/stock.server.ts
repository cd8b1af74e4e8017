import { and, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '~/server/db';
import { orderLines, orders, products, productVariations } from '~/server/db/schema';
import { conflict } from '~/server/http/errors';
import { log } from '~/server/log';
import { recordEvent } from '~/server/outbox';

/** One product or variation and how many of it an order holds. */
export interface StockLine {
  productId: number;
  variationId: number | null;
  quantity: number;
  /** For the shopper's message when it runs out. */
  displayName: string;
}

const outOfStock = (name: string, available: number) =>
  conflict(
    available > 0
      ? `Van ${name} hebben we er nog ${available} op voorraad. Pas het aantal aan.`
      : `${name} is helaas uitverkocht. Verwijder het uit je winkelmand.`,
  );

/**
 * Reserves the stock of a new order: one conditional UPDATE per line (stock >= quantity),
 * so two orders at once can never both take the last pieces, whatever the engine. Lines
 * must be merged per product/variation first; they are taken in a fixed order so two
 * orders never wait on each other's rows. Throws 409 (and the caller's transaction rolls
 * back) when a line does not fit. The caller marks the order as holding stock
 * (orders.stock_decremented_at; a new order is inserted with it set).
 */
export async function reserveStock(tx: Tx, lines: StockLine[]): Promise<void> {
  const ordered = [...lines].sort(
    (a, b) => (a.variationId ?? 0) - (b.variationId ?? 0) || a.productId - b.productId,
  );
  for (const line of ordered) {
    const taken = line.variationId
      ? await tx
          .update(productVariations)
          .set({ stock: sql`${productVariations.stock} - ${line.quantity}` })
          .where(and(eq(productVariations.id, line.variationId), gte(productVariations.stock, line.quantity)))
          .returning({ id: productVariations.id })
      : await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.quantity}` })
          .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
          .returning({ id: products.id });
    if (taken.length === 0) throw outOfStock(line.displayName, await stockOf(tx, line));
  }
  await recordStockChange(tx, lines);
}

/** Every stock change records it with the write: cached pages of those products follow (handlers). */
async function recordStockChange(tx: Tx, lines: { productId: number | null }[]): Promise<void> {
  const productIds = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  if (productIds.length > 0) await recordEvent(tx, 'stock.changed', { productIds });
}

async function stockOf(tx: Tx, line: StockLine): Promise<number> {
  const [row] = line.variationId
    ? await tx
        .select({ stock: productVariations.stock })
        .from(productVariations)
        .where(eq(productVariations.id, line.variationId))
    : await tx.select({ stock: products.stock }).from(products).where(eq(products.id, line.productId));
  return Math.max(row?.stock ?? 0, 0);
}

type OrderLine = typeof orderLines.$inferSelect;

/** An order's lines in the order reserveStock takes rows (products by id, then variations by id). */
const linesInLockOrder = (tx: Tx, orderId: number): Promise<OrderLine[]> =>
  tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(sql`${orderLines.variationId} asc nulls first`, orderLines.productId);

/**
 * Gives an order's reserved stock back (payment failed, order expired or cancelled before
 * shipping). Claimed through orders.stock_decremented_at, so a replay or a second instance
 * gives nothing back twice. Answers the lines given back (none when nothing was held).
 */
export async function releaseStock(tx: Tx, orderId: number): Promise<OrderLine[]> {
  const [claimed] = await tx
    .update(orders)
    .set({ stockDecrementedAt: null })
    .where(and(eq(orders.id, orderId), isNotNull(orders.stockDecrementedAt)))
    .returning({ id: orders.id });
  if (!claimed) return [];
  const lines = await linesInLockOrder(tx, orderId);
  for (const line of lines) {
    if (line.variationId) {
      await tx
        .update(productVariations)
        .set({ stock: sql`${productVariations.stock} + ${line.quantity}`, updatedAt: new Date() })
        .where(eq(productVariations.id, line.variationId));
    } else if (line.productId) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: new Date() })
        .where(eq(products.id, line.productId));
    }
  }
  await recordStockChange(tx, lines);
  return lines;
}

/**
 * A new payment for an order whose stock was given back (its earlier payment failed):
 * reserve the lines again, or answer 409 when they sold out meanwhile.
 */
export async function reserveStockAgain(tx: Tx, orderId: number): Promise<void> {
  const [order] = await tx
    .select({ held: orders.stockDecrementedAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.held) return;
  const lines = await linesInLockOrder(tx, orderId);
  await reserveStock(
    tx,
    lines
      .filter((line) => line.productId !== null)
      .map((line) => ({
        productId: line.productId!,
        variationId: line.variationId,
        quantity: line.quantity,
        displayName: line.variationName ? `${line.productName} (${line.variationName})` : line.productName,
      })),
  );
  await tx.update(orders).set({ stockDecrementedAt: new Date() }).where(eq(orders.id, orderId));
}

/**
 * A payment was paid for an order that holds no stock (it was given back when the order
 * expired, then the shopper paid after all): take it now. The money is in, so the order
 * stands; when stock ran out meanwhile it stops at 0 and staff are told in the log.
 */
export async function takeStockForPaidOrder(tx: Tx, orderId: number): Promise<boolean> {
  const [claimed] = await tx
    .update(orders)
    .set({ stockDecrementedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.stockDecrementedAt)))
    .returning({ id: orders.id });
  if (!claimed) return false;
  const lines = await linesInLockOrder(tx, orderId);
  for (const line of lines) {
    if (line.variationId) {
      const [row] = await tx
        .update(productVariations)
        .set({ stock: sql`greatest(${productVariations.stock} - ${line.quantity}, 0)` })
        .where(eq(productVariations.id, line.variationId))
        .returning({ stock: productVariations.stock });
      if (row?.stock === 0)
        log.warn('variation sold out by a paid order', { orderId, variationId: line.variationId });
    } else if (line.productId) {
      const [row] = await tx
        .update(products)
        .set({ stock: sql`greatest(${products.stock} - ${line.quantity}, 0)` })
        .where(eq(products.id, line.productId))
        .returning({ stock: products.stock });
      if (row?.stock === 0)
        log.warn('product sold out by a paid order', { orderId, productId: line.productId });
    }
  }
  await recordStockChange(tx, lines);
  return true;
}
