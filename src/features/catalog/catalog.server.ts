import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { centsToEuros } from '~/lib/money';
import { cacheTags } from '~/server/cache-tags';
import { type Db, db } from '~/server/db';
import { preparedPerDatabase } from '~/server/db/prepared';
import { categories, media, productCategories, products, productVariations } from '~/server/db/schema';
import { heldUntilStale } from '~/server/events/held-until-stale';
import type {
  Category,
  CategoryRef,
  MediaItem,
  PopularProduct,
  ProductAttributes,
  ProductDetail,
  ProductSummary,
  ProductVariation,
} from './catalog';

type ProductRow = typeof products.$inferSelect;

/** Active products for the overview, sorted by name (ICU collation: same order on PGlite and PostgreSQL). */
export async function listProducts(): Promise<ProductSummary[]> {
  const rows = await selectSummaries(await db())
    .where(eq(products.isActive, true))
    .orderBy(sql`${products.name} collate "und-x-icu"`, asc(products.id));
  return rows.map(toSummary);
}

/** Every product page and product API miss asks this: built once, sent as a prepared statement. */
const productBySlug = preparedPerDatabase((database) =>
  database
    .select({ ...getTableColumns(products), ...summaryColumns, variationList })
    .from(products)
    .where(and(eq(products.slug, sql.placeholder('slug')), eq(products.isActive, true)))
    .limit(1)
    .prepare('product_by_slug'),
);

/** An active product with its variations, in one round trip (the variations as a JSON subquery). */
export async function findProductBySlug(slug: string): Promise<ProductDetail | null> {
  const [row] = await productBySlug(await db()).execute({ slug });
  if (!row) return null;
  const summary = toSummary(row);
  return {
    ...summary,
    description: row.description,
    product_image: summary.image_urls[0] ?? null,
    product_variations: row.variationList.map(
      (variation): ProductVariation => ({
        id: variation.id,
        name: variation.name,
        slug: variation.slug,
        price: centsToEuros(variation.price_cents),
        price_cents: variation.price_cents,
        product_attributes: variation.attributes,
        in_stock: variation.in_stock,
      }),
    ),
    vat_rate: row.vatRateBasisPoints,
    ean: row.ean,
  };
}

/** Every /shop page miss reads its 24 products by id: one prepared statement for any number of ids. */
const summariesByIds = preparedPerDatabase((database) =>
  selectSummaries(database)
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`, eq(products.isActive, true)))
    .prepare('product_summaries_by_ids'),
);

/** Active products by id, in the order of `ids` (search results keep their ranking). */
export async function listProductsByIds(ids: number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await summariesByIds(await db()).execute({ ids });
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The most popular products as full summaries (product cards), optionally leaving one out. */
export async function listPopularSummaries(limit = 3, excludeSlug?: string): Promise<ProductSummary[]> {
  const rows = await selectSummaries(await db())
    .where(
      excludeSlug
        ? and(eq(products.isActive, true), sql`${products.slug} <> ${excludeSlug}`)
        : eq(products.isActive, true),
    )
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(limit);
  return rows.map(toSummary);
}

/** Any product's change (a save, stock, the catalogue as a whole) drops these tags (catalog.handlers.server.ts). */
const PRODUCT_LIST_TAGS = [cacheTags.productLists, cacheTags.catalog];
const POPULAR_SHOWN = 3;
/** One more than shown, so that a product page can leave its own product out. */
const heldPopular = heldUntilStale(PRODUCT_LIST_TAGS, () => listPopularSummaries(POPULAR_SHOWN + 1));

/**
 * 'Andere klanten bekeken ook' on a product page: the most popular products but that one, held in
 * memory until a product changes (every product page miss read them again).
 */
export async function popularSummariesBesides(slug: string): Promise<ProductSummary[]> {
  return (await heldPopular()).filter((product) => product.slug !== slug).slice(0, POPULAR_SHOWN);
}

/** The most popular products ('other customers also viewed'), optionally leaving one out. */
export async function listPopularProducts(limit = 3, excludeSlug?: string): Promise<PopularProduct[]> {
  return (await listPopularSummaries(limit, excludeSlug)).map((product) => ({
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
      // Which gender and absorption band its active products have: a category page drops a saved
      // filter that would leave it empty (rules.ts filtersOnCategoryPage).
      filterProfile: sql<[string, string][]>`coalesce((
        select json_agg(distinct jsonb_build_array(p.audience, p.absorption_band))
        from ${productCategories} pc join ${products} p on p.id = pc.product_id and p.is_active
        where pc.category_id = ${categories.id}), '[]'::json)`,
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
    filterProfile: row.filterProfile.map(([audience, band]) => ({ audience, band })),
  }));
}

/**
 * The categories with their counts as shoppers see them (the header of every page), held in memory
 * until a product changes: categories only change with a product's save. Shared between requests:
 * not to be changed by the caller. Staff screens read listCategories.
 */
export const listShopCategories: () => Promise<Category[]> = heldUntilStale(
  PRODUCT_LIST_TAGS,
  listCategories,
);

/**
 * Categories, media and stock of each product, as correlated JSON subqueries: one
 * round trip however many products (a round trip per product adds up, on PGlite most of all).
 */
// Qualified by hand: drizzle renders a column of the outer table unqualified, and inside the
// subqueries "id" would bind to the inner table.
export const outerProductId = sql.raw('"products"."id"');

const summaryColumns = {
  categoryList: sql<CategoryRef[]>`coalesce((
    select json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) order by c.position, c.id)
    from ${productCategories} pc join ${categories} c on c.id = pc.category_id
    where pc.product_id = ${outerProductId}), '[]'::json)`,
  mediaList: sql<
    { id: number; url: string; alt: string; custom_properties: Record<string, string> }[]
  >`coalesce((
    select json_agg(json_build_object('id', m.id, 'url', m.url, 'alt', m.alt, 'custom_properties', m.custom_properties)
      order by m.position, m.id)
    from ${media} m where m.product_id = ${outerProductId}), '[]'::json)`,
  variationStock: sql<number | null>`(
    select sum(v.stock)::int from ${productVariations} v where v.product_id = ${outerProductId})`,
};

/** A product's variations in their shop order, for its detail (findProductBySlug). */
const variationList = sql<
  {
    id: number;
    name: string;
    slug: string;
    price_cents: number;
    attributes: ProductAttributes;
    in_stock: boolean;
  }[]
>`coalesce((
    select json_agg(json_build_object('id', v.id, 'name', v.name, 'slug', v.slug, 'price_cents', v.price_cents,
      'attributes', v.attributes, 'in_stock', v.stock > 0) order by v.position, v.id)
    from ${productVariations} v where v.product_id = ${outerProductId}), '[]'::json)`;

type SummaryRow = ProductRow & {
  categoryList: CategoryRef[];
  mediaList: MediaItem[];
  variationStock: number | null;
};

/** Products with their summary columns; callers add where/order. Synchronous: builders are thenables. */
function selectSummaries(database: Db) {
  return database
    .select({ ...getTableColumns(products), ...summaryColumns })
    .from(products)
    .$dynamic();
}

function toSummary(row: SummaryRow): ProductSummary {
  // A product with variations is in stock when any variation is; otherwise its own stock counts.
  const stock = row.variationStock ?? row.stock;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    price: centsToEuros(row.priceCents),
    price_cents: row.priceCents,
    short_description: row.shortDescription,
    image_urls: row.mediaList.map((item) => item.url),
    media: row.mediaList,
    product_attributes: row.attributes,
    categories: row.categoryList,
    product_color: row.productColor,
    in_package: row.inPackage,
    in_stock: stock > 0,
  };
}
