import { describe, expect, it } from 'vitest';
import { changesPrices, fromAttributes, productInputSchema, slugify, toAttributes } from './product-form';

const fields = {
  gender: 'male' as const,
  absorption: 5,
  dimensions: 'Heupomvang 80-110 cm',
  usp: [{ title: 'Droog', body: 'Altijd droog' }],
  specs: [
    { title: 'Materiaal', body: 'Katoen' },
    { title: 'Kleur', body: 'Wit' },
  ],
  highlights: [{ title: 'Stil', body: 'Ritselt niet', image: 'highlight-zacht.svg' }],
  marks: ['Ademend', 'Zonder parfum'],
};

describe('attributes', () => {
  it('stores the lists as the flat keys of spec section 3, keeping unrelated keys', () => {
    const attributes = toAttributes(fields, { usp_title3: 'oud', video: 'x.mp4' });
    expect(attributes).toEqual({
      video: 'x.mp4',
      gender: 'male',
      absorption: '5',
      dimensions: 'Heupomvang 80-110 cm',
      usp_title1: 'Droog',
      usp_body1: 'Altijd droog',
      specs_title1: 'Materiaal',
      specs_body1: 'Katoen',
      specs_title2: 'Kleur',
      specs_body2: 'Wit',
      highlight_header1: 'Stil',
      highlight_body1: 'Ritselt niet',
      highlight_image1: 'highlight-zacht.svg',
      mark_ademend: 'Ademend',
      mark_zonder_parfum: 'Zonder parfum',
    });
    expect(fromAttributes(attributes)).toEqual(fields);
  });
});

describe('productInputSchema limits', () => {
  it('allows at most 4 usp, 6 specs and 4 highlights', () => {
    const pair = { title: 'a', body: 'b' };
    const shape = productInputSchema.shape;
    expect(shape.usp.safeParse(Array(4).fill(pair)).success).toBe(true);
    expect(shape.usp.safeParse(Array(5).fill(pair)).success).toBe(false);
    expect(shape.specs.safeParse(Array(6).fill(pair)).success).toBe(true);
    expect(shape.specs.safeParse(Array(7).fill(pair)).success).toBe(false);
    expect(shape.highlights.safeParse(Array(5).fill({ ...pair, image: '' })).success).toBe(false);
  });
});

describe('changesPrices', () => {
  const current = { price_cents: 1000, vat_rate: 900, variations: [{ id: 1, price_cents: 1100 }] };
  const same = { price_cents: 1000, vat_rate: 900 as const, variations: [{ id: 1, price_cents: 1100 }] };
  it('sees price, VAT and size price changes, and new sizes at another price', () => {
    expect(changesPrices(same as never, current)).toBe(false);
    expect(changesPrices({ ...same, price_cents: 999 } as never, current)).toBe(true);
    expect(changesPrices({ ...same, vat_rate: 2100 } as never, current)).toBe(true);
    expect(changesPrices({ ...same, variations: [{ id: 1, price_cents: 1 }] } as never, current)).toBe(true);
    expect(changesPrices({ ...same, variations: [{ price_cents: 1000 }] } as never, current)).toBe(false);
    expect(changesPrices({ ...same, variations: [{ price_cents: 1200 }] } as never, current)).toBe(true);
    expect(changesPrices(same as never, undefined)).toBe(true);
  });
  it('slugifies Dutch names', () => expect(slugify('Crème Pants – Maxi')).toBe('creme-pants-maxi'));
});
