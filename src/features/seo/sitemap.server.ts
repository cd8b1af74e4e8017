import { and, eq, isNotNull, lte, max } from 'drizzle-orm';
import { articlePath, categoryPath, pagePath, productPath, routes } from '~/lib/routes';
import { db } from '~/server/db';
import { articles, categories, pages, productCategories, products } from '~/server/db/schema';

export interface SitemapEntry {
  path: string;
  /** When what the page shows last changed. */
  lastModified: Date;
}

/** Pages rendered from code that list the catalogue: they change when a product does. */
const CATALOGUE_PATHS = [routes.shop, routes.finder];

const latest = (dates: Date[]) => new Date(Math.max(0, ...dates.map((date) => date.getTime())));

/**
 * Every indexable page with the time it last changed: published content pages (the front page as '/'),
 * published articles, the catalogue pages, categories with products on sale, and those products.
 * Account, checkout, search and staff pages are not indexable (noindex) and are left out.
 */
export async function sitemapEntries(now = new Date()): Promise<SitemapEntry[]> {
  const database = await db();
  const [pageRows, articleRows, productRows, categoryRows] = await Promise.all([
    database
      .select({ slug: pages.slug, updatedAt: pages.updatedAt })
      .from(pages)
      .where(isNotNull(pages.publishedAt))
      .orderBy(pages.id),
    database
      .select({ slug: articles.slug, updatedAt: articles.updatedAt })
      .from(articles)
      .where(and(isNotNull(articles.publishedAt), lte(articles.publishedAt, now)))
      .orderBy(articles.id),
    database
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(products.id),
    database
      .select({ slug: categories.slug, updatedAt: categories.updatedAt, productsAt: max(products.updatedAt) })
      .from(categories)
      .innerJoin(productCategories, eq(productCategories.categoryId, categories.id))
      .innerJoin(products, and(eq(products.id, productCategories.productId), eq(products.isActive, true)))
      .groupBy(categories.id)
      .orderBy(categories.id),
  ]);
  const catalogueChanged = latest(productRows.map((row) => row.updatedAt));
  return [
    ...pageRows.map((row) => ({ path: pagePath(row.slug), lastModified: row.updatedAt })),
    ...CATALOGUE_PATHS.map((path) => ({ path, lastModified: catalogueChanged })),
    ...categoryRows.map((row) => ({
      path: categoryPath(row.slug),
      lastModified: latest([row.updatedAt, ...(row.productsAt ? [new Date(row.productsAt)] : [])]),
    })),
    ...productRows.map((row) => ({ path: productPath(row.slug), lastModified: row.updatedAt })),
    ...articleRows.map((row) => ({ path: articlePath(row.slug), lastModified: row.updatedAt })),
  ];
}

/** The sitemap document (sitemaps.org), absolute addresses made by `absolute`. */
export function sitemapXml(entries: SitemapEntry[], absolute: (path: string) => string): string {
  const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(absolute(entry.path))}</loc><lastmod>${entry.lastModified.toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}
