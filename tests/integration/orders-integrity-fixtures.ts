import { eq } from 'drizzle-orm';
import type { Database } from '~/server/db';
import { orders, products, productVariations, type subscriptions } from '~/server/db/schema';
import { setupTestDatabase } from '../helpers/db';

/**
 * Shared set-up of the order integrity tests (orders-integrity, orders-payment-integrity). No demo
 * catalogue: product and variation ids start at 1, so a variation id can also be another product's
 * id (the mix-up the spec's line shape caused).
 */
export type Json = Record<string, unknown>;

/** A fresh database without the demo catalogue, and the helpers that read and fill it. */
export function setupIntegrityDatabase() {
  const database = setupTestDatabase();
  async function product(slug: string, stock: number, priceCents = 1000) {
    const [row] = await database()
      .db.insert(products)
      .values({ slug, name: `Product ${slug}`, priceCents, stock, vatRateBasisPoints: 900 })
      .returning();
    return row!;
  }
  const stockOf = async (id: number) =>
    (await database().db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
      .stock;
  const orderOf = async (publicId: string) =>
    (await database().db.select().from(orders).where(eq(orders.publicId, publicId)))[0]!;
  const count = async (table: typeof orders | typeof subscriptions) =>
    (await database().db.select({ id: table.id }).from(table)).length;
  return { database, product, stockOf, orderOf, count };
}

export type IntegrityProduct = typeof products.$inferSelect;

export const created = (body: unknown) =>
  body as { redirectUrl: string; order: { id: string; number: string } };

/** The catalogue every test starts from: a plain product, and one sold only in size M. */
export async function seedIntegrityCatalog(
  database: () => Database,
  product: (slug: string, stock: number, priceCents?: number) => Promise<IntegrityProduct>,
) {
  const other = await product('ander-product', 50, 700);
  const sized = await product('maat-pants', 0, 1000);
  const [row] = await database()
    .db.insert(productVariations)
    .values({ productId: sized.id, name: 'M', slug: 'maat-pants-m', priceCents: 1500, stock: 5 })
    .returning();
  return { other, sized, medium: row! };
}
