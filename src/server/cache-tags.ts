/**
 * The tags cached pages and API answers carry (`Astro.cache.set({ tags })`, `sharedJson`) and that
 * changes invalidate: one place, so a page and the change that makes it stale name the same tag.
 * Server-only: islands never cache or invalidate.
 */
export const cacheTags = {
  /** Everything that shows a product (lists and product pages): a change to the whole catalogue. */
  catalog: 'catalog',
  /** Pages and answers that list products (shop, finder, content blocks): any product's change. */
  productLists: 'product-lists',
  /** Every content page and article (the knowledge base lists the articles). */
  content: 'content',
  /** The public configuration answer (/env). */
  env: 'env',
  /** The frame every shop page shows: the header's menu (decision 038). */
  shell: 'shell',
} as const;

/** A shop page (HTML): its own tags and the frame's, so a change to the menu drops every page. */
export const shopPageTags = (tags: string[]) => [cacheTags.shell, ...tags];

export const productTag = (slug: string) => `product:${slug}`;
export const pageTag = (slug: string) => `page:${slug}`;
export const articleTag = (slug: string) => `article:${slug}`;

/** Cached pages and API answers that show a product: every catalogue page and the product's own. */
export const productCacheTags = (...slugs: string[]) => [cacheTags.catalog, ...slugs.map(productTag)];

/** Lists of products: a change to any product drops them, and only them plus its own pages. */
export const productListCacheTags = () => [cacheTags.catalog, cacheTags.productLists];

/** Content: pages list products too (product blocks), so they carry the product lists' tag. */
export const pageCacheTags = (slug: string) => [cacheTags.content, cacheTags.productLists, pageTag(slug)];
export const articleCacheTags = (slug: string) => [
  cacheTags.content,
  cacheTags.productLists,
  articleTag(slug),
];
