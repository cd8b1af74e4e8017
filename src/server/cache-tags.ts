import type { APIContext } from 'astro';

/**
 * The tags cached pages and API answers carry (`Astro.cache.set({ tags })`, `sharedJson`) and that
 * changes invalidate: one place, so a page and the change that makes it stale name the same tag.
 * Server-only: islands never cache or invalidate.
 */
export const cacheTags = {
  /** Everything that lists products, prices or stock. */
  catalog: 'catalog',
  /** Every content page and article (the knowledge base lists the articles). */
  content: 'content',
  /** The public configuration answer (/env). */
  env: 'env',
} as const;

export const productTag = (slug: string) => `product:${slug}`;
export const pageTag = (slug: string) => `page:${slug}`;
export const articleTag = (slug: string) => `article:${slug}`;

/** Cached pages and API answers that show a product: every catalogue page and the product's own. */
export const productCacheTags = (...slugs: string[]) => [cacheTags.catalog, ...slugs.map(productTag)];

/** Content: pages list products too, so they also carry the catalogue's tag. */
export const pageCacheTags = (slug: string) => [cacheTags.content, cacheTags.catalog, pageTag(slug)];
export const articleCacheTags = (slug: string) => [cacheTags.content, cacheTags.catalog, articleTag(slug)];

/** Tags whose invalidation means a searchable product, page or article changed (the search index). */
const SEARCHABLE_TAG = /^(catalog|content|(product|page|article):.+)$/;
export const isSearchableTag = (tag: string) => SEARCHABLE_TAG.test(tag);

/** After stock changed (an order, a cancellation, a payment): every page that shows stock is stale. */
export async function invalidateCatalog(context: Pick<APIContext, 'cache'>): Promise<void> {
  if (context.cache?.enabled) await context.cache.invalidate({ tags: [cacheTags.catalog] });
}
