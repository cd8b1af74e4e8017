import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BLOCK_LAYOUTS } from '~/features/content/blocks';
import { seedArticles, seedPages } from '~/features/content/content-data.seed';
import { indexPage, indexProducts } from '~/features/search/search.server';
import { GET as getArticle } from '~/pages/api/articles/[slug]';
import { GET as getPage } from '~/pages/api/pages/[...slug]';
import { GET as getSearch } from '~/pages/api/search';
import { articles, pages, products } from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';

const database = setupTestDatabase({ seed: true });

// biome-ignore lint/suspicious/noExplicitAny: response bodies are probed field by field
type Json = Record<string, any>;

const searchFor = async (query: string) => {
  const { status, body } = await call(getSearch, { path: `/api/search?query=${encodeURIComponent(query)}` });
  expect(status).toBe(200);
  return body as { products: Json[]; pages: Json[]; articles: Json[] };
};

describe('seed content', () => {
  it('uses every block type on at least one page or article', () => {
    const used = new Set(
      [
        ...seedPages(
          () => '/x.svg',
          () => '/y.svg',
        ),
        ...seedArticles(),
      ].flatMap((entry) => entry.content.map((block) => block.layout)),
    );
    // Testimonials stay available for quotes staff have permission for, but the demo content shows
    // no quotes without a source; block-rendering.test.ts renders them with test quotes.
    const quotes = ['TestimonialGrid', 'TestimonialStars', 'TestimonialWithGrid'];
    expect(BLOCK_LAYOUTS.filter((layout) => !used.has(layout) && !quotes.includes(layout))).toEqual([]);
  });
});

describe('GET /api/pages/{slug or path}', () => {
  it("answers the page 'home' for an empty path, with title and typed blocks", async () => {
    const { status, body } = await call(getPage, { path: '/api/pages/', params: { slug: undefined } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: 'home', title: 'Home' });
    expect((body as Json).content[0]).toMatchObject({
      layout: 'HeroSplit',
      attributes: { title: expect.any(String) },
    });
  });

  it('finds multi-segment paths joined with slashes and answers 404 JSON when missing', async () => {
    await database()
      .db.insert(pages)
      .values({
        slug: 'zorg/tips',
        title: 'Tips',
        content: [{ key: 'a', layout: 'TextBlock', attributes: { title: 'Tip' } }],
      });
    const found = await call(getPage, { path: '/api/pages/zorg/tips', params: { slug: 'zorg/tips' } });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ title: 'Tips' });

    const missing = await call(getPage, {
      path: '/api/pages/bestaat-niet',
      params: { slug: 'bestaat-niet' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: expect.any(String) });
  });

  it('skips blocks with a missing or unknown layout and reads a non-list as empty', async () => {
    await database()
      .db.insert(pages)
      .values([
        {
          slug: 'gemengd',
          title: 'Gemengd',
          content: [
            { key: 'a', layout: 'Onbekend', attributes: {} },
            { key: 'b', layout: '', attributes: {} },
            { key: 'c', layout: 'TextBlock', attributes: { title: 'Blijft', body: 42 } },
          ] as never,
        },
        { slug: 'kapot', title: 'Kapot', content: { not: 'a list' } as never },
      ]);
    const mixed = await call(getPage, { path: '/api/pages/gemengd', params: { slug: 'gemengd' } });
    expect((mixed.body as Json).content).toEqual([
      { key: 'c', layout: 'TextBlock', attributes: { title: 'Blijft', body: '' } },
    ]);
    const broken = await call(getPage, { path: '/api/pages/kapot', params: { slug: 'kapot' } });
    expect((broken.body as Json).content).toEqual([]);
  });
});

