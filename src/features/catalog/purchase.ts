import type { CartItem } from '~/features/cart/cart';

export interface PurchasableVariation {
  id: number;
  name: string;
  price_cents: number;
  in_stock: boolean;
  attributes: Record<string, string>;
}

export interface PurchasableProduct {
  id: number;
  slug: string;
  name: string;
  price_cents: number;
  image_urls: string[];
  in_stock: boolean;
  /** Pieces per package: the price per piece is shown under the price. */
  in_package: number;
  variations: PurchasableVariation[];
}

/** The buy box's data in the page: the product plus the price texts the server wrote per variation. */
export interface PurchaseData extends PurchasableProduct {
  /** Variation id -> the formatted price and price-per-piece line, so the browser formats nothing. */
  priceTexts: Record<string, { price: string; perPiece: string }>;
}

/**
 * The size chosen at first: only a product's one and only variation. With several sizes the
 * shopper chooses (a size picked for them is a size they did not check).
 */
export function initialVariationId(product: PurchasableProduct): number | null {
  const { variations } = product;
  return variations.length === 1 ? (variations[0]?.id ?? null) : null;
}

/** 'In winkelmand' needs a size first when the product comes in several. */
export function needsSizeChoice(product: PurchasableProduct, variationId: number | null): boolean {
  return product.variations.length > 1 && findVariation(product, variationId) === null;
}

export function findVariation(
  product: PurchasableProduct,
  variationId: number | null,
): PurchasableVariation | null {
  return product.variations.find((candidate) => candidate.id === variationId) ?? null;
}

/** Can the chosen variation (or the product without variations) be ordered? */
export function isAvailable(product: PurchasableProduct, variationId: number | null): boolean {
  const variation = findVariation(product, variationId);
  return variation ? variation.in_stock : product.in_stock;
}

/** The cart line of 'In winkelmand': the chosen variation and quantity (at least 1). */
export function cartItemFor(
  product: PurchasableProduct,
  variationId: number | null,
  quantity: number,
): CartItem {
  const variation = findVariation(product, variationId);
  const chosen = Math.max(1, quantity);
  return {
    id: variation?.id ?? product.id,
    product_id: product.id,
    product_variation_id: variation?.id ?? null,
    is_variation: variation !== null,
    name: product.name,
    display_name:
      variation && product.variations.length > 1 ? `${product.name} - ${variation.name}` : product.name,
    variation_name: variation?.name ?? null,
    variation_attributes: variation?.attributes ?? null,
    slug: product.slug,
    price: (variation?.price_cents ?? product.price_cents) / 100,
    quantity: chosen,
    initialQuantity: chosen,
    in_package: product.in_package,
    image_url: product.image_urls[0] ?? null,
    image_urls: product.image_urls,
  };
}

/** A typed quantity: a whole number of at least 1 (empty or unreadable gives 1). */
export function parseQuantity(text: string): number {
  return Math.max(1, Number.parseInt(text, 10) || 1);
}

/** 'Heupomvang 100-135 cm' -> '100-135 cm': short enough for the dropdown on a 320 px screen. */
export function shortDimensions(dimensions: string): string {
  return dimensions.replace(/^heupomvang\s*/i, '');
}
