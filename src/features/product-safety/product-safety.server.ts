import { eq, sql } from 'drizzle-orm';
import { messages } from '~/lib/messages';
import { db } from '~/server/db';
import { preparedPerDatabase } from '~/server/db/prepared';
import { productSafety, products } from '~/server/db/schema';
import { found } from '~/server/http/errors';
import { recordEvent } from '~/server/outbox';
import type { ProductSafetyInfo, ProductSafetyInput } from './product-safety';

type Row = typeof productSafety.$inferSelect;

const toInfo = (row: Row): ProductSafetyInfo => ({
  manufacturer_name: row.manufacturerName,
  manufacturer_address: row.manufacturerAddress,
  manufacturer_email: row.manufacturerEmail,
  ce_marked: row.ceMarked,
  warnings: row.warnings,
});

/** Read by every product page miss: built once, sent as a prepared statement. */
const safetyRow = preparedPerDatabase((database) =>
  database
    .select()
    .from(productSafety)
    .where(eq(productSafety.productId, sql.placeholder('productId')))
    .prepare('product_safety'),
);

/** A product's manufacturer, CE marking and warnings; null while staff have not filled them in. */
export async function safetyOf(productId: number): Promise<ProductSafetyInfo | null> {
  const [row] = await safetyRow(await db()).execute({ productId });
  return row ? toInfo(row) : null;
}

/** Saves them; answers the product's slug, whose cached page must follow. */
export async function saveSafety(productId: number, input: ProductSafetyInput): Promise<void> {
  const values = {
    manufacturerName: input.manufacturer_name,
    manufacturerAddress: input.manufacturer_address,
    manufacturerEmail: input.manufacturer_email,
    ceMarked: input.ce_marked,
    warnings: input.warnings,
    updatedAt: new Date(),
  };
  await (await db()).transaction(async (tx) => {
    const [product] = await tx
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, productId));
    const { slug } = found(product, messages.api.productNotFound);
    await tx
      .insert(productSafety)
      .values({ productId, ...values })
      .onConflictDoUpdate({ target: productSafety.productId, set: values });
    // The product page shows them: its cached copies go, on every instance.
    await recordEvent(tx, 'product.saved', { productIds: [productId], slugs: [slug] });
  });
}
