import { and, eq, inArray } from 'drizzle-orm';
import { productTag } from '~/server/cache-tags';
import { db } from '~/server/db';
import { orderLines, productReviews, products, returnRequests } from '~/server/db/schema';
import { broadcastCacheInvalidation } from '~/server/events';
import { httpCacheInFront, purgeHttpCache } from '~/server/http-cache';
import { onDomainEvent } from '~/server/outbox';
import { inviteToReview } from './review-mail.server';

// After delivery the buyer is invited to review what they bought (decision 023). inviteToReview makes
// the invitation once per order, so a retried event mails nothing twice.
onDomainEvent('order.delivered', 'reviews.invite-buyer', async (event) => {
  await inviteToReview(event.payload.orderId);
});

// Packs sent back: a shown review of that order may no longer say "Gekocht en ontvangen bij ons"
// (decision 028), so the product pages showing one are dropped from the cache, on every instance.
async function productsWithReturnedReviews(returnIds: number[]): Promise<string[]> {
  if (returnIds.length === 0) return [];
  const rows = await (await db())
    .selectDistinct({ slug: products.slug })
    .from(returnRequests)
    .innerJoin(orderLines, eq(orderLines.id, returnRequests.orderLineId))
    .innerJoin(
      productReviews,
      and(
        eq(productReviews.orderId, returnRequests.orderId),
        eq(productReviews.productId, orderLines.productId),
      ),
    )
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(and(inArray(returnRequests.id, returnIds), eq(productReviews.status, 'approved')));
  return rows.map((row) => productTag(row.slug));
}

onDomainEvent('return.requested', 'cache.reviews-returned', async (event) => {
  const tags = await productsWithReturnedReviews(event.payload.returnIds);
  if (tags.length > 0) await broadcastCacheInvalidation({ tags });
});

// The shared HTTP cache in front, when configured (decision 032): the same product pages.
onDomainEvent('return.requested', 'http-cache.reviews-returned', async (event) => {
  if (!httpCacheInFront()) return;
  const tags = await productsWithReturnedReviews(event.payload.returnIds);
  if (tags.length > 0) await purgeHttpCache(tags);
});
