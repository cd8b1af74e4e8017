import type { APIContext } from 'astro';
import { invalidateContent } from '~/features/content/cache.server';

/** Cached pages and API answers that show a product: every catalogue page and the product's own. */
export const productCacheTags = (slugs: string[]) => ['catalog', ...slugs.map((slug) => `product:${slug}`)];

/** Drops them at once after a product change (the existing helper also calls the rebuild hook). */
export const invalidateProducts = (context: Pick<APIContext, 'cache'>, slugs: string[]) =>
  invalidateContent(context, productCacheTags(slugs));
