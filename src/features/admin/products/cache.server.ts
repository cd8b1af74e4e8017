import type { APIContext } from 'astro';
import { invalidateContent } from '~/features/content/cache.server';
import { productCacheTags } from '~/server/cache-tags';

/** Drops every cached page of these products at once after a product change (productCacheTags; the content helper also calls the rebuild hook). */
export const invalidateProducts = (context: Pick<APIContext, 'cache'>, slugs: string[]) =>
  invalidateContent(context, productCacheTags(...slugs));
