import { describe, expect, it } from 'vitest';
import {
  absorptionBand,
  absorptionOf,
  boxBackground,
  categoryListIsGrid,
  checklist,
  filtersOnCategoryPage,
  isFixation,
  isHiddenForGender,
  isInstructionVideo,
  matchesFilters,
  numberedPairs,
  truncate,
  visibleCategories,
} from './rules';

describe('absorption bands', () => {
  it.each([
    [0, 'light'],
    [3, 'light'],
    [3.5, 'medium'],
    [5, 'medium'],
    [6, 'heavy'],
    [7, 'heavy'],
    [7.5, 'extreme'],
    [8, 'extreme'],
  ])('%s is %s', (value, band) => {
    expect(absorptionBand(value)).toBe(band);
  });

  it('reads the attribute string and defaults to 0', () => {
    expect(absorptionOf({ absorption: '6' })).toBe(6);
    expect(absorptionOf({})).toBe(0);
    expect(absorptionOf({ absorption: 'veel' })).toBe(0);
  });
});

describe('filters', () => {
  const pants = { gender: 'female', absorption: 4, categoryIds: [1] };
  const unisex = { gender: 'unisex', absorption: 8, categoryIds: [1, 4] };

  it('shows everything by default', () => {
    expect(matchesFilters(pants, { gender: 'both', absorption: [], categories: [] })).toBe(true);
  });

  it('filters by gender, keeping unisex products for both', () => {
    expect(matchesFilters(pants, { gender: 'male', absorption: [], categories: [] })).toBe(false);
    expect(matchesFilters(unisex, { gender: 'male', absorption: [], categories: [] })).toBe(true);
  });

  it('filters by absorption band and category', () => {
    expect(matchesFilters(pants, { gender: 'both', absorption: ['medium'], categories: [] })).toBe(true);
    expect(matchesFilters(pants, { gender: 'both', absorption: ['extreme'], categories: [] })).toBe(false);
    expect(matchesFilters(unisex, { gender: 'both', absorption: [], categories: [4] })).toBe(true);
    expect(matchesFilters(pants, { gender: 'both', absorption: [], categories: [4] })).toBe(false);
  });

  it('never offers a fixation brief for an amount of leakage, but lists it without one', () => {
    const fixation = { gender: 'female', absorption: 0, fixation: true, categoryIds: [3] };
    expect(matchesFilters(fixation, { gender: 'female', absorption: ['light'], categories: [] })).toBe(false);
    expect(matchesFilters(fixation, { gender: 'female', absorption: [], categories: [3] })).toBe(true);
    expect(isFixation({ product_type: 'fixatie' })).toBe(true);
    expect(isFixation({ absorption: '2' })).toBe(false);
  });
});

describe('category list', () => {
  const categories = [
    { name: 'Mannen broekjes', slug: 'mannen-broekjes', productCount: 4 },
    { name: 'Dames broekjes', slug: 'dames-broekjes', productCount: 4 },
    { name: 'Heren verbanden', slug: 'heren-verbanden-met-heupband', productCount: 4 },
    { name: 'Leeg', slug: 'leeg', productCount: 0 },
  ];

  it('keeps categories with products, sorted by name', () => {
    expect(visibleCategories(categories, 'both').map((c) => c.slug)).toEqual([
      'dames-broekjes',
      'heren-verbanden-met-heupband',
      'mannen-broekjes',
    ]);
  });

  it("hides the other gender's categories", () => {
    expect(visibleCategories(categories, 'male').map((c) => c.slug)).toEqual([
      'heren-verbanden-met-heupband',
      'mannen-broekjes',
    ]);
    expect(visibleCategories(categories, 'female').map((c) => c.slug)).toEqual(['dames-broekjes']);
  });

  it('hides slugs by the words of the other gender', () => {
    expect(isHiddenForGender('dames-broekjes', 'male')).toBe(true);
    expect(isHiddenForGender('vrouwen-inleggers', 'male')).toBe(true);
    expect(isHiddenForGender('heren-broekje-met-stretch', 'female')).toBe(true);
    expect(isHiddenForGender('mannen-broekjes', 'female')).toBe(true);
    expect(isHiddenForGender('mannen-broekjes', 'male')).toBe(false);
    expect(isHiddenForGender('dames-broekjes', 'both')).toBe(false);
  });

  it('becomes a grid above 8 categories', () => {
    expect(categoryListIsGrid(8)).toBe(false);
    expect(categoryListIsGrid(9)).toBe(true);
  });
});

