import { inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '~/server/db';
import { products, productVariations } from '~/server/db/schema';
import { HttpError } from '~/server/http/errors';
import { mergeLines, type OrderLineRef } from './checkout';

/** A cart line resolved and priced from the database. */
export interface LineForOrder {
  productId: number;
  variationId: number | null;
  productName: string;
  variationName: string | null;
  unitPriceCents: number;
  vatRateBasisPoints: number;
  quantity: number;
  displayName: string;
  /** Fits through a letterbox: the variation's flag, or the product's when it has no variation. */
  fitsLetterbox: boolean;
}

type Product = typeof products.$inferSelect;
type Variation = typeof productVariations.$inferSelect;

const unavailable = (name: string | undefined) =>
  new HttpError(422, `${name || 'Een product'} is niet meer leverbaar. Verwijder het uit je winkelmand.`);

/**
 * Resolves every line to the product or variation it names, prices it from the
 * database and merges lines of the same product and variation (so two lines of 3
 * are checked against the stock as 6). The spec's line names a variation by its own
 * id plus the product's slug, so `id` is read as a variation id when the slug's product
 * has a variation with that id; without a slug or product id, `id` is a product id.
 */
export async function resolveLines(database: Db | Tx, refs: OrderLineRef[]): Promise<LineForOrder[]> {
  const slugs = [...new Set(refs.flatMap((ref) => (ref.slug ? [ref.slug] : [])))];
  // Only lines that can name a variation need the variations looked up.
  const variationIds = [
    ...new Set(
      refs.flatMap((ref) =>
        ref.variationId
          ? [ref.variationId]
          : (ref.productId && ref.id !== ref.productId) || (ref.slug && !ref.productId)
            ? [ref.id]
            : [],
      ),
    ),
  ];

  const variationRows = variationIds.length
    ? await database.select().from(productVariations).where(inArray(productVariations.id, variationIds))
    : [];
  // A line may name its variation alone: its product is read too.
  const productIds = [
    ...new Set([...refs.map((ref) => ref.productId ?? ref.id), ...variationRows.map((row) => row.productId)]),
  ];
  const productRows = await database
    .select()
    .from(products)
    .where(
      slugs.length
        ? or(inArray(products.id, productIds), inArray(products.slug, slugs))
        : inArray(products.id, productIds),
    );
  const byId = new Map(productRows.map((row) => [row.id, row]));
  const bySlug = new Map(productRows.map((row) => [row.slug, row]));
  const variationById = new Map(variationRows.map((row) => [row.id, row]));

  const lines = refs.map((ref) => {
    const target = resolveOne(ref, { byId, bySlug, variationById });
    if (!target?.product.isActive) throw unavailable(ref.name);
    const { product, variation } = target;
    return {
      productId: product.id,
      variationId: variation?.id ?? null,
      productName: product.name,
      variationName: variation?.name ?? null,
      unitPriceCents: variation?.priceCents ?? product.priceCents,
      vatRateBasisPoints: product.vatRateBasisPoints,
      quantity: ref.quantity,
      displayName: variation ? `${product.name} (${variation.name})` : product.name,
      fitsLetterbox: variation ? variation.fitsLetterbox : product.fitsLetterbox,
    };
  });
  return mergeLines(lines);
}

function resolveOne(
  ref: OrderLineRef,
  rows: {
    byId: Map<number, Product>;
    bySlug: Map<string, Product>;
    variationById: Map<number, Variation>;
  },
): { product: Product; variation: Variation | null } | undefined {
  const variationOf = (product: Product | undefined, variationId: number) => {
    const variation = rows.variationById.get(variationId);
    return product && variation?.productId === product.id ? { product, variation } : undefined;
  };
  // The shop's own browser names both ids.
  if (ref.variationId) {
    const variation = rows.variationById.get(ref.variationId);
    const product = variation && rows.byId.get(variation.productId);
    if (!variation || !product) return undefined;
    if (ref.productId && ref.productId !== product.id) return undefined;
    return { product, variation };
  }
  if (ref.productId) {
    const product = rows.byId.get(ref.productId);
    return ref.id === ref.productId ? product && { product, variation: null } : variationOf(product, ref.id);
  }
  // The spec's line: id plus slug. A variation of the slug's product comes first.
  if (ref.slug) {
    const product = rows.bySlug.get(ref.slug);
    return (
      variationOf(product, ref.id) ?? (product?.id === ref.id ? { product, variation: null } : undefined)
    );
  }
  const product = rows.byId.get(ref.id);
  return product && { product, variation: null };
}
