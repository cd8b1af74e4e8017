import { desc, inArray, ne } from 'drizzle-orm';
import { db } from '~/server/db';
import { orders, products, productVariations, subscriptions } from '~/server/db/schema';
import type { SizelessSubscription } from './subscriptions';
import { subscriptionTemplateSchema } from './subscriptions.server';

/**
 * Subscriptions made before the size rule that renew a product with sizes without one.
 * A migration cannot know which size the customer wears, so staff see them and ask the customer.
 */
export async function subscriptionsMissingSize(): Promise<SizelessSubscription[]> {
  const database = await db();
  const rows = await database
    .select()
    .from(subscriptions)
    .where(ne(subscriptions.status, 'cancelled'))
    .orderBy(desc(subscriptions.id));
  const sizeless = rows.flatMap((row) => {
    const parsed = subscriptionTemplateSchema.safeParse(row.template);
    if (!parsed.success) return [];
    const productIds = parsed.data.lineItems
      .filter((line) => line.product_id && !line.product_variation_id)
      .map((line) => line.product_id!);
    return productIds.length > 0 ? [{ row, productIds }] : [];
  });
  if (sizeless.length === 0) return [];
  const candidates = [...new Set(sizeless.flatMap((entry) => entry.productIds))];
  const withSizes = new Set(
    (
      await database
        .selectDistinct({ productId: productVariations.productId })
        .from(productVariations)
        .where(inArray(productVariations.productId, candidates))
    ).map((row) => row.productId),
  );
  const names = new Map(
    (
      await database
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(inArray(products.id, candidates))
    ).map((row) => [row.id, row.name]),
  );
  const flagged = sizeless.filter((entry) => entry.productIds.some((id) => withSizes.has(id)));
  if (flagged.length === 0) return [];
  const latest = new Map<number, string>();
  const orderRows = await database
    .select({ subscriptionId: orders.subscriptionId, number: orders.number })
    .from(orders)
    .where(
      inArray(
        orders.subscriptionId,
        flagged.map((entry) => entry.row.id),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  for (const row of orderRows)
    if (row.subscriptionId && !latest.has(row.subscriptionId)) latest.set(row.subscriptionId, row.number);
  return flagged.map(({ row, productIds }) => ({
    subscriptionId: row.id,
    email: row.email,
    status: row.status,
    productNames: productIds.filter((id) => withSizes.has(id)).map((id) => names.get(id) ?? String(id)),
    latestOrderNumber: latest.get(row.id) ?? null,
  }));
}
