import { describe, expect, it } from 'vitest';
import { BLOCK_LAYOUTS } from '~/features/content/blocks';
import { seedArticles, seedPages } from '~/features/content/content-data.seed';
import { setupTestDatabase } from '../helpers/db';
import { renderBlock } from '../helpers/render';

// Blocks that read products, categories or articles need the seeded shop.
setupTestDatabase({ seed: true });

const seeded = [
  ...seedPages(
    (name) => `/media/content/${name}.svg`,
    () => '/media/content/team.svg',
  ),
  ...seedArticles(),
].flatMap((entry) => entry.content);

/*
 * The demo content shows no quotes without a source, so the testimonial blocks staff
 * can still use for quotes they have permission for are rendered with these test quotes.
 */
const testQuote = {
  quote: 'Testcitaat met toestemming van de klant.',
  name: 'Testklant',
  detail: 'Bron: test',
};
const unseeded = [
  {
    layout: 'TestimonialStars',
    attributes: { title: 'Testcitaten', testimonials: [{ ...testQuote, rating: '5' }] },
  },
  {
    layout: 'TestimonialGrid',
    attributes: { title: 'Testcitaten', testimonials: [{ ...testQuote, rating: '' }] },
  },
  {
    layout: 'TestimonialWithGrid',
    attributes: {
      title: 'Testcitaten',
      featured: { ...testQuote, image: '', imageAlt: '' },
      testimonials: [{ ...testQuote, rating: '' }],
    },
  },
];

/** The visible words a block's stored attributes promise: every short text value. */
function visibleTexts(attributes: Record<string, unknown>): string[] {
  const texts: string[] = [];
  const walk = (value: unknown, key = '') => {
    if (typeof value === 'string') {
      const plain = value.replace(/<[^>]+>/g, '');
      // Links, images, ratings, alt texts and chosen slugs are attributes, not visible text.
      if (
        plain &&
        !/^(\/|https?:|mailto:|tel:)/.test(plain) &&
        !/^(rating|imageAlt|href|products|articles|category)$/.test(key)
      )
        texts.push(plain);
    } else if (Array.isArray(value)) for (const item of value) walk(item, key);
    else if (value && typeof value === 'object')
      for (const [child, item] of Object.entries(value)) walk(item, child);
  };
  walk(attributes);
  return texts;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;');

describe('every block type renders its seeded content', () => {
  it.each(BLOCK_LAYOUTS)('%s', async (layout) => {
    const blocks = [...seeded, ...unseeded].filter((block) => block.layout === layout);
    expect(blocks.length, `${layout} is used by the seed content`).toBeGreaterThan(0);
    for (const block of blocks) {
      const html = await renderBlock(layout, block.attributes);
      expect(html.length, `${layout} renders something`).toBeGreaterThan(50);
      // Compared as text: rich text keeps its own tags around links and emphasis.
      const shown = html.replace(/<[^>]+>/g, '');
      for (const expected of visibleTexts(block.attributes).slice(0, 6)) {
        const shortText = expected.slice(0, 40);
        expect(
          shown.includes(shortText) || shown.includes(escapeHtml(shortText)),
          `${layout} shows "${shortText}"`,
        ).toBe(true);
      }
    }
  });
});

describe('blocks that read the shop', () => {
  it('ProductList shows one category with a link to all, or the popular products', async () => {
    const category = await renderBlock('ProductList', {
      title: 'Broekjes',
      category: ['dames-broekjes'],
    });
    expect(category).toContain('href="/shop/dames-broekjes"');
    expect(category.match(/href="\/product\//g)?.length).toBeGreaterThan(0);
    const popular = await renderBlock('ProductList', { title: 'Populair', category: [] });
    expect(popular.match(/href="\/product\//g)).toHaveLength(4);
  });

  it('SelectedProducts keeps the chosen order and drops products that no longer exist', async () => {
    const html = await renderBlock('SelectedProducts', {
      products: ['zorgzaam-pants-heren-nacht', 'bestaat-niet', 'zorgzaam-pants-dames-licht'],
    });
    const links = [...html.matchAll(/href="\/product\/([^"]+)"/g)].map((match) => match[1]);
    expect([...new Set(links)]).toEqual(['zorgzaam-pants-heren-nacht', 'zorgzaam-pants-dames-licht']);
  });

  it('ArticleOverview lists the newest published articles with their Dutch dates', async () => {
    const html = await renderBlock('ArticleOverview', { title: 'Kennisbank', articles: [] });
    expect(html.match(/href="\/artikel\//g)?.length).toBe(seedArticles().length);
    expect(html).toMatch(
      /\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}/,
    );
  });

  it('GenderCats groups the categories for women and men with their product counts', async () => {
    const html = await renderBlock('GenderCats', { title: 'Kies' });
    expect(html).toContain('Voor vrouwen');
    expect(html).toContain('Voor mannen');
    expect(html).toMatch(/\d+ producten/);
  });
});

describe('details visitors notice', () => {
  it('a hero that opens the page carries its h1; elsewhere an h2', async () => {
    const attributes = { title: 'Welkom', text: '', button: { label: '', href: '' } };
    const opening = await renderBlock('HeroSplit', attributes, { first: true });
    expect(opening).toContain('<h1');
    const later = await renderBlock('HeroSplit', attributes);
    expect(later).not.toContain('<h1');
    expect(later).toContain('<h2');
  });

  it('star ratings are spelled out for screen readers', async () => {
    const html = await renderBlock('TestimonialStars', {
      testimonials: [{ quote: 'Fijn', name: 'Ria', detail: '', rating: '4' }],
    });
    expect(html).toContain('aria-label="4 van 5 sterren"');
  });

  it('the contact form has labelled fields and a hidden honeypot', async () => {
    const html = await renderBlock('Contact', {
      title: 'Contact',
      phone: '020 123 45 67',
      email: 'service@zorgzaam.example',
    });
    for (const label of ['Naam', 'E-mailadres', 'Bericht'])
      expect(html).toMatch(new RegExp(`>\\s*${label}<span[^>]*> \\(verplicht\\)</span>\\s*</label>`));
    expect(html).toContain('href="tel:+31201234567"');
    expect(html).toContain('name="website"');
  });

  it('blocks without their main content render nothing', async () => {
    for (const layout of [
      'FeatureGrid',
      'TeamMembers',
      'TestimonialGrid',
      'TitleGrid',
      'StatsSimple',
      'SelectedProducts',
    ] as const) {
      expect((await renderBlock(layout, { title: 'Leeg' })).trim(), layout).toBe('');
    }
  });
});
