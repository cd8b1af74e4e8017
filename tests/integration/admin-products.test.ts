import type { APIRoute } from 'astro';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EditableProduct, ProductInput } from '~/features/admin/products/product-form';
import { messages } from '~/lib/messages';
import { POST as createProduct } from '~/pages/api/admin/products';
import { DELETE as deactivate, GET as getProduct, PUT as putProduct } from '~/pages/api/admin/products/[id]';
import { GET as catalogList } from '~/pages/api/admin/products/catalog';
import { GET as exportCsv } from '~/pages/api/admin/products/export.csv';
import { POST as importCsv } from '~/pages/api/admin/products/import';
import { GET as publicProduct } from '~/pages/api/product/[slug]';
import { auditLog, categories, products } from '~/server/db/schema';
import { call } from '../helpers/api';
import { recordInvalidations } from '../helpers/cache-invalidations';
import { setupTestDatabase } from '../helpers/db';
import { userWithToken } from '../helpers/users';
import { type Json, searchFor } from './admin-products-fixtures';

const database = setupTestDatabase({ seed: true });

let admin: string;
let editor: string;
let customer: string;
let categoryId: number;

/** Tags the shop told every instance to drop (through the outbox). */
const { clear, settled } = recordInvalidations();

const input = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  name: 'Nachtbroekje Extra',
  slug: 'nachtbroekje-extra',
  price_cents: 1895,
  vat_rate: 900,
  in_package: 10,
  short_description: 'Een broekje voor de hele nacht.',
  description: '<p>Zacht en <strong>stil</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
  category_ids: [categoryId],
  gender: 'female',
  absorption: 7,
  dimensions: 'Heupomvang 80-120 cm',
  usp: [{ title: 'Droog', body: 'De hele nacht droog.' }],
  specs: [{ title: 'Materiaal', body: 'Katoen' }],
  highlights: [{ title: 'Stil', body: 'Ritselt niet.', image: '' }],
  marks: ['Ademend materiaal', 'Latexvrij'],
  product_color: '#336699',
  primary_color: '#aabbcc',
  images: [
    { url: '/media/uploads/a-960.webp', alt: 'Voorkant' },
    { url: '/media/uploads/b-960.webp', alt: 'Achterkant' },
  ],
  stock: 0,
  is_active: true,
  fits_letterbox: false,
  variations: [
    {
      name: 'Maat M',
      slug: 'nachtbroekje-extra-m',
      price_cents: 1895,
      stock: 12,
      dimensions: '80-100 cm',
      fits_letterbox: true,
    },
    {
      name: 'Maat L',
      slug: 'nachtbroekje-extra-l',
      price_cents: 1995,
      stock: 3,
      dimensions: '100-120 cm',
      fits_letterbox: false,
    },
  ],
  ...overrides,
});

const create = (body: unknown, token = admin) => call(createProduct, { body, token });
const put = (id: number, body: unknown, token = admin) =>
  call(putProduct, { method: 'PUT', params: { id: String(id) }, body, token });

beforeAll(async () => {
  const db = database();
  admin = (await userWithToken(db, 'admin', 'beheer@winkel.test')).token;
  editor = (await userWithToken(db, 'editor', 'redactie@winkel.test')).token;
  customer = (await userWithToken(db, 'customer', 'klant@winkel.test')).token;
  const [category] = await db.db.select().from(categories).limit(1);
  categoryId = category!.id;
});

describe('role checks', () => {
  const routes: [string, APIRoute, Parameters<typeof call>[1]][] = [
    ['list', catalogList, {}],
    ['create', createProduct, { body: {} }],
    ['read', getProduct, { params: { id: '1' } }],
    ['update', putProduct, { method: 'PUT', params: { id: '1' }, body: {} }],
    ['deactivate', deactivate, { method: 'DELETE', params: { id: '1' } }],
    ['export', exportCsv, {}],
    ['import', importCsv, { method: 'POST', rawBody: 'a' }],
  ];
  for (const [name, route, options] of routes) {
    it(`${name}: anonymous 401, customer 403`, async () => {
      expect((await call(route, options)).status).toBe(401);
      expect((await call(route, { ...options, token: customer })).status).toBe(403);
    });
  }
});

