import { and, eq, inArray } from 'drizzle-orm';
import { messages } from '~/lib/messages';
import { centsToEuros } from '~/lib/money';
import { db } from '~/server/db';
import { media, orderLines, orders, products, productVariations } from '~/server/db/schema';
import { found } from '~/server/http/errors';
import type { ReorderAnswer } from './account';

/**
 * 'Opnieuw bestellen': the lines of one of the caller's orders as cart lines with the current
 * prices and names. A product taken off sale, a removed size, or no stock is said so; a line
 * with less stock than before gets what there is. The checkout checks prices and stock again.
 */
export async function reorder(publicId: string, userId: number): Promise<ReorderAnswer> {
  const database = await db();
  const [order] = await database
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.publicId, publicId), eq(orders.userId, userId)))
    .limit(1);
  // Someone else's order answers as if it did not exist.
  const { id } = found(order, messages.api.notFound);
  return cartLinesOfOrder(id);
}

/** An order's lines as cart lines at today's prices (also the "bijna op?" mail's reorder). */
export async function cartLinesOfOrder(id: number): Promise<ReorderAnswer> {
  const database = await db();
  const lines = await database
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(orderLines.id);
  const productIds = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const current = productIds.length
    ? await database.select().from(products).where(inArray(products.id, productIds))
    : [];
  const sizes = productIds.length
    ? await database.select().from(productVariations).where(inArray(productVariations.productId, productIds))
    : [];
  const images = productIds.length
    ? await database
        .select({ productId: media.productId, url: media.url })
        .from(media)
        .where(inArray(media.productId, productIds))
        .orderBy(media.position, media.id)
    : [];

  const answer: ReorderAnswer = { items: [], unavailable: [] };
  for (const line of lines) {
    const name = line.variationName ? `${line.productName} - ${line.variationName}` : line.productName;
    const product = current.find((row) => row.id === line.productId && row.isActive);
    const productSizes = sizes.filter((size) => size.productId === product?.id);
    const size = line.variationId === null ? null : productSizes.find((row) => row.id === line.variationId);
    // Gone: the product is off sale, the size was removed, or a product now has sizes it had not.
    if (
      !product ||
      (line.variationId !== null && !size) ||
      (line.variationId === null && productSizes.length > 0)
    ) {
      answer.unavailable.push({ name, reason: messages.reorder.discontinued });
      continue;
    }
    const stock = size ? size.stock : product.stock;
    if (stock <= 0) {
      answer.unavailable.push({ name, reason: messages.reorder.soldOut });
      continue;
    }
    const quantity = Math.min(line.quantity, stock);
    if (quantity < line.quantity)
      answer.unavailable.push({ name, reason: messages.reorder.fewerInStock(stock) });
    const urls = images.filter((image) => image.productId === product.id).map((image) => image.url);
    answer.items.push({
      id: size?.id ?? product.id,
      product_id: product.id,
      product_variation_id: size?.id ?? null,
      is_variation: size !== null && size !== undefined,
      name: product.name,
      display_name: size ? `${product.name} - ${size.name}` : product.name,
      variation_name: size?.name ?? null,
      variation_attributes: size?.attributes ?? null,
      slug: product.slug,
      price: centsToEuros(size?.priceCents ?? product.priceCents),
      quantity,
      initialQuantity: quantity,
      image_url: urls[0] ?? null,
      image_urls: urls,
    });
  }
  return answer;
}
