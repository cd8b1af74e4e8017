import { deliveryCents } from '~/features/delivery/delivery-price';

/**
 * A cart line as the spec describes it (section 3). `id` is the variation id when
 * there is one, else the product id; lines are matched on product and variation.
 * `price` is in euros (a number with 2 decimals), as the browser shows it; the
 * server never trusts it and recomputes every price.
 */
export interface CartItem {
  id: number;
  product_id: number;
  product_variation_id: number | null;
  is_variation: boolean;
  name: string;
  display_name: string;
  variation_name: string | null;
  variation_attributes: Record<string, string> | null;
  slug: string;
  price: number;
  quantity: number;
  initialQuantity?: number;
  /** Pieces in one package (pads, briefs): the cart shows the price per piece when more than one. */
  in_package?: number;
  image_url?: string | null;
  image_urls?: string[];
}

export const MIN_QUANTITY = 1;

export function isSameLine(a: Pick<CartItem, 'product_id' | 'product_variation_id'>, b: typeof a): boolean {
  return (
    a.product_id === b.product_id && (a.product_variation_id ?? null) === (b.product_variation_id ?? null)
  );
}

/** A quantity the cart accepts: a whole number of at least 1 (anything else becomes 1). */
export function atLeastOne(quantity: number | undefined): number {
  return Number.isFinite(quantity) && (quantity as number) >= MIN_QUANTITY
    ? Math.floor(quantity as number)
    : 1;
}

/**
 * Adding (spec section 4): the same product and variation grows by the chosen
 * quantity (initialQuantity, or 1); otherwise a new line with that quantity.
 */
export function addLine(items: CartItem[], item: CartItem): CartItem[] {
  const quantity = atLeastOne(item.initialQuantity ?? item.quantity);
  const existing = items.find((line) => isSameLine(line, item));
  if (existing) {
    return items.map((line) => (line === existing ? { ...line, quantity: line.quantity + quantity } : line));
  }
  return [...items, { ...item, quantity, initialQuantity: quantity }];
}

/** In the drawer: 0 or less removes the line. */
export function setLineQuantityOrRemove(items: CartItem[], line: CartItem, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeLine(items, line);
  return items.map((item) => (isSameLine(item, line) ? { ...item, quantity: Math.floor(quantity) } : item));
}

/** In checkout: the quantity is clamped to at least 1. */
export function setLineQuantityClamped(items: CartItem[], line: CartItem, quantity: number): CartItem[] {
  return items.map((item) => (isSameLine(item, line) ? { ...item, quantity: atLeastOne(quantity) } : item));
}

export function removeLine(items: CartItem[], line: CartItem): CartItem[] {
  return items.filter((item) => !isSameLine(item, line));
}

/** Euros to cents without float drift (12.95 * 100 = 1294.9999...). */
export function priceCents(item: Pick<CartItem, 'price'>): number {
  return Math.round(item.price * 100);
}

export function lineTotalCents(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return priceCents(item) * item.quantity;
}

export function subtotalCents(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + lineTotalCents(item), 0);
}

export function itemCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * Home delivery's price for a goods amount (spec section 9): the one shipping rule is
 * deliveryCents in features/delivery/delivery-price.ts; the checkout shows this only until the server's quote answers.
 */
export function shippingCents(subtotal: number): number {
  return deliveryCents('home', subtotal);
}

/** The cart as an order submission or a quote names it (spec section 3): the server reads ids and quantities. */
export function lineItemsOf(items: CartItem[]) {
  return items.map((item) => ({
    id: item.id,
    product_id: item.product_id,
    product_variation_id: item.product_variation_id,
    name: item.display_name || item.name,
    price: item.price,
    quantity: item.quantity,
    slug: item.slug,
    image_urls: Array.isArray(item.image_urls) ? item.image_urls : [],
  }));
}

/** The image a cart line shows: image_url, else the first of image_urls, else none (placeholder). */
export function lineImage(item: Pick<CartItem, 'image_url' | 'image_urls'>): string | null {
  return item.image_url || (Array.isArray(item.image_urls) ? item.image_urls[0] : undefined) || null;
}
