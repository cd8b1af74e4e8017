import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { SessionUser } from '~/features/account/session.server';
import { indexProducts } from '~/features/search/search.server';
import { messages } from '~/lib/messages';
import { db, type Tx } from '~/server/db';
import {
  categories,
  media,
  productCategories,
  products,
  productVariations,
  slugRedirects,
} from '~/server/db/schema';
import { sanitizeRichText } from '~/server/html/sanitize';
import { hasRole } from '~/server/http/endpoint';
import { conflict, forbidden, found, unprocessable } from '~/server/http/errors';
import { recordAudit } from '../audit.server';
import {
  changesPrices,
  type EditableProduct,
  fromAttributes,
  type ProductInput,
  type ProductListItem,
  toAttributes,
} from './product-form';

export type Staff = Pick<SessionUser, 'id' | 'role'>;

/** Every product, active or not, for the staff list (one statement). */
export async function listAdminProducts(): Promise<ProductListItem[]> {
  const rows = await (await db())
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      price_cents: products.priceCents,
      is_active: products.isActive,
      image_url: sql<string | null>`(select m.url from ${media} m where m.product_id = "products"."id"
        order by m.position, m.id limit 1)`,
      variation_count: sql<number>`(select count(*)::int from ${productVariations} v where v.product_id = "products"."id")`,
      stock: sql<number>`coalesce((select sum(v.stock)::int from ${productVariations} v
        where v.product_id = "products"."id"), "products"."stock")`,
    })
    .from(products)
    .orderBy(sql`${products.name} collate "und-x-icu"`);
  return rows.map((row) => ({
    ...row,
    variation_count: Number(row.variation_count),
    stock: Number(row.stock),
  }));
}

/** A product as the staff form edits it, or null. */
export async function loadEditableProduct(id: number, executor?: Tx): Promise<EditableProduct | null> {
  const database = executor ?? (await db());
  const [row] = await database.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) return null;
  const variations = await database
    .select()
    .from(productVariations)
    .where(eq(productVariations.productId, id))
    .orderBy(asc(productVariations.position), asc(productVariations.id));
  const images = await database
    .select()
    .from(media)
    .where(eq(media.productId, id))
    .orderBy(asc(media.position), asc(media.id));
  const categoryRows = await database
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, id));
  return {
    id: row.id,
    updated_at: row.updatedAt.toISOString(),
    name: row.name,
    slug: row.slug,
    price_cents: row.priceCents,
    vat_rate: row.vatRateBasisPoints === 2100 ? 2100 : 900,
    in_package: row.inPackage,
    short_description: row.shortDescription,
    description: row.description,
    category_ids: categoryRows.map((category) => category.id),
    ...fromAttributes(row.attributes),
    product_color: row.productColor,
    primary_color: images[0]?.customProperties.primary_color ?? null,
    images: images.map((image) => ({ url: image.url, alt: image.alt })),
    stock: row.stock,
    is_active: row.isActive,
    variations: variations.map((variation) => ({
      id: variation.id,
      name: variation.name,
      slug: variation.slug,
      price_cents: variation.priceCents,
      stock: variation.stock,
      dimensions: variation.attributes.dimensions ?? '',
    })),
  };
}

export interface SavedProduct {
  id: number;
  slug: string;
  /** Slugs whose cached pages and API answers must go: the old and the new one. */
  staleSlugs: string[];
}

/**
 * Creates (no id) or updates a product with its sizes, images and categories in one
 * transaction: audited, search index updated, an old slug kept as a redirect. Prices and
 * VAT are the admin's: an editor changing them gets a 403.
 */
