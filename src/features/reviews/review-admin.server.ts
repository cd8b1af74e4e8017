import { and, asc, eq } from 'drizzle-orm';
import { messages } from '~/lib/messages';
import { db } from '~/server/db';
import { orders, productReviews, products } from '~/server/db/schema';
import { conflict, notFound } from '~/server/http/errors';
import { recordEvent } from '~/server/outbox';
import type { PendingReview } from './reviews';

/** The reviews waiting for staff, oldest first. */
export async function pendingReviews(): Promise<{ reviews: PendingReview[] }> {
  const rows = await (await db())
    .select({
      id: productReviews.id,
      rating: productReviews.rating,
      body: productReviews.body,
      author: productReviews.authorName,
      createdAt: productReviews.createdAt,
      productName: products.name,
      productSlug: products.slug,
      orderNumber: orders.number,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(orders, eq(orders.id, productReviews.orderId))
    .where(eq(productReviews.status, 'pending'))
    .orderBy(asc(productReviews.createdAt), asc(productReviews.id));
  return { reviews: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/**
 * Approves or rejects a waiting review, once (a second decision is a conflict). Answers the
 * product's slug, so the caller can refresh the cached product page.
 */
export async function decideReview(
  id: number,
  decision: 'approved' | 'rejected',
  staffUserId: number,
): Promise<void> {
  await (await db()).transaction(async (tx) => {
    const [updated] = await tx
      .update(productReviews)
      .set({ status: decision, decidedAt: new Date(), decidedBy: staffUserId })
      .where(and(eq(productReviews.id, id), eq(productReviews.status, 'pending')))
      .returning({ productId: productReviews.productId });
    if (!updated) {
      const [exists] = await tx
        .select({ id: productReviews.id })
        .from(productReviews)
        .where(eq(productReviews.id, id));
      throw exists ? conflict(messages.reviewsScreen.decided) : notFound();
    }
    if (decision !== 'approved') return;
    // The product page shows its approved reviews: its cached copies go, on every instance.
    const [product] = await tx
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, updated.productId));
    await recordEvent(tx, 'product.saved', {
      productIds: [updated.productId],
      slugs: product ? [product.slug] : [],
    });
  });
}
