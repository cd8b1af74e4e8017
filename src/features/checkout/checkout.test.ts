import { describe, expect, it } from 'vitest';
import { includedVat } from '~/features/money/vat';
import { normalizePostcode } from '~/lib/postcode-format';
import { cartFingerprint, mergeLines, newOrderFromSubmission, orderSubmissionSchema } from './checkout';
import { priceOrder } from './pricing';

describe('postcode', () => {
  it('normalises to 1234 AB', () => {
    expect(normalizePostcode('1012js')).toBe('1012 JS');
    expect(normalizePostcode(' 1012 JS ')).toBe('1012 JS');
  });

  it('refuses what is no Dutch postcode', () => {
    expect(normalizePostcode('0123 AB')).toBeUndefined();
    expect(normalizePostcode('1234 SS')).toBeUndefined();
    expect(normalizePostcode('12345')).toBeUndefined();
  });
});

describe('priceOrder', () => {
  it('charges 5 euro shipping below 50 euro, nothing from 50 euro', () => {
    expect(priceOrder([{ unitPriceCents: 4999, quantity: 1, vatRateBasisPoints: 900 }])).toMatchObject({
      subtotalCents: 4999,
      shippingCents: 500,
      totalCents: 5499,
    });
    expect(priceOrder([{ unitPriceCents: 2500, quantity: 2, vatRateBasisPoints: 900 }])).toMatchObject({
      subtotalCents: 5000,
      shippingCents: 0,
      totalCents: 5000,
    });
  });

  it('computes the VAT contained in prices that include it', () => {
    expect(includedVat(1090, 900)).toBe(90);
    const totals = priceOrder([{ unitPriceCents: 1495, quantity: 2, vatRateBasisPoints: 900 }]);
    expect(totals.vatCents).toBe(includedVat(2990, 900) + includedVat(500, 900));
  });
});

describe('orderSubmissionSchema', () => {
  const valid = {
    customer: { email: 'an@example.nl', first_name: 'An', last_name: 'de Vries' },
    address: {
      label: 'Shipping',
      street: 'Dam',
      street_number: '1',
      street_addition: '',
      postcode: '1012js',
      city: 'Amsterdam',
      country: 'Nederland',
    },
    payment_method: 'ideal',
    is_subscription: false,
    subscription_interval: null,
    shipping_cost: 0,
    lineItems: [{ id: 3, name: 'x', price: 0.01, quantity: 2, slug: 'x', image_urls: [] }],
  };

  it('accepts the spec payload and normalises it', () => {
    const parsed = orderSubmissionSchema.parse(valid);
    expect(parsed.address.postcode).toBe('1012 JS');
    expect(parsed.address.street_addition).toBeNull();
  });

  it('names the field that is wrong, in Dutch', () => {
    const result = orderSubmissionSchema.safeParse({ ...valid, payment_method: '', lineItems: [] });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['payment_method', 'lineItems']));
  });
});

describe('order lines', () => {
  it('merges lines of the same product and variation', () => {
    const merged = mergeLines([
      { productId: 1, variationId: null, quantity: 3 },
      { productId: 1, variationId: 7, quantity: 1 },
      { productId: 1, variationId: null, quantity: 3 },
    ]);
    expect(merged).toEqual([
      { productId: 1, variationId: null, quantity: 6 },
      { productId: 1, variationId: 7, quantity: 1 },
    ]);
  });

  it('gives one fingerprint to one cart, in any order, and another to another cart', () => {
    const a = { productId: 1, variationId: null, quantity: 2 };
    const b = { productId: 2, variationId: 5, quantity: 1 };
    expect(cartFingerprint([a, b])).toBe(cartFingerprint([b, a]));
    expect(cartFingerprint([a, b])).not.toBe(cartFingerprint([a, { ...b, quantity: 2 }]));
  });

  it('reads the spec’s line (id and slug) and the shop’s own ids into a domain order', () => {
    const order = newOrderFromSubmission(
      orderSubmissionSchema.parse({
        customer: { email: 'a@example.nl', first_name: 'A', last_name: 'B' },
        address: { street: 'Dam', street_number: 1, postcode: '1012js', city: 'Amsterdam' },
        payment_method: 'ideal',
        lineItems: [
          { id: 7, slug: 'pants', quantity: 2 },
          { id: 3, product_id: 3, product_variation_id: null, quantity: 1 },
        ],
      }),
    );
    expect(order.address).toMatchObject({ streetNumber: '1', postcode: '1012 JS', streetAddition: null });
    expect(order.lines).toEqual([
      expect.objectContaining({ id: 7, slug: 'pants', productId: null, variationId: null, quantity: 2 }),
      expect.objectContaining({ id: 3, productId: 3, variationId: null, quantity: 1 }),
    ]);
  });
});
