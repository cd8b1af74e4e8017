import { inArray } from 'drizzle-orm';
import { callRebuildHook } from '~/features/content/cache.server';
import { cacheTags, productCacheTags, productListCacheTags, productTag } from '~/server/cache-tags';
import { db } from '~/server/db';
import { products } from '~/server/db/schema';
import { broadcastCacheInvalidation } from '~/server/events';
import { httpCacheInFront, purgeHttpCache } from '~/server/http-cache';
import { onDomainEvent } from '~/server/outbox';

/** Beyond this many products one catalogue-wide drop is cheaper than a tag per product. */
const PER_PRODUCT_LIMIT = 50;

/** The tags a change of these products makes stale: their own pages and every product list. */
export function staleProductTags(slugs: string[]): string[] {
  if (slugs.length > PER_PRODUCT_LIMIT) return productListCacheTags();
  return [cacheTags.productLists, ...slugs.map(productTag)];
}

async function slugsOf(productIds: number[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await (await db())
    .select({ slug: products.slug })
    .from(products)
    .where(inArray(products.id, productIds));
  return rows.map((row) => row.slug);
}

// Stock changed (an order placed, paid or released, a count, a renewal): availability on the
// product's pages and in the lists, on every instance (the event bus carries it).
onDomainEvent('stock.changed', 'cache.stock', async (event) => {
  await broadcastCacheInvalidation({ tags: staleProductTags(await slugsOf(event.payload.productIds)) });
});

onDomainEvent('product.saved', 'cache.product', async (event) => {
  await broadcastCacheInvalidation({ tags: staleProductTags(event.payload.slugs) });
});

// The shared HTTP cache in front (Varnish, a CDN; decision 032), when one is configured: the same
// tags. Registered after the instances' own drop, so a purge's refetch finds their copies gone.
onDomainEvent('stock.changed', 'http-cache.stock', async (event) => {
  if (!httpCacheInFront()) return;
  await purgeHttpCache(staleProductTags(await slugsOf(event.payload.productIds)));
});

onDomainEvent('product.saved', 'http-cache.product', (event) =>
  purgeHttpCache(staleProductTags(event.payload.slugs)),
);

onDomainEvent('product.saved', 'rebuild-hook.product', (event) =>
  callRebuildHook(productCacheTags(...event.payload.slugs)),
);
