import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { centsToEuros } from '~/lib/money';
import { db } from '~/server/db';
import { categories, media, productCategories, products, productVariations } from '~/server/db/schema';
import type {
  Category,
  CategoryRef,
  MediaItem,
  PopularProduct,
  ProductDetail,
  ProductSummary,
  ProductVariation,
} from './catalog';

type ProductRow = typeof products.$inferSelect;

/** Active products for the overview, sorted by name (ICU collation: same order on PGlite and PostgreSQL). */
export async function listProducts(): Promise<ProductSummary[]> {
  const database = await db();
  const rows = await database
    .select()
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(sql`${products.name} collate "und-x-icu"`);
  return summarise(rows);
}

export async function findProductBySlug(slug: string): Promise<ProductDetail | null> {
  const database = await db();
  const [row] = await database
    .select()
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.isActive, true)))
    .limit(1);
  if (!row) return null;
  const [summary] = await summarise([row]);
  const variations = await database
    .select()
    .from(productVariations)
    .where(eq(productVariations.productId, row.id))
    .orderBy(asc(productVariations.position), asc(productVariations.id));
  return {
    ...summary!,
    description: row.description,
    product_image: summary!.image_urls[0] ?? null,
    product_variations: variations.map(
      (variation): ProductVariation => ({
        id: variation.id,
        name: variation.name,
        slug: variation.slug,
        price: centsToEuros(variation.priceCents),
        price_cents: variation.priceCents,
        product_attributes: variation.attributes,
        in_stock: variation.stock > 0,
      }),
    ),
    vat_rate: row.vatRateBasisPoints,
  };
}

/** The most popular products ('other customers also viewed'), optionally leaving one out. */
export async function listPopularProducts(limit = 3, excludeSlug?: string): Promise<PopularProduct[]> {
  const database = await db();
  const rows = await database
    .select()
    .from(products)
    .where(
      excludeSlug
        ? and(eq(products.isActive, true), sql`${products.slug} <> ${excludeSlug}`)
        : eq(products.isActive, true),
    )
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(limit);
  const summaries = await summarise(rows);
  return summaries.map((product) => ({
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: product.price,
    price_cents: product.price_cents,
    product_image: product.image_urls[0] ?? null,
    product_color: product.product_color,
    short_description: product.short_description,
  }));
}

/** Categories with their number of active products, sorted by name. */
export async function listCategories(): Promise<Category[]> {
  const database = await db();
  const rows = await database
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      gender: categories.gender,
      description: categories.description,
      imageUrl: categories.imageUrl,
      productCount: sql<number>`count(${products.id})::int`,
    })
    .from(categories)
    .leftJoin(productCategories, eq(productCategories.categoryId, categories.id))
    .leftJoin(products, and(eq(products.id, productCategories.productId), eq(products.isActive, true)))
    .groupBy(categories.id)
    .orderBy(sql`${categories.name} collate "und-x-icu"`);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    gender: row.gender,
    description: row.description,
    image_url: row.imageUrl,
    productCount: Number(row.productCount),
  }));
}

/** Adds categories, media and stock to product rows in three queries, whatever the number of products. */
async function summarise(rows: ProductRow[]): Promise<ProductSummary[]> {
  if (rows.length === 0) return [];
  const database = await db();
  const ids = rows.map((row) => row.id);
  const [categoryRows, mediaRows, variationStock] = await Promise.all([
    database
      .select({
        productId: productCategories.productId,
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
      })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(inArray(productCategories.productId, ids))
      .orderBy(asc(categories.position)),
    database
      .select()
      .from(media)
      .where(inArray(media.productId, ids))
      .orderBy(asc(media.position), asc(media.id)),
    database
      .select({
        productId: productVariations.productId,
        variations: sql<number>`count(*)::int`,
        stock: sql<number>`coalesce(sum(${productVariations.stock}), 0)::int`,
      })
      .from(productVariations)
      .where(inArray(productVariations.productId, ids))
      .groupBy(productVariations.productId),
  ]);

  const categoriesOf = groupBy(categoryRows, (row) => row.productId);
  const mediaOf = groupBy(mediaRows, (row) => row.productId);
  const stockOf = new Map(variationStock.map((row) => [row.productId, row]));

  return rows.map((row) => {
    const items: MediaItem[] = (mediaOf.get(row.id) ?? []).map((item) => ({
      id: item.id,
      url: item.url,
      alt: item.alt,
      custom_properties: item.customProperties,
    }));
    const variations = stockOf.get(row.id);
    const stock = variations && Number(variations.variations) > 0 ? Number(variations.stock) : row.stock;
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      price: centsToEuros(row.priceCents),
      price_cents: row.priceCents,
      short_description: row.shortDescription,
      image_urls: items.map((item) => item.url),
      media: items,
      product_attributes: row.attributes,
      categories: (categoriesOf.get(row.id) ?? []).map(
        ({ id, name, slug }): CategoryRef => ({ id, name, slug }),
      ),
      product_color: row.productColor,
      in_package: row.inPackage,
      in_stock: stock > 0,
    };
  });
}

function groupBy<T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
