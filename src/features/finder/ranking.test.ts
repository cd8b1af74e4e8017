import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWERS, type FinderAnswers } from './finder';
import { type FinderProduct, finderCandidates, kindOf, rankForAnswers } from './ranking';

const product = (overrides: Partial<FinderProduct>): FinderProduct => ({
  slug: 'x',
  name: 'Zorgzaam Pants Dames Licht',
  gender: 'female',
  absorption: 2,
  fixation: false,
  night: false,
  kind: 'pants',
  popularity: 50,
  price: '€ 9,95',
  url: '/product/x',
  ...overrides,
});

describe('finder ranking', () => {
  const stretch = product({ slug: 'stretch', kind: 'pants', absorption: 0, fixation: true, popularity: 99 });
  const inlay = product({
    slug: 'inlay',
    name: 'Zorgzaam Inlegverband Dames Druppel',
    kind: 'inlay',
    absorption: 1,
  });
  const men = product({ slug: 'men', gender: 'male', kind: 'inlay', absorption: 1, popularity: 90 });
  const night = product({ slug: 'night', absorption: 8, night: true });
  const heavyDay = product({ slug: 'heavy-day', absorption: 8, popularity: 95 });

  it('sends a few drops (woman) to a light pad, never to a fixation brief', () => {
    const ranked = rankForAnswers([stretch, inlay, men], {
      gender: 'female',
      leakage_amount: 'light',
      incontinence_time: ['day'],
    });
    expect(ranked.map((entry) => entry.product.slug)).toEqual(['inlay']);
    expect(ranked[0]?.reason).toBe('Past bij een paar druppels, voor vrouwen: dun, in je eigen ondergoed.');
  });

  it('puts night products first for night use and says so', () => {
    const ranked = rankForAnswers([heavyDay, night], {
      gender: 'female',
      leakage_amount: 'extreme',
      incontinence_time: ['night'],
    });
    expect(ranked.map((entry) => entry.product.slug)).toEqual(['night', 'heavy-day']);
    expect(ranked[0]?.reason).toContain("ook 's nachts");
  });

  it('ranks nothing before the amount of leakage is known', () => {
    expect(rankForAnswers([inlay], EMPTY_ANSWERS)).toEqual([]);
  });

  it('reads the kind of product from its name', () => {
    expect(kindOf('Zorgzaam Verband met Heupband Heren Extra')).toBe('pad');
    expect(kindOf('Zorgzaam Inlegverband Heren Licht')).toBe('inlay');
    expect(kindOf('Zorgzaam Pants Dames Nacht')).toBe('pants');
  });
});

describe('finder candidates (what the page embeds)', () => {
  // A catalogue of 2,000 varied products, in popularity order as the page passes them.
  const catalogue: FinderProduct[] = Array.from({ length: 2_000 }, (_, index) =>
    product({
      slug: `p${index}`,
      gender: ['female', 'male', 'unisex'][index % 3]!,
      absorption: index % 9,
      fixation: index % 17 === 0,
      night: index % 5 === 0,
      kind: (['inlay', 'pad', 'pants', null] as const)[index % 4]!,
      popularity: Math.max(0, 100 - index),
    }),
  );
  const candidates = finderCandidates(catalogue);

  it('ranks every combination of answers exactly as the whole catalogue does', () => {
    const slugs = (products: FinderProduct[], answers: FinderAnswers) =>
      rankForAnswers(products, answers).map((entry) => entry.product.slug);
    for (const gender of ['female', 'male', 'both', null] as const)
      for (const leakage_amount of ['light', 'medium', 'heavy', 'extreme'] as const)
        for (const incontinence_time of [['day'], ['night'], ['active'], ['day', 'night', 'active'], []]) {
          const answers = { ...EMPTY_ANSWERS, gender, leakage_amount, incontinence_time };
          expect(slugs(candidates, answers)).toEqual(slugs(catalogue, answers));
        }
  });

  it('embeds at most 48 answer classes x 3, whatever the size of the catalogue', () => {
    expect(candidates.length).toBeLessThanOrEqual(144);
    expect(candidates.length).toBeGreaterThan(0);
  });
});
