import { eq, sql } from 'drizzle-orm';
import type { StockItem, StockProduct, StockUpdate } from '~/features/admin/stock';
import type { Staff } from '~/features/orders/order-status.server';
import { messages } from '~/lib/messages';
import { recordAudit } from '~/server/audit.server';
import { db } from '~/server/db';
import { products, productVariations } from '~/server/db/schema';
import { found } from '~/server/http/errors';
import { recordEvent } from '~/server/outbox';

/**
 * Every product with its stock, variations folded in (one statement: each round trip
 * costs on PGlite). A product with variations keeps its stock per variation.
 */
export async function listStock(): Promise<StockProduct[]> {
  const rows = await (await db())
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      isActive: products.isActive,
      stock: products.stock,
      variations: sql<{ id: number; name: string; stock: number }[]>`coalesce((
        select json_agg(json_build_object('id', v.id, 'name', v.name, 'stock', v.stock) order by v.position, v.id)
        from product_variations v where v.product_id = products.id), '[]'::json)`,
    })
    .from(products)
    .orderBy(sql`${products.name} collate "und-x-icu"`);
  return rows.map((row) => ({
    ...row,
    stock: row.variations.length > 0 ? null : row.stock,
  }));
}

/** Sets the stock of a product or variation to a counted number; the audit log keeps the old one. */
export async function updateStock(update: StockUpdate, staff: Staff): Promise<StockItem> {
  return (await db()).transaction(async (tx) => {
    const table = update.target === 'variation' ? productVariations : products;
    const [before] = await tx
      .select({
        stock: table.stock,
        name: table.name,
        productId: update.target === 'variation' ? productVariations.productId : products.id,
      })
      .from(table)
      .where(eq(table.id, update.id))
      .for('update');
    const previous = found(before, messages.admin.stockItemNotFound);
    await tx.update(table).set({ stock: update.stock, updatedAt: new Date() }).where(eq(table.id, update.id));
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'stock.updated',
      entity: update.target,
      entityId: update.id,
      details: { from: previous.stock, to: update.stock },
    });
    await recordEvent(tx, 'stock.changed', { productIds: [previous.productId] });
    return { target: update.target, id: update.id, name: previous.name, stock: update.stock };
  });
}
