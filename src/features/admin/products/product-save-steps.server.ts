// The steps saveProduct takes inside its transaction: lock, check, write the children, describe for the audit.
import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { messages } from '~/lib/messages';
import type { Tx } from '~/server/db';
import { categories, media, productCategories, products, productVariations } from '~/server/db/schema';
import { conflict, unprocessable } from '~/server/http/errors';
import type { ProductInput } from './product-form';

export type LockedProduct = typeof products.$inferSelect & {
  price_cents: number;
  vat_rate: number;
  variations: { id: number; price_cents: number }[];
};

/** The product row locked for the update, with the prices the audit compares against. */
export async function lockProduct(tx: Tx, id: number): Promise<LockedProduct | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) return undefined;
  const variations = await tx
    .select({ id: productVariations.id, price_cents: productVariations.priceCents })
    .from(productVariations)
    .where(eq(productVariations.productId, id));
  return { ...row, price_cents: row.priceCents, vat_rate: row.vatRateBasisPoints, variations };
}

/** Slugs are unique: a taken one is a 409 naming the field, checked before any write. */
export async function checkUnique(tx: Tx, input: ProductInput, id: number | undefined): Promise<void> {
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

export async function saveVariations(tx: Tx, productId: number, input: ProductInput): Promise<void> {
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
      fitsLetterbox: variation.fits_letterbox,
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
export async function saveImages(tx: Tx, productId: number, input: ProductInput): Promise<void> {
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

export async function saveCategories(tx: Tx, productId: number, categoryIds: number[]): Promise<void> {
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
export function auditDetails(
  before: LockedProduct | undefined,
  input: ProductInput,
): Record<string, unknown> {
  const after = {
    name: input.name,
    slug: input.slug,
    price_cents: input.price_cents,
    vat_rate: input.vat_rate,
    in_package: input.in_package,
    is_active: input.is_active,
    stock: input.stock,
    fits_letterbox: input.fits_letterbox,
  };
  const variations = input.variations.map(({ slug, price_cents, stock, fits_letterbox }) => ({
    slug,
    price_cents,
    stock,
    fits_letterbox,
  }));
  if (!before) return { after, variations };
  const previous: Record<string, unknown> = {
    name: before.name,
    slug: before.slug,
    price_cents: before.priceCents,
    vat_rate: before.vatRateBasisPoints,
    in_package: before.inPackage,
    is_active: before.isActive,
    stock: before.stock,
    fits_letterbox: before.fitsLetterbox,
  };
  const changed = Object.fromEntries(
    Object.entries(after)
      .filter(([key, value]) => previous[key] !== value)
      .map(([key, value]) => [key, { from: previous[key], to: value }]),
  );
  return { changed, variations };
}