describe('product box', () => {
  it('cuts the short description at 80 characters', () => {
    const text =
      'Ons meest gekozen broekje: veilig bij matig urineverlies, de hele dag en de hele nacht door.';
    const cut = truncate(text);
    expect(cut.length).toBeLessThanOrEqual(81);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncate('Kort.')).toBe('Kort.');
  });

  it('lightens dark colours to a minimum lightness and keeps light ones', () => {
    expect(boxBackground('#264866')).toMatch(/^hsl\(\d+ \d+% 88%\)$/);
    expect(boxBackground('#f4dde2')).toMatch(/ 9[0-9]%\)$/);
    expect(boxBackground(undefined)).toMatch(/^hsl/);
  });
});

describe('attributes', () => {
  const attributes = {
    usp_title1: 'Droog',
    usp_body1: 'Blijft droog',
    usp_title3: 'Stil',
    usp_body3: 'Ritselt niet',
    usp_title5: 'Te veel',
    highlight_image1: 'instructions-broekje.mp4',
    mark_ademend: 'Ademend',
    mark_leeg: ' ',
  };

  it('collects numbered pairs up to the limit, skipping gaps', () => {
    expect(numberedPairs(attributes, 'usp_title', 'usp_body', 4)).toEqual([
      { title: 'Droog', body: 'Blijft droog' },
      { title: 'Stil', body: 'Ritselt niet' },
    ]);
  });

  it('builds the checklist from mark keys', () => {
    expect(checklist(attributes)).toEqual(['Ademend']);
  });

  it('recognises instruction videos by name', () => {
    expect(isInstructionVideo('instructions-broekje.mp4')).toBe(true);
    expect(isInstructionVideo('highlight-zacht.svg')).toBe(false);
  });
});

describe('overview of a category page', () => {
  const dames = { id: 1, slug: 'dames-broekjes' };

  it("puts the URL's category in place of the stored ones and keeps the stored absorption", () => {
    expect(
      filtersOnCategoryPage({ gender: 'female', absorption: ['heavy'], categories: [4, 5] }, dames),
    ).toEqual({ gender: 'female', absorption: ['heavy'], categories: [1] });
  });

  it('drops a stored gender that would hide the category itself', () => {
    expect(filtersOnCategoryPage({ gender: 'male', absorption: ['light'], categories: [] }, dames)).toEqual({
      gender: 'both',
      absorption: ['light'],
      categories: [1],
    });
    expect(
      filtersOnCategoryPage(
        { gender: 'male', absorption: [], categories: [] },
        { id: 6, slug: 'mannen-broekjes' },
      ).gender,
    ).toBe('male');
  });

  it('does not apply a saved absorption that would leave the category empty (fixation briefs)', () => {
    const stretch = {
      id: 7,
      slug: 'dames-broekje-met-stretch',
      profile: [{ audience: 'female', band: 'none' }],
    };
    expect(
      filtersOnCategoryPage({ gender: 'female', absorption: ['heavy'], categories: [] }, stretch),
    ).toEqual({
      gender: 'female',
      absorption: [],
      categories: [7],
    });
  });

  it('keeps a saved absorption some of its products have, and drops a gender none of them fits', () => {
    const pads = {
      id: 8,
      slug: 'verband',
      profile: [
        { audience: 'male', band: 'heavy' },
        { audience: 'unisex', band: 'light' },
      ],
    };
    expect(filtersOnCategoryPage({ gender: 'female', absorption: ['light'], categories: [] }, pads)).toEqual({
      gender: 'female',
      absorption: ['light'],
      categories: [8],
    });
    const menOnly = { id: 9, slug: 'verband', profile: [{ audience: 'male', band: 'heavy' }] };
    expect(
      filtersOnCategoryPage({ gender: 'female', absorption: ['heavy'], categories: [] }, menOnly),
    ).toEqual({
      gender: 'both',
      absorption: [],
      categories: [9],
    });
  });
});
