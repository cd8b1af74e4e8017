import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import {
  addLine,
  type CartItem,
  itemCount,
  removeLine,
  setLineQuantityClamped,
  setLineQuantityOrRemove,
  subtotalCents,
} from './cart';

/** Cart lines in localStorage under 'cartItems' (spec section 3); every change is saved at once. */
export const $cartItems = persistentAtom<CartItem[]>('cartItems', [], {
  encode: JSON.stringify,
  decode: decodeItems,
});

/**
 * The drawer's open/closed flag. Kept in memory only: a drawer that reopens on
 * every page load would get in the shopper's way (the spec leaves this open).
 */
export const $cartOpen = atom(false);

export const $cartCount = computed($cartItems, itemCount);
export const $cartSubtotalCents = computed($cartItems, subtotalCents);

/** Adds the item (its initialQuantity is the chosen quantity) and opens the drawer. */
export function addToCart(item: CartItem): void {
  $cartItems.set(addLine($cartItems.get(), item));
  $cartOpen.set(true);
}

/** Adds lines the server priced (a reorder), each to what is there; the drawer opens when any came. */
export function addLinesToCart(items: CartItem[]): void {
  $cartItems.set(items.reduce(addLine, $cartItems.get()));
  if (items.length > 0) $cartOpen.set(true);
}

export function setQuantityInDrawer(line: CartItem, quantity: number): void {
  $cartItems.set(setLineQuantityOrRemove($cartItems.get(), line, quantity));
}

export function setQuantityInCheckout(line: CartItem, quantity: number): void {
  $cartItems.set(setLineQuantityClamped($cartItems.get(), line, quantity));
}

export function removeFromCart(line: CartItem): void {
  $cartItems.set(removeLine($cartItems.get(), line));
}

export function clearCart(): void {
  $cartItems.set([]);
}

export function openCart(): void {
  $cartOpen.set(true);
}

export function closeCart(): void {
  $cartOpen.set(false);
}

/** Whatever is in storage (an old format, hand edits) becomes a list of sane lines or an empty cart. */
function decodeItems(raw: string): CartItem[] {
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is CartItem =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.product_id === 'number' &&
        typeof item.price === 'number' &&
        typeof item.quantity === 'number' &&
        item.quantity >= 1,
    );
  } catch {
    return [];
  }
}
