import { and, asc, eq, sql } from 'drizzle-orm';
import { messages } from '~/lib/messages';
import { hasRole } from '~/lib/roles';
import { recordAudit } from '~/server/audit.server';
import type { SessionUser } from '~/server/auth/session.server';
import { db, type Tx } from '~/server/db';
import { media, productCategories, products, productVariations, slugRedirects } from '~/server/db/schema';
import { sanitizeRichText } from '~/server/html/sanitize';
import { forbidden, found } from '~/server/http/errors';
import { recordEvent } from '~/server/outbox';
import {
  changesPrices,
  type EditableProduct,
  fromAttributes,
  type ProductInput,
  type ProductListItem,
  toAttributes,
} from './product-form';
import {
  auditDetails,
  checkUnique,
  lockProduct,
  saveCategories,
  saveImages,
  saveVariations,
} from './product-save-steps.server';

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
    ean: row.ean,
    short_description: row.shortDescription,
    description: row.description,
    category_ids: categoryRows.map((category) => category.id),
    ...fromAttributes(row.attributes),
    product_color: row.productColor,
    primary_color: images[0]?.customProperties.primary_color ?? null,
    images: images.map((image) => ({ url: image.url, alt: image.alt })),
    stock: row.stock,
    is_active: row.isActive,
    fits_letterbox: row.fitsLetterbox,
    variations: variations.map((variation) => ({
      id: variation.id,
      name: variation.name,
      slug: variation.slug,
      price_cents: variation.priceCents,
      stock: variation.stock,
      dimensions: variation.attributes.dimensions ?? '',
      fits_letterbox: variation.fitsLetterbox,
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
      ean: input.ean === undefined ? (before?.ean ?? null) : input.ean,
      shortDescription: input.short_description,
      description: sanitizeRichText(input.description),
      productColor: input.product_color,
      attributes: toAttributes(input, before?.attributes),
      // With sizes the stock lives per size (spec: stock per variation).
      stock: input.variations.length > 0 ? 0 : input.stock,
      isActive: input.is_active,
      fitsLetterbox: input.variations.length > 0 ? false : input.fits_letterbox,
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
    const staleSlugs = [
      ...new Set([before?.slug, input.slug].filter((slug): slug is string => Boolean(slug))),
    ];
    // Its pages, the product lists and its search entry follow after the commit (outbox).
    await recordEvent(tx, 'product.saved', { productIds: [productId], slugs: staleSlugs });
    return { id: productId, slug: input.slug, staleSlugs };
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
    await recordEvent(tx, 'product.saved', { productIds: [id], slugs: [before.slug] });
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