describe('GET /api/articles/{slug}', () => {
  it('answers title, cover_image and content of a published article', async () => {
    const { status, body } = await call(getArticle, {
      path: '/api/articles/wat-is-incontinentie',
      params: { slug: 'wat-is-incontinentie' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'Wat is incontinentie?',
      cover_image: expect.stringMatching(/^\/media\/content\/.+\.svg$/),
      content: expect.arrayContaining([expect.objectContaining({ layout: 'TextBlock' })]),
    });
  });

  it('keeps drafts and unknown slugs out (404)', async () => {
    await database().db.insert(articles).values({ slug: 'concept', title: 'Concept', publishedAt: null });
    for (const slug of ['concept', 'bestaat-niet']) {
      const { status } = await call(getArticle, { path: `/api/articles/${slug}`, params: { slug } });
      expect(status).toBe(404);
    }
  });
});

describe('GET /api/search', () => {
  it('answers three empty lists for a blank query', async () => {
    expect(await searchFor('   ')).toEqual({ products: [], pages: [], articles: [] });
  });

  it('finds products by Dutch word forms: verbanden finds verband, broekjes finds broekje', async () => {
    const verband = await searchFor('verbanden');
    expect(verband.products.length).toBeGreaterThan(0);
    expect(verband.products[0]!.name).toMatch(/verband/i);
    const broekje = await searchFor('broekjes');
    expect(broekje.products.some((product) => /broekje/i.test(product.name))).toBe(true);
  });

  it('answers products with the fields of spec section 3, name matches first', async () => {
    const { products: found } = await searchFor('stretch');
    expect(found[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.stringMatching(/stretch/i),
        slug: expect.any(String),
        image_urls: expect.any(Array),
        short_description: expect.any(String),
        price: expect.any(Number),
      }),
    );
    const firstNonNameMatch = found.findIndex((product) => !/stretch/i.test(product.name));
    const lastNameMatch = found.map((product) => /stretch/i.test(product.name)).lastIndexOf(true);
    if (firstNonNameMatch !== -1) expect(lastNameMatch).toBeLessThan(firstNonNameMatch);
  });

  it('tolerates a typo in a product name (a letter missing, added or swapped)', async () => {
    for (const typo of ['hupband', 'verbnd met heupband', 'strecth broekje']) {
      const { products: found } = await searchFor(typo);
      expect(found.length, typo).toBeGreaterThan(0);
      expect(found[0]!.name, typo).toMatch(/heupband|stretch broekje/i);
    }
  });

  it('finds pages and articles by their block text, with an excerpt marking the match', async () => {
    const results = await searchFor('bekkenbodem');
    expect(results.articles[0]).toMatchObject({
      title: expect.stringContaining('Bekkenbodem'),
      url: '/artikel/bekkenbodemtraining',
      image: expect.any(String),
      published_at: expect.any(String),
    });
    expect(results.articles[0]!.excerpt).toContain('<mark>');

    const hygiene = await searchFor('hygiënische');
    expect(hygiene.pages.map((page) => page.url)).toContain('/algemene-voorwaarden');
  });

  it('escapes what staff typed in excerpts, so the match marking is the only markup', async () => {
    const [row] = await database()
      .db.insert(pages)
      .values({
        slug: 'escape-test',
        title: 'Escape',
        content: [
          {
            key: 'a',
            layout: 'TextBlock',
            attributes: { title: 'zeldzaamwoord <img src=x onerror=alert(1)>' },
          },
        ],
      })
      .returning();
    await indexPage(database().db, row!);
    const { pages: found } = await searchFor('zeldzaamwoord');
    expect(found[0]!.excerpt).toContain('&lt;img');
    expect(found[0]!.excerpt).not.toContain('<img');
  });

  it('follows changes: a renamed product is found by its new name, a deactivated one is gone', async () => {
    const db = database().db;
    const [product] = await db.select().from(products).limit(1);
    await db.update(products).set({ name: 'Nachtzekerbroekje Testnaam' }).where(eq(products.id, product!.id));
    await indexProducts(db, [product!.id]);
    expect((await searchFor('Testnaam')).products.map((found) => found.id)).toEqual([product!.id]);

    await db.update(products).set({ isActive: false }).where(eq(products.id, product!.id));
    await indexProducts(db, [product!.id]);
    expect((await searchFor('Testnaam')).products).toEqual([]);
  });

  it('refuses an absurdly long query with a 4xx, not a 500', async () => {
    const { status } = await call(getSearch, { path: `/api/search?query=${'a'.repeat(600)}` });
    expect(status).toBe(422);
  });
});
