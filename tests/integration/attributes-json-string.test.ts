import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listCategories } from '~/features/catalog/catalog.server';
import { listOverviewPage } from '~/features/catalog/overview.server';
import { reindexAll } from '~/features/search/search.server';
import { GET as getProduct } from '~/pages/api/product/[slug]';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';

const database = setupTestDatabase({ seed: true });

// Attributes as a bulk import or a careless API client may store them: one JSON string holding the object.
const AS_STRING = `to_jsonb('{"gender":"male","absorption":"4","usp_title1":"Reukloos zegel"}'::text)`;

async function filterColumns(slug: string) {
  const [row] = (await database().execute(
    `select audience, absorption_band, jsonb_typeof(attributes) as kind from products where slug = '${slug}'`,
  )) as { audience: string; absorption_band: string; kind: string }[];
  return row;
}

describe('attributes stored as a JSON string', () => {
  it('are read as the object they hold: filter columns, overview, API and search index agree', async () => {
    await database().execute(
      `insert into products (slug, name, price_cents, attributes) values ('heren-pants-string', 'Heren Pants String', 1295, ${AS_STRING})`,
    );
    expect(await filterColumns('heren-pants-string')).toEqual({
      audience: 'male',
      absorption_band: 'medium',
      kind: 'object',
    });

    const women = await listOverviewPage({ gender: 'female', absorption: ['light'], categories: [] }, 1);
    expect(women.items.map((product) => product.slug)).not.toContain('heren-pants-string');
    const men = await listOverviewPage({ gender: 'male', absorption: ['medium'], categories: [] }, 1);
    expect(men.items.map((product) => product.slug)).toContain('heren-pants-string');

    const { status, body } = await call(getProduct, {
      path: '/api/product/heren-pants-string',
      params: { slug: 'heren-pants-string' },
    });
    expect(status).toBe(200);
    expect((body as { product_attributes: unknown }).product_attributes).toMatchObject({
      gender: 'male',
      absorption: '4',
    });

    await database().db.transaction((tx) => reindexAll(tx));
    const [indexed] = (await database().execute(
      `select body from search_documents d join products p on p.id = d.ref_id and d.kind = 'product' where p.slug = 'heren-pants-string'`,
    )) as { body: string }[];
    expect(indexed?.body).toContain('Reukloos zegel');
  });

  it('reads an update and a variation the same way', async () => {
    await database().execute(
      `update products set attributes = to_jsonb('{"gender":"female","absorption":"8"}'::text) where slug = 'heren-pants-string'`,
    );
    expect(await filterColumns('heren-pants-string')).toMatchObject({
      audience: 'female',
      absorption_band: 'extreme',
    });
    const [variation] = (await database().execute(`
      insert into product_variations (product_id, name, slug, price_cents, attributes)
      select id, 'M', 'heren-pants-string-m', 1295, to_jsonb('{"dimensions":"M"}'::text) from products
      where slug = 'heren-pants-string' returning attributes`)) as { attributes: unknown }[];
    expect(variation?.attributes).toEqual({ dimensions: 'M' });
  });

  it('refuses attributes that are not an object, with a clear message', async () => {
    await expect(
      database().execute(
        `insert into products (slug, name, price_cents, attributes) values ('bad', 'Bad', 1, '[1]')`,
      ),
    ).rejects.toThrow(/attributes must be a JSON object/);
    await expect(
      database().execute(
        `insert into products (slug, name, price_cents, attributes) values ('bad', 'Bad', 1, to_jsonb('geen json'::text))`,
      ),
    ).rejects.toThrow(/attributes must be a JSON object/);
  });

  it('repairs rows stored before the migration', async () => {
    await database().execute('alter table products disable trigger products_attributes_as_object');
    await database().execute(
      `insert into products (slug, name, price_cents, attributes) values ('oud-string', 'Oud', 100, ${AS_STRING}), ('oud-kapot', 'Kapot', 100, to_jsonb('{kapot'::text))`,
    );
    await database().execute('alter table products enable trigger products_attributes_as_object');
    expect(await filterColumns('oud-string')).toMatchObject({ audience: 'unisex', kind: 'string' });
    const migration = readFileSync('src/server/db/migrations/0027_attributes-as-objects.sql', 'utf8');
    const repair = migration.split('--> statement-breakpoint').at(-1)!;
    await database().execute(repair);
    expect(await filterColumns('oud-string')).toEqual({
      audience: 'male',
      absorption_band: 'medium',
      kind: 'object',
    });
    expect(await filterColumns('oud-kapot')).toMatchObject({ kind: 'object' });
  });
});

describe('category filter profile', () => {
  it('names the kinds of product in each category, fixation briefs as band none', async () => {
    const categories = await listCategories();
    const stretch = categories.find((category) => category.slug === 'dames-broekje-met-stretch');
    expect(stretch?.filterProfile.length).toBeGreaterThan(0);
    expect(stretch?.filterProfile.every((kind) => kind.band === 'none')).toBe(true);
    const empty = categories.filter((category) => category.productCount === 0);
    for (const category of empty) expect(category.filterProfile).toEqual([]);
  });
});
