import { describe, expect, it } from 'vitest';
import {
  cartItemFor,
  initialVariationId,
  isAvailable,
  needsSizeChoice,
  type PurchasableProduct,
  parseQuantity,
} from './purchase';

const product: PurchasableProduct = {
  id: 2,
  slug: 'pants',
  name: 'Pants',
  price_cents: 1495,
  image_urls: ['/a.svg', '/b.svg'],
  in_stock: true,
  in_package: 14,
  variations: [
    { id: 3, name: 'Maat S', price_cents: 1495, in_stock: false, attributes: {} },
    { id: 4, name: 'Maat M', price_cents: 1595, in_stock: true, attributes: { dimensions: '80-110 cm' } },
  ],
};

describe('product buy box', () => {
  it('chooses no size for the shopper, only the one size of a product with one', () => {
    expect(initialVariationId(product)).toBeNull();
    expect(initialVariationId({ ...product, variations: product.variations.slice(1) })).toBe(4);
    expect(initialVariationId({ ...product, variations: [] })).toBeNull();
  });

  it('asks for a size before adding when there are several', () => {
    expect(needsSizeChoice(product, null)).toBe(true);
    expect(needsSizeChoice(product, 4)).toBe(false);
    expect(needsSizeChoice({ ...product, variations: [] }, null)).toBe(false);
  });

  it('knows whether the choice can be ordered', () => {
    expect(isAvailable(product, 3)).toBe(false);
    expect(isAvailable(product, 4)).toBe(true);
    expect(isAvailable({ ...product, variations: [], in_stock: false }, null)).toBe(false);
  });

  it('builds the cart line of the chosen variation and quantity', () => {
    expect(cartItemFor(product, 4, 3)).toMatchObject({
      id: 4,
      product_id: 2,
      product_variation_id: 4,
      is_variation: true,
      display_name: 'Pants - Maat M',
      variation_attributes: { dimensions: '80-110 cm' },
      price: 15.95,
      quantity: 3,
      initialQuantity: 3,
      image_url: '/a.svg',
      // The cart shows the price per piece from it.
      in_package: product.in_package,
    });
    expect(cartItemFor({ ...product, variations: [] }, null, 0)).toMatchObject({
      id: 2,
      product_variation_id: null,
      is_variation: false,
      display_name: 'Pants',
      price: 14.95,
      quantity: 1,
    });
  });

  it('reads a typed quantity as a whole number of at least 1', () => {
    expect(parseQuantity('4')).toBe(4);
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity('0')).toBe(1);
    expect(parseQuantity('-2')).toBe(1);
  });
});
