import type { CartItem } from '~/features/cart/cart';

/** A cart line as the product page puts it in the cart; price in euros as the spec's cart keeps it. */
export function cartLine(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 11,
    product_id: 11,
    product_variation_id: null,
    is_variation: false,
    name: 'Comfort Broekje',
    display_name: 'Comfort Broekje',
    variation_name: null,
    variation_attributes: null,
    slug: 'comfort-broekje',
    price: 12.95,
    quantity: 2,
    image_url: '/media/comfort.webp',
    ...overrides,
  };
}