export async function saveProduct(input: ProductInput, staff: Staff, id?: number): Promise<SavedProduct> {
  return (await db()).transaction(async (tx) => {
    const before =
      id === undefined ? undefined : found(await lockProduct(tx, id), messages.catalogAdmin.productNotFound);
    if (!hasRole(staff, 'admin') && changesPrices(input, before))
      throw forbidden(messages.catalogAdmin.pricesAdminOnly);
    await checkUnique(tx, input, id);

    const values = {
      name: input.name,
      slug: input.slug,
      priceCents: input.price_cents,
      vatRateBasisPoints: input.vat_rate,
      inPackage: input.in_package,
      shortDescription: input.short_description,
      description: sanitizeRichText(input.description),
      productColor: input.product_color,
      attributes: toAttributes(input, before?.attributes),
      // With sizes the stock lives per size (spec: stock per variation).
      stock: input.variations.length > 0 ? 0 : input.stock,
      isActive: input.is_active,
      updatedAt: new Date(),
    };
    const productId =
      before === undefined
        ? (await tx.insert(products).values(values).returning({ id: products.id }))[0]!.id
        : before.id;
    if (before) await tx.update(products).set(values).where(eq(products.id, productId));

    await saveVariations(tx, productId, input);
    await saveImages(tx, productId, input);
    await saveCategories(tx, productId, input.category_ids);
    if (before && before.slug !== input.slug) {
      await tx
        .insert(slugRedirects)
        .values({ oldSlug: before.slug, productId })
        .onConflictDoUpdate({ target: slugRedirects.oldSlug, set: { productId, createdAt: new Date() } });
    }
    // The current slug never redirects (a product renamed back takes its old slug again).
    await tx.delete(slugRedirects).where(eq(slugRedirects.oldSlug, input.slug));

    await recordAudit(tx, {
      actorUserId: staff.id,
      action: before ? 'product.updated' : 'product.created',
      entity: 'product',
      entityId: productId,
      details: auditDetails(before, input),
    });
    await indexProducts(tx, [productId]);
    return {
      id: productId,
      slug: input.slug,
      staleSlugs: [...new Set([before?.slug, input.slug].filter((slug): slug is string => Boolean(slug)))],
    };
  });
}

/** Takes a product off sale (it stays for order history and can be put back). */
export async function deactivateProduct(id: number, staff: Staff): Promise<SavedProduct> {
  return (await db()).transaction(async (tx) => {
    const before = found(await lockProduct(tx, id), messages.catalogAdmin.productNotFound);
    await tx.update(products).set({ isActive: false, updatedAt: new Date() }).where(eq(products.id, id));
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'product.deactivated',
      entity: 'product',
      entityId: id,
      details: { was_active: before.isActive },
    });
    await indexProducts(tx, [id]);
    return { id, slug: before.slug, staleSlugs: [before.slug] };
  });
}

/** The current slug of a product that once had `oldSlug` (for a 301), or null. */
export async function findSlugRedirect(oldSlug: string): Promise<string | null> {
  const [row] = await (await db())
    .select({ slug: products.slug })
    .from(slugRedirects)
    .innerJoin(products, eq(products.id, slugRedirects.productId))
    .where(and(eq(slugRedirects.oldSlug, oldSlug), eq(products.isActive, true)))
    .limit(1);
  return row?.slug ?? null;
}

type LockedProduct = typeof products.$inferSelect & {
  price_cents: number;
  vat_rate: number;
  variations: { id: number; price_cents: number }[];
};

async function lockProduct(tx: Tx, id: number): Promise<LockedProduct | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) return undefined;
  const variations = await tx
    .select({ id: productVariations.id, price_cents: productVariations.priceCents })
    .from(productVariations)
    .where(eq(productVariations.productId, id));
  return { ...row, price_cents: row.priceCents, vat_rate: row.vatRateBasisPoints, variations };
}

/** Slugs are unique: a taken one is a 409 naming the field, checked before any write. */
async function checkUnique(tx: Tx, input: ProductInput, id: number | undefined): Promise<void> {
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      id === undefined
        ? eq(products.slug, input.slug)
        : and(eq(products.slug, input.slug), ne(products.id, id)),
    )
    .limit(1);
  if (taken) throw conflict(messages.catalogAdmin.slugTaken, { slug: [messages.catalogAdmin.slugTaken] });
  if (input.variations.length === 0) return;
  const slugs = input.variations.map((variation) => variation.slug);
  const others = await tx
    .select({ slug: productVariations.slug })
    .from(productVariations)
    .where(
      and(
        inArray(productVariations.slug, slugs),
        id === undefined ? undefined : ne(productVariations.productId, id),
      ),
    );
  if (others.length > 0) {
    const errors = Object.fromEntries(
      others.map((other) => [
        `variations.${slugs.indexOf(other.slug)}.slug`,
        [messages.catalogAdmin.variationSlugTaken],
      ]),
    );
    throw conflict(messages.catalogAdmin.variationSlugTaken, errors);
  }
}

