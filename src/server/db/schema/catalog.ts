import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * absorptionOf in SQL: the number at the start of the text as JavaScript's parseFloat reads it
 * (anything else counts as 0), then the bands of spec section 9. Clamping to 0..8 changes no band.
 * A fixation product absorbs nothing (rules.ts isFixation): band 'none', which no filter asks for.
 */
const ABSORPTION_NUMBER = String.raw`substring(attributes ->> 'absorption' from '^\s*([+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d{1,2})?)')::numeric`;
const ABSORPTION_BAND_SQL = `case when attributes ->> 'product_type' = 'fixatie' then 'none'
  when coalesce(${ABSORPTION_NUMBER}, 0) <= 3 then 'light'
  when ${ABSORPTION_NUMBER} <= 5 then 'medium' when ${ABSORPTION_NUMBER} <= 7 then 'heavy' else 'extreme' end`;

export const categoryGender = pgEnum('category_gender', ['female', 'male', 'unisex']);

export const categories = pgTable('categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  gender: categoryGender().notNull().default('unisex'),
  description: text().notNull().default(''),
  imageUrl: text(),
  position: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    shortDescription: text().notNull().default(''),
    /** Sanitised HTML. */
    description: text().notNull().default(''),
    priceCents: integer().notNull(),
    /** VAT in basis points: 900 = 9 % (incontinence material in the Netherlands). */
    vatRateBasisPoints: integer().notNull().default(900),
    inPackage: integer().notNull().default(1),
    /** Stock of a product without variations; products with variations keep stock per variation. */
    stock: integer().notNull().default(0),
    productColor: text(),
    /** The barcode (EAN/GTIN-8, -12, -13 or -14, check digit checked when saved); search engines read it as gtin. */
    ean: text(),
    /** gender, absorption, usp_*, specs_*, highlight_*, mark* (spec section 3). */
    attributes: jsonb().$type<Record<string, string>>().notNull().default({}),
    popularity: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    /** Fits through a letterbox (a product without variations; variations carry their own flag). */
    fitsLetterbox: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The gender filter's view of `attributes.gender` (rules.ts matchesFilters), kept by the database. */
    audience: text().notNull().generatedAlwaysAs(sql`coalesce(attributes ->> 'gender', 'unisex')`),
    /** The absorption filter's band of `attributes.absorption` (rules.ts absorptionOf and absorptionBand). */
    absorptionBand: text().notNull().generatedAlwaysAs(sql.raw(ABSORPTION_BAND_SQL)),
  },
  (table) => [
    check('products_price_nonnegative', sql`${table.priceCents} >= 0`),
    check('products_stock_nonnegative', sql`${table.stock} >= 0`),
    index('products_popularity_idx').on(table.popularity),
    // The overview (/shop) counts and pages the active products per filter in SQL.
    index('products_overview_filter_idx')
      .on(table.audience, table.absorptionBand, table.id)
      .where(sql`is_active`),
    // In name order with the filter columns: a page is read from the index alone, with no sort.
    index('products_overview_name_idx')
      .on(sql`(name collate "und-x-icu")`, table.id, table.audience, table.absorptionBand)
      .where(sql`is_active`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index('product_categories_category_idx').on(table.categoryId),
  ],
);

export const productVariations = pgTable(
  'product_variations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    slug: text().notNull().unique(),
    priceCents: integer().notNull(),
    stock: integer().notNull().default(0),
    attributes: jsonb().$type<Record<string, string>>().notNull().default({}),
    position: integer().notNull().default(0),
    /** This size or pack fits through a letterbox (delivery as a letterbox parcel). */
    fitsLetterbox: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('variations_price_nonnegative', sql`${table.priceCents} >= 0`),
    check('variations_stock_nonnegative', sql`${table.stock} >= 0`),
    index('product_variations_product_idx').on(table.productId),
  ],
);

/** Product images; custom_properties carries primary_color (spec section 2). */
export const media = pgTable(
  'media',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    alt: text().notNull().default(''),
    mimeType: text().notNull().default('image/svg+xml'),
    customProperties: jsonb().$type<Record<string, string>>().notNull().default({}),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_product_idx').on(table.productId, table.position)],
);

/**
 * Old product slugs that still lead somewhere: when staff rename a product's slug, links and
 * search results out in the world keep working (301 to the product's current slug).
 */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    oldSlug: text().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('slug_redirects_product_idx').on(table.productId)],
);

/**
 * Every price a product or one of its sizes has had, from the moment it was set (the
 * Omnibus rule): written by database triggers on products and product_variations (migration
 * 0019), so every way a price changes (editor, import, seed) is recorded. The product's own row
 * has variation_id null. Not a foreign key to the variation: a removed size keeps its history.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer(),
    priceCents: integer().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('price_changes_product_idx').on(table.productId, table.variationId, table.changedAt)],
);
