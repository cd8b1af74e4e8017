import { describe, expect, it } from 'vitest';
import {
  addLine,
  type CartItem,
  itemCount,
  lineImage,
  setLineQuantityClamped,
  setLineQuantityOrRemove,
  shippingCents,
  subtotalCents,
} from './cart';

function item(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 11,
    product_id: 1,
    product_variation_id: 11,
    is_variation: true,
    name: 'Comfort Broekje',
    display_name: 'Comfort Broekje - Maat M',
    variation_name: 'Maat M',
    variation_attributes: null,
    slug: 'comfort-broekje',
    price: 12.95,
    quantity: 1,
    ...overrides,
  };
}

describe('adding to the cart', () => {
  it('adds a new line with the chosen quantity', () => {
    expect(addLine([], item({ initialQuantity: 3 }))[0]?.quantity).toBe(3);
  });

  it('grows the same product and variation by the chosen quantity', () => {
    const once = addLine([], item({ initialQuantity: 2 }));
    const twice = addLine(once, item({ initialQuantity: 3 }));
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(5);
  });

  it('keeps another variation of the same product on its own line', () => {
    const lines = addLine(
      addLine([], item()),
      item({ id: 12, product_variation_id: 12, variation_name: 'Maat L' }),
    );
    expect(lines).toHaveLength(2);
  });

  it('turns a quantity below 1 into 1', () => {
    expect(addLine([], item({ initialQuantity: 0 }))[0]?.quantity).toBe(1);
    expect(addLine([], item({ initialQuantity: -4 }))[0]?.quantity).toBe(1);
  });
});

describe('changing quantities', () => {
  it('removes the line in the drawer at 0 or less', () => {
    const lines = addLine([], item());
    expect(setLineQuantityOrRemove(lines, item(), 0)).toEqual([]);
    expect(setLineQuantityOrRemove(lines, item(), -1)).toEqual([]);
    expect(setLineQuantityOrRemove(lines, item(), 4)[0]?.quantity).toBe(4);
  });

  it('clamps to at least 1 in checkout', () => {
    const lines = addLine([], item());
    expect(setLineQuantityClamped(lines, item(), 0)[0]?.quantity).toBe(1);
  });
});

describe('totals', () => {
  it('adds up line prices in cents without float drift', () => {
    const lines = [item({ price: 0.1, quantity: 3 }), item({ product_id: 2, price: 0.2, quantity: 1 })];
    expect(subtotalCents(lines)).toBe(50);
    expect(itemCount(lines)).toBe(4);
  });

  it('charges 5 euro shipping below 50 euro and nothing from 50 euro', () => {
    expect(shippingCents(4999)).toBe(500);
    expect(shippingCents(5000)).toBe(0);
  });
});

describe('line image', () => {
  it('prefers image_url, then the first of image_urls, else none', () => {
    expect(lineImage({ image_url: '/a.svg', image_urls: ['/b.svg'] })).toBe('/a.svg');
    expect(lineImage({ image_url: null, image_urls: ['/b.svg'] })).toBe('/b.svg');
    expect(lineImage({})).toBeNull();
  });
});
