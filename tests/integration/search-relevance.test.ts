import { describe, expect, it } from 'vitest';
import { savePage } from '~/features/content/editor.server';
import { getSearchIndex } from '~/features/search/search-sync.server';
import { GET as getSearch } from '~/pages/api/search';
import { deliverLocally } from '~/server/events/bus';
import { drainOutbox, recordEvent } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase({ seed: true });

// biome-ignore lint/suspicious/noExplicitAny: response bodies are probed field by field
type Json = Record<string, any>;

const searchFor = async (query: string) => {
  const { status, body } = await call(getSearch, { path: `/api/search?query=${encodeURIComponent(query)}` });
  expect(status).toBe(200);
  return body as { products: Json[]; pages: Json[]; articles: Json[] };
};

/**
 * A fixed list of Dutch queries a shopper types, with the product that must come first (by
 * name): word forms, typos within the allowance, search-as-you-type prefixes, two words.
 */
const FIRST_PRODUCT: [query: string, expectedFirst: RegExp][] = [
  ['verband', /Verband met Heupband/],
  ['verbanden', /Verband met Heupband/],
  ['broekje', /Stretch Broekje/],
  ['broekjes', /Stretch Broekje/],
  ['brokje', /Stretch Broekje/],
  ['hupband', /Verband met Heupband/],
  ['heupbanden', /Verband met Heupband/],
  ['strecth broekje', /Stretch Broekje/],
  ['verbnad', /Verband met Heupband/],
  ['verbnd met heupband', /Verband met Heupband/],
  ['heren verband', /Verband met Heupband Heren/],
  ['dames broekje', /Stretch Broekje Dames/],
  ['pants heren nacht', /Pants Heren Nacht/],
  ['verb', /Verband/],
  ['broe', /Broekje/],
  ['heupb', /Heupband/],
  ['Pants', /Pants/],
];

describe('search relevance: the first product', () => {
  it.each(FIRST_PRODUCT)('%s', async (query, expected) => {
    const { products } = await searchFor(query);
    expect(products[0]?.name).toMatch(expected);
  });
});

describe('search relevance: pages and articles', () => {
  it.each([
    ['bekkenbodem', 'articles', '/artikel/bekkenbodemtraining'],
    ['bekenbodemtraining', 'articles', '/artikel/bekkenbodemtraining'],
    ['juiste maat', 'articles', '/artikel/de-juiste-maat-kiezen'],
    ['privacy', 'pages', '/privacybeleid'],
    ['algemene voorwaarden', 'pages', '/algemene-voorwaarden'],
  ] as const)('%s -> %s %s', async (query, kind, url) => {
    const results = await searchFor(query);
    expect(results[kind][0]?.url).toBe(url);
  });

  it('marks the matched word forms in an excerpt, escaped', async () => {
    const { articles } = await searchFor('bekkenbodemspieren');
    expect(articles[0]?.excerpt).toMatch(/<mark>[^<]+<\/mark>/);
    expect(articles[0]?.excerpt).not.toMatch(/<(?!\/?mark>)/);
  });
});

describe('search relevance: the typo allowance', () => {
  it('allows no typo below 5 letters and one from 5: two letters missing in a short word find nothing', async () => {
    expect((await searchFor('brkje')).products).toEqual([]);
    expect((await searchFor('pnts')).products).toEqual([]);
    expect((await searchFor('hupbnd')).products).toEqual([]);
  });

  it('allows two typos from 9 letters', async () => {
    const { pages } = await searchFor('inkontinensie');
    expect(pages.map((page) => page.url)).toContain('/incontinentie');
  });

  it('finds nothing for a word the shop does not use', async () => {
    expect(await searchFor('xylofoon')).toEqual({ products: [], pages: [], articles: [] });
  });
});

describe('the in-process index follows the table', () => {
  it('finds a page once its save has been handled (outbox)', async () => {
    // Its own editor: demo accounts are seeded on the embedded database only.
    const { user: staff } = await userWithToken(database(), 'editor', 'zoekredactie@zorgzaam.example');
    await savePage(
      {
        title: 'Reisadvies',
        slug: 'reisadvies',
        content: [{ key: 'a', layout: 'TextBlock', attributes: { title: 'Onderweg met een nachtverband' } }],
      } as never,
      { userId: staff.id },
    );
    await drainOutbox();
    const { pages } = await searchFor('reisadvies');
    expect(pages[0]?.url).toBe('/reisadvies');
  });

  it('indexes a saved product once, however often its event is handled', async () => {
    const [product] = await database().execute(
      'select id, slug from products where is_active order by id limit 1',
    );
    const id = Number(product!.id);
    await database().execute(`update products set name = 'Wolkzacht Pyjamabroekje' where id = $1`, [id]);
    const record = () =>
      database().db.transaction((tx) =>
        recordEvent(tx, 'product.saved', { productIds: [id], slugs: [String(product!.slug)] }),
      );
    await record();
    await drainOutbox();
    await record(); // a replay of the same save
    await drainOutbox();
    expect((await searchFor('wolkzacht')).products.map((found) => found.id)).toEqual([id]);
    const [rows] = await database().execute(
      `select count(*)::int as n from search_documents where kind = 'product' and ref_id = $1`,
      [id],
    );
    expect(rows!.n).toBe(1);
  });

  it('reads what another instance announces over the event bus at once, without a table check', async () => {
    await database().execute(
      `update search_documents set title = 'Zeldzaam Bijnaverband', updated_at = now()
       where id = (select max(id) from search_documents where kind = 'product')`,
    );
    const [row] = await database().execute(
      `select ref_id from search_documents where id = (select max(id) from search_documents where kind = 'product')`,
    );
    expect((await searchFor('bijnaverband')).products).toEqual([]);
    // What another instance's search handler broadcasts after writing the row.
    await deliverLocally({ type: 'search.changed', keys: [`product:${row!.ref_id}`] });
    expect((await searchFor('bijnaverband')).products.map((found) => found.id)).toEqual([
      Number(row!.ref_id),
    ]);
  });

  it('picks up a change another instance made, on its next table check', async () => {
    await database().execute(
      `update search_documents set title = 'Zeldzaam Xylotrix', updated_at = now()
       where id = (select min(id) from search_documents where kind = 'product')`,
    );
    expect((await searchFor('xylotrix')).products).toEqual([]);
    await (await getSearchIndex()).syncWithTable();
    expect((await searchFor('xylotrix')).products).toHaveLength(1);
  });
});
