import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listCategories, listProducts } from '~/features/catalog/catalog.server';
import { articles, categories, productCategories, products } from '~/server/db/schema';
import { catalogSeed } from '~/server/seed/catalog';
import { setupTestDatabase } from '../helpers/db';
import { renderBlock } from '../helpers/render';

// The catalogue only: the articles this file needs are inserted below, so counts are exact.
const database = setupTestDatabase({ seed: [catalogSeed] });

const productLinks = (html: string) => [...html.matchAll(/href="\/product\/([^"]+)"/g)].map((m) => m[1]!);

describe('ArticleOverview', () => {
  beforeAll(async () => {
    await database()
      .db.insert(articles)
      .values([
        {
          slug: 'nachtbescherming-kiezen',
          title: 'Zo kiest u nachtbescherming',
          excerpt: 'Waar let u op bij een broekje voor de nacht?',
          coverImage: '/media/content/nacht.webp',
          publishedAt: new Date('2026-03-05T10:00:00Z'),
        },
        {
          slug: 'huidverzorging',
          title: 'Huidverzorging bij incontinentie',
          excerpt: 'Drie tips voor een gezonde huid.',
          publishedAt: new Date('2026-01-20T10:00:00Z'),
        },
        // Not published: a concept and one planned for the future are never shown.
        { slug: 'concept', title: 'Concept-artikel', publishedAt: null },
        { slug: 'later', title: 'Gepland artikel', publishedAt: new Date('2099-01-01T00:00:00Z') },
      ]);
  });

  it('shows the newest published articles as cards with link, excerpt, cover and Dutch date', async () => {
    const html = await renderBlock('ArticleOverview', {
      title: 'Uit de kennisbank',
      intro: 'Praktische artikelen.',
    });
    expect(html).toContain('Uit de kennisbank');
    const links = [...html.matchAll(/href="\/artikel\/([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(['nachtbescherming-kiezen', 'huidverzorging']);
    expect(html).toMatch(/<h3[^>]*>\s*<a href="\/artikel\/nachtbescherming-kiezen"/);
    expect(html).toContain('Waar let u op bij een broekje voor de nacht?');
    expect(html).toContain('src="/media/content/nacht.webp"');
    expect(html).toContain('<time datetime="2026-03-05T10:00:00.000Z">5 maart 2026</time>');
    expect(html).toContain('20 januari 2026');
    expect(html).not.toContain('Concept-artikel');
    expect(html).not.toContain('Gepland artikel');
  });

  it("keeps the editor's chosen order and skips unknown or unpublished slugs", async () => {
    const html = await renderBlock('ArticleOverview', {
      articles: ['huidverzorging', 'bestaat-niet', 'concept', 'nachtbescherming-kiezen'],
    });
    const links = [...html.matchAll(/href="\/artikel\/([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(['huidverzorging', 'nachtbescherming-kiezen']);
    // Without a block title the card titles are the section's headings.
    expect(html).toMatch(/<h2[^>]*>\s*<a href="\/artikel\/huidverzorging"/);
  });

  it('renders nothing when none of the chosen articles is published', async () => {
    const html = await renderBlock('ArticleOverview', {
      title: 'Artikelen',
      articles: ['concept', 'later'],
    });
    expect(html.trim()).toBe('');
  });
});

describe('GenderCats', () => {
  it('groups the categories with products under Voor vrouwen and Voor mannen, with their counts', async () => {
    const html = await renderBlock('GenderCats', { title: 'Kies uw categorie' });
    const shopCategories = await listCategories();
    const women = html.indexOf('Voor vrouwen');
    const men = html.indexOf('Voor mannen');
    expect(women).toBeGreaterThan(-1);
    expect(men).toBeGreaterThan(women);
    expect(html.match(/<h3/g)).toHaveLength(2);
    for (const category of shopCategories.filter((c) => c.gender !== 'unisex' && c.productCount > 0)) {
      const position = html.indexOf(`href="/shop/${category.slug}"`);
      expect(position, category.slug).toBeGreaterThan(-1);
      // Each category sits in its own group.
      if (category.gender === 'female') expect(position).toBeLessThan(men);
      else expect(position).toBeGreaterThan(men);
      expect(html).toContain(`${category.productCount} producten`);
    }
    expect(html).toContain('href="/shop/dames-broekjes"');
    expect(html).toContain('href="/shop/mannen-broekjes"');
  });
});

describe('ProductList', () => {
  it("shows the chosen category's products and a link to the whole category", async () => {
    const html = await renderBlock('ProductList', {
      title: 'Dames broekjes',
      category: ['dames-broekjes'],
    });
    const expected = (await listProducts())
      .filter((product) => product.categories.some((category) => category.slug === 'dames-broekjes'))
      .map((product) => product.slug);
    expect(expected.length).toBeGreaterThan(0);
    expect(new Set(productLinks(html))).toEqual(new Set(expected.slice(0, 8)));
    expect(html).toMatch(/<a href="\/shop\/dames-broekjes"[^>]*>Bekijk alles<\/a>/);
  });

  it('shows the 4 most popular products without a category, and no link to a category', async () => {
    const html = await renderBlock('ProductList', { title: 'Veel gekozen' });
    expect(new Set(productLinks(html)).size).toBe(4);
    expect(html).not.toContain('Bekijk alles');
  });

  it('renders nothing for a category without products', async () => {
    const html = await renderBlock('ProductList', { title: 'Weg', category: ['bestaat-niet'] });
    expect(html.trim()).toBe('');
  });

  // Last in this group: it puts every product in one category, which changes the counts above.
  it('shows at most 8 products of a big category', async () => {
    const db = database().db;
    const [category] = await db.select().from(categories).where(eq(categories.slug, 'mannen-broekjes'));
    const all = await db.select({ id: products.id }).from(products);
    expect(all.length).toBeGreaterThan(8);
    await db
      .insert(productCategories)
      .values(all.map((product) => ({ productId: product.id, categoryId: category!.id })))
      .onConflictDoNothing();
    const html = await renderBlock('ProductList', { category: ['mannen-broekjes'] });
    expect(new Set(productLinks(html)).size).toBe(8);
  });
});