describe('creating and editing a product', () => {
  let created: EditableProduct;

  it('creates a product with two sizes, images, sanitised description; indexed and audited', async () => {
    await clear();
    const response = await create(input());
    expect(response.status).toBe(201);
    created = response.body as EditableProduct;
    expect(created).toMatchObject({
      slug: 'nachtbroekje-extra',
      absorption: 7,
      primary_color: '#aabbcc',
      images: [{ url: '/media/uploads/a-960.webp' }, { url: '/media/uploads/b-960.webp' }],
    });
    // jsonb keeps keys in its own order: the checklist is a set.
    expect([...created.marks].sort()).toEqual(['Ademend materiaal', 'Latexvrij']);
    expect(created.variations.map((variation) => [variation.name, variation.stock])).toEqual([
      ['Maat M', 12],
      ['Maat L', 3],
    ]);
    // Scripts and event handlers go; an image with a plain source may stay (uploads are relative URLs).
    expect(created.description).toBe('<p>Zacht en <strong>stil</strong>.</p><img src="x" />');
    expect(await settled()).toEqual([['product-lists', 'product:nachtbroekje-extra']]);

    const shown = (await call(publicProduct, { params: { slug: 'nachtbroekje-extra' } })).body as Json;
    expect(shown.product_attributes).toMatchObject({
      gender: 'female',
      absorption: '7',
      usp_title1: 'Droog',
    });
    expect(shown.media[0].custom_properties.primary_color).toBe('#aabbcc');
    expect(shown.product_variations).toHaveLength(2);
    expect((await searchFor('nachtbroekje')).products.map((product) => product.slug)).toContain(
      'nachtbroekje-extra',
    );

    const audits = await database()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(created.id))));
    expect(audits.map((entry) => entry.action)).toEqual(['product.created']);
  });

  it('refuses more than 4 usp, 6 specs, 4 highlights and an absorption outside 1-8 (422 naming the field)', async () => {
    const pair = { title: 'x', body: 'y' };
    const response = await create(
      input({
        slug: 'te-veel',
        usp: Array(5).fill(pair),
        specs: Array(7).fill(pair),
        highlights: Array(5).fill({ ...pair, image: '' }),
        absorption: 9,
        variations: [],
      }),
    );
    expect(response.status).toBe(422);
    expect(Object.keys((response.body as { errors: object }).errors).sort()).toEqual([
      'absorption',
      'highlights',
      'specs',
      'usp',
    ]);
  });

  it('answers 409 for a slug another product has', async () => {
    const [other] = await database().db.select().from(products).limit(1);
    const response = await create(input({ slug: other!.slug, variations: [] }));
    expect(response.status).toBe(409);
    expect((response.body as { errors: object }).errors).toHaveProperty('slug');
  });

  it('lets an editor edit texts and stock, but not prices or VAT (403 in Dutch, nothing changed)', async () => {
    const current = input({ variations: created.variations });
    const edited = await put(created.id, { ...current, name: 'Nachtbroekje Extra Zacht' }, editor);
    expect(edited.status).toBe(200);
    expect((edited.body as EditableProduct).name).toBe('Nachtbroekje Extra Zacht');

    for (const change of [
      { price_cents: 999 },
      { vat_rate: 2100 as const },
      {
        variations: created.variations.map((variation, index) => ({
          ...variation,
          price_cents: 100 + index,
        })),
      },
    ]) {
      const refused = await put(created.id, { ...current, ...change }, editor);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: messages.catalogAdmin.pricesAdminOnly });
    }
    expect((await create(input({ slug: 'van-redactie', variations: [] }), editor)).status).toBe(403);
    const [row] = await database().db.select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ priceCents: 1895, vatRateBasisPoints: 900 });
  });

  it('renames the slug: the old address answers 301 to the new one, the index follows', async () => {
    await clear();
    const response = await put(
      created.id,
      input({ slug: 'nachtbroekje-plus', variations: created.variations }),
    );
    expect(response.status).toBe(200);
    expect(await settled()).toEqual([
      ['product-lists', 'product:nachtbroekje-extra', 'product:nachtbroekje-plus'],
    ]);
    const old = await call(publicProduct, { params: { slug: 'nachtbroekje-extra' } });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/api/product/nachtbroekje-plus');
    expect((await call(publicProduct, { params: { slug: 'nachtbroekje-plus' } })).status).toBe(200);
    const found = (await searchFor('nachtbroekje')).products.find(
      (product) => product.slug === 'nachtbroekje-plus',
    );
    expect(found).toBeDefined();
  });

  it('removes a size, reorders images, and records who changed the price', async () => {
    const [first] = created.variations;
    const response = await put(
      created.id,
      input({
        slug: 'nachtbroekje-plus',
        price_cents: 2095,
        images: [...input().images].reverse(),
        variations: [{ ...first!, price_cents: 2095 }],
      }),
    );
    expect(response.status).toBe(200);
    const saved = response.body as EditableProduct;
    expect(saved.variations.map((variation) => variation.slug)).toEqual(['nachtbroekje-extra-m']);
    expect(saved.images[0]!.url).toBe('/media/uploads/b-960.webp');
    const [audit] = await database()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.updated'), eq(auditLog.entityId, String(created.id))))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(audit!.details).toMatchObject({ changed: { price_cents: { from: 1895, to: 2095 } } });
  });

  it('deactivates: gone from the shop and search, kept for staff', async () => {
    const response = await call(deactivate, {
      method: 'DELETE',
      params: { id: String(created.id) },
      token: editor,
    });
    expect(response.status).toBe(200);
    expect((await call(publicProduct, { params: { slug: 'nachtbroekje-plus' } })).status).toBe(404);
    await settled(); // the search index follows through the outbox
    expect((await searchFor('nachtbroekje')).products.map((product) => product.slug)).not.toContain(
      'nachtbroekje-plus',
    );
    const list = (await call(catalogList, { token: editor })).body as {
      products: { slug: string; is_active: boolean }[];
    };
    expect(list.products.find((product) => product.slug === 'nachtbroekje-plus')?.is_active).toBe(false);
  });

  it('answers 404 for an unknown product and 422 for a bad id', async () => {
    expect((await call(getProduct, { params: { id: '999999' }, token: editor })).status).toBe(404);
    expect((await call(getProduct, { params: { id: 'abc' }, token: editor })).status).toBe(422);
  });
});
