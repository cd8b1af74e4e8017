import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/lib/messages';
import { GET as exportCsv } from '~/pages/api/admin/products/export.csv';
import { POST as importCsv } from '~/pages/api/admin/products/import';
import { GET as publicProduct } from '~/pages/api/product/[slug]';
import { products, productVariations } from '~/server/db/schema';
import { call } from '../helpers/api';
import { recordInvalidations } from '../helpers/cache-invalidations';
import { setupTestDatabase } from '../helpers/db';
import { userWithToken } from '../helpers/users';
import { type Json, searchFor } from './admin-products-fixtures';

const database = setupTestDatabase({ seed: true });
const { clear, settled } = recordInvalidations();

let admin: string;
let editor: string;

beforeAll(async () => {
  const db = database();
  admin = (await userWithToken(db, 'admin', 'beheer@winkel.test')).token;
  editor = (await userWithToken(db, 'editor', 'redactie@winkel.test')).token;
});

describe('CSV export and import', () => {
  const header =
    'product_slug;product_name;variation_slug;variation_name;price;vat_rate;in_package;stock;active;letterbox';

  it('exports every product and size with price and stock', async () => {
    const response = await call(exportCsv, { token: editor });
    expect(response.status).toBe(200);
    const lines = String(response.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(header);
    const count = (await database().db.select().from(productVariations)).length;
    expect(lines.length).toBeGreaterThan(count);
  });

  it('rejects the whole file with line numbers and Dutch reasons; nothing is written', async () => {
    const [variation] = await database().db.select().from(productVariations).limit(1);
    const [product] = await database()
      .db.select()
      .from(products)
      .where(eq(products.id, variation!.productId));
    const csv = [
      header,
      `${product!.slug};;${variation!.slug};;;;;41;`,
      'nieuw-product;;;;;;;5;',
      `${product!.slug};;${variation!.slug};;;;;-3;misschien`,
    ].join('\n');
    const response = await call(importCsv, { method: 'POST', rawBody: csv, token: admin });
    expect(response.status).toBe(422);
    const body = response.body as { message: string; rejected: { line: number; reasons: string[] }[] };
    expect(body.message).toBe(messages.catalogAdmin.importRejected(2));
    expect(body.rejected.map((row) => row.line)).toEqual([3, 4]);
    expect(body.rejected[0]!.reasons).toContain('Nieuw product: vul product_name in.');
    expect(body.rejected[1]!.reasons).toEqual([
      'stock moet een heel getal van 0 of meer zijn.',
      'active moet ja of nee zijn.',
    ]);
    const [unchanged] = await database()
      .db.select()
      .from(productVariations)
      .where(eq(productVariations.id, variation!.id));
    expect(unchanged!.stock).toBe(variation!.stock);
  });

  it('imports stock, a new product with two sizes, all at once; searchable at once', async () => {
    const [variation] = await database().db.select().from(productVariations).limit(1);
    const [product] = await database()
      .db.select()
      .from(products)
      .where(eq(products.id, variation!.productId));
    const csv = [
      header,
      `${product!.slug};;${variation!.slug};;;;;41;`,
      'dagverband-import;Dagverband Import;dagverband-import-s;Maat S;"12,95";9;20;8;ja;ja',
      'dagverband-import;Dagverband Import;dagverband-import-l;Maat L;"13,95";9;20;4;ja;nee',
    ].join('\r\n');
    await clear();
    const response = await call(importCsv, { method: 'POST', rawBody: csv, token: admin });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ created: 3, updated: 1, lines: 3 });
    expect((await settled())[0]).toContain('product:dagverband-import');
    const [counted] = await database()
      .db.select()
      .from(productVariations)
      .where(eq(productVariations.id, variation!.id));
    expect(counted!.stock).toBe(41);
    // The letterbox column sets each size's flag; the export writes it back.
    const sizes = await database()
      .db.select({ slug: productVariations.slug, fits: productVariations.fitsLetterbox })
      .from(productVariations)
      .where(inArray(productVariations.slug, ['dagverband-import-s', 'dagverband-import-l']));
    expect(Object.fromEntries(sizes.map((size) => [size.slug, size.fits]))).toMatchObject({
      'dagverband-import-s': true,
      'dagverband-import-l': false,
    });
    const exported = String((await call(exportCsv, { token: editor })).body);
    expect(exported).toMatch(/dagverband-import-s;Maat S;[^\r\n]*;ja;ja(\r\n|$)/);
    expect(exported).toMatch(/dagverband-import-l;Maat L;[^\r\n]*;ja;nee(\r\n|$)/);
    const shown = (await call(publicProduct, { params: { slug: 'dagverband-import' } })).body as Json;
    expect(shown.product_variations.map((item: { price_cents: number }) => item.price_cents)).toEqual([
      1295, 1395,
    ]);
    expect((await searchFor('dagverband import')).products.map((item) => item.slug)).toContain(
      'dagverband-import',
    );
  });

  it('refuses price changes by an editor, line by line', async () => {
    const csv = [header, 'dagverband-import;;dagverband-import-s;;"9,95";;;8;'].join('\n');
    const response = await call(importCsv, { method: 'POST', rawBody: csv, token: editor });
    expect(response.status).toBe(422);
    expect((response.body as { rejected: unknown }).rejected).toEqual([
      { line: 2, reasons: [messages.catalogAdmin.pricesAdminOnly] },
    ]);
  });

  it('names missing columns', async () => {
    const response = await call(importCsv, { method: 'POST', rawBody: 'naam;prijs\nx;1', token: admin });
    expect(response.status).toBe(422);
    expect((response.body as { message: string }).message).toBe(
      messages.catalogAdmin.importMissingColumns('product_slug, variation_slug, stock'),
    );
  });
});