async function saveVariations(tx: Tx, productId: number, input: ProductInput): Promise<void> {
  const existing = await tx
    .select({ id: productVariations.id })
    .from(productVariations)
    .where(eq(productVariations.productId, productId));
  const own = new Set(existing.map((row) => row.id));
  input.variations.forEach((variation, index) => {
    if (variation.id !== undefined && !own.has(variation.id))
      throw unprocessable({ [`variations.${index}.id`]: [messages.catalogAdmin.variationNotOfProduct] });
  });
  const keep = input.variations.flatMap((variation) => (variation.id === undefined ? [] : [variation.id]));
  // Removed sizes go; order lines keep their name (their link is set to null).
  await tx
    .delete(productVariations)
    .where(
      keep.length > 0
        ? and(eq(productVariations.productId, productId), notInArray(productVariations.id, keep))
        : eq(productVariations.productId, productId),
    );
  for (const [position, variation] of input.variations.entries()) {
    const values = {
      name: variation.name,
      slug: variation.slug,
      priceCents: variation.price_cents,
      stock: variation.stock,
      attributes: (variation.dimensions ? { dimensions: variation.dimensions } : {}) as Record<
        string,
        string
      >,
      position,
      updatedAt: new Date(),
    };
    if (variation.id === undefined) await tx.insert(productVariations).values({ ...values, productId });
    else await tx.update(productVariations).set(values).where(eq(productVariations.id, variation.id));
  }
}

/** Images in the order staff dragged them; the first one's primary_color colours the product cards. */
async function saveImages(tx: Tx, productId: number, input: ProductInput): Promise<void> {
  await tx.delete(media).where(eq(media.productId, productId));
  if (input.images.length === 0) return;
  await tx.insert(media).values(
    input.images.map((image, position) => ({
      productId,
      url: image.url,
      alt: image.alt || `${input.name}, afbeelding ${position + 1}`,
      mimeType: image.url.endsWith('.svg') ? 'image/svg+xml' : 'image/webp',
      customProperties: (input.primary_color ? { primary_color: input.primary_color } : {}) as Record<
        string,
        string
      >,
      position,
    })),
  );
}

async function saveCategories(tx: Tx, productId: number, categoryIds: number[]): Promise<void> {
  const ids = [...new Set(categoryIds)];
  if (ids.length > 0) {
    const known = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
    if (known.length !== ids.length)
      throw unprocessable({ category_ids: [messages.catalogAdmin.unknownCategory] });
  }
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  if (ids.length > 0)
    await tx.insert(productCategories).values(ids.map((categoryId) => ({ productId, categoryId })));
}

/** What changed, for the audit log: scalar fields before and after, and the new sizes' prices. */
function auditDetails(before: LockedProduct | undefined, input: ProductInput): Record<string, unknown> {
  const after = {
    name: input.name,
    slug: input.slug,
    price_cents: input.price_cents,
    vat_rate: input.vat_rate,
    in_package: input.in_package,
    is_active: input.is_active,
    stock: input.stock,
  };
  const variations = input.variations.map(({ slug, price_cents, stock }) => ({ slug, price_cents, stock }));
  if (!before) return { after, variations };
  const previous: Record<string, unknown> = {
    name: before.name,
    slug: before.slug,
    price_cents: before.priceCents,
    vat_rate: before.vatRateBasisPoints,
    in_package: before.inPackage,
    is_active: before.isActive,
    stock: before.stock,
  };
  const changed = Object.fromEntries(
    Object.entries(after)
      .filter(([key, value]) => previous[key] !== value)
      .map(([key, value]) => [key, { from: previous[key], to: value }]),
  );
  return { changed, variations };
}
