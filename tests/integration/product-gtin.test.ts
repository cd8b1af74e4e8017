import { beforeAll, describe, expect, it } from 'vitest';
import type { EditableProduct, ProductInput } from '~/features/admin/products/product-form';
import { findProductBySlug } from '~/features/catalog/catalog.server';
import { productJsonLd } from '~/features/catalog/product-json-ld.server';
import { messages } from '~/lib/messages';
import { POST as createProduct } from '~/pages/api/admin/products';
import { PUT as putProduct } from '~/pages/api/admin/products/[id]';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase({ seed: true });
let admin: string;

const input = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  name: 'Heupbandverband Proef',
  slug: 'heupbandverband-proef',
  price_cents: 1495,
  vat_rate: 900,
  in_package: 14,
  short_description: 'Verband met heupband.',
  description: '<p>Stil en zacht.</p>',
  category_ids: [],
  gender: 'unisex',
  absorption: 4,
  dimensions: '',
  usp: [],
  specs: [],
  highlights: [],
  marks: [],
  product_color: null,
  primary_color: null,
  images: [],
  stock: 20,
  is_active: true,
  fits_letterbox: false,
  variations: [],
  ...overrides,
});

const jsonLdOf = async (slug: string) =>
  JSON.parse(productJsonLd((await findProductBySlug(slug))!, new URL('http://shop.test/'))) as Record<
    string,
    unknown
  >;

beforeAll(async () => {
  admin = (await userWithToken(database(), 'admin', 'beheer@gtin.test')).token;
});

describe('a product with an EAN', () => {
  it('is given to search engines as gtin in the product JSON-LD; without one there is none', async () => {
    const created = await call(createProduct, { body: input({ ean: '8710398527455' }), token: admin });
    expect(created.status).toBe(201);
    expect((created.body as EditableProduct).ean).toBe('8710398527455');
    expect(await jsonLdOf('heupbandverband-proef')).toMatchObject({ gtin: '8710398527455' });

    const plain = await call(createProduct, {
      body: input({ name: 'Zonder code', slug: 'zonder-code' }),
      token: admin,
    });
    expect(plain.status).toBe(201);
    expect(await jsonLdOf('zonder-code')).not.toHaveProperty('gtin');
  });

  it('refuses a code with a wrong check digit (422 naming the field), and keeps it when a save leaves it out', async () => {
    const refused = await call(createProduct, {
      body: input({ name: 'Fout', slug: 'fout-ean', ean: '8710398527456' }),
      token: admin,
    });
    expect(refused.status).toBe(422);
    expect((refused.body as { errors: Record<string, string[]> }).errors.ean).toEqual([
      messages.catalogAdmin.eanInvalid,
    ]);

    const created = await call(createProduct, {
      body: input({ name: 'Blijft', slug: 'blijft-ean', ean: '4006381333931' }),
      token: admin,
    });
    const id = (created.body as EditableProduct).id;
    const { ean: _ean, ...withoutEan } = input({ name: 'Blijft', slug: 'blijft-ean', stock: 5 });
    const saved = await call(putProduct, {
      method: 'PUT',
      params: { id: String(id) },
      body: withoutEan,
      token: admin,
    });
    expect(saved.status).toBe(200);
    expect((saved.body as EditableProduct).ean).toBe('4006381333931');
  });
});
