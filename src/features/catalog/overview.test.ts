import { describe, expect, it } from 'vitest';
import type { ProductSummary } from './catalog';
import {
  activeFilterCount,
  overviewQuery,
  PAGE_SIZE,
  pagerPages,
  readOverviewState,
  selectOverviewPage,
} from './overview';

const read = (query: string, category?: number) => readOverviewState(new URLSearchParams(query), category);

describe('the overview state in the URL', () => {
  it('reads filters and page, dropping unknown values', () => {
    expect(read('gender=female&absorption=light&absorption=bogus&categories=3&categories=x&page=2')).toEqual({
      filters: { gender: 'female', absorption: ['light'], categories: [3] },
      page: 2,
      fromUrl: true,
    });
    expect(read('gender=alien&page=-4')).toEqual({
      filters: { gender: 'both', absorption: [], categories: [] },
      page: 1,
      fromUrl: true,
    });
    expect(read('').fromUrl).toBe(false);
  });

  it("takes the page's category unless the URL names categories (an empty one means none)", () => {
    expect(read('', 7).filters.categories).toEqual([7]);
    expect(read('categories=', 7).filters.categories).toEqual([]);
    expect(read('categories=&categories=2', 7).filters.categories).toEqual([2]);
  });

  it('writes what it reads, leaving out the defaults', () => {
    const filters = { gender: 'male' as const, absorption: ['heavy' as const], categories: [4] };
    expect(read(overviewQuery(filters, 3).slice(1))).toMatchObject({ filters, page: 3 });
    expect(overviewQuery({ gender: 'both', absorption: [], categories: [] }, 1)).toBe('');
    expect(overviewQuery({ gender: 'both', absorption: [], categories: [7] }, 1, 7)).toBe('');
    expect(overviewQuery({ gender: 'both', absorption: [], categories: [] }, 1, 7)).toBe('?categories=');
  });

  it('counts the active filters, not the page category', () => {
    expect(
      activeFilterCount({ gender: 'female', absorption: ['light', 'heavy'], categories: [7, 2] }, 7),
    ).toBe(4);
  });
});

describe('selectOverviewPage', () => {
  const product = (id: number, gender: string, absorption: string, categoryId: number) =>
    ({
      id,
      product_attributes: { gender, absorption },
      categories: [{ id: categoryId, name: '', slug: '' }],
    }) as unknown as ProductSummary;
  const range = Array.from({ length: 60 }, (_, i) =>
    product(i, i % 2 ? 'male' : 'female', String(i % 9), i % 3),
  );

  it('filters with the spec rules and cuts one page', () => {
    const page = selectOverviewPage(range, { gender: 'female', absorption: [], categories: [] }, 1);
    expect(page.total).toBe(30);
    expect(page.items).toHaveLength(PAGE_SIZE);
    expect(page.pageCount).toBe(2);
    expect(
      selectOverviewPage(range, { gender: 'female', absorption: [], categories: [] }, 2).items,
    ).toHaveLength(6);
  });

  it('shows the last page for a page past the end', () => {
    expect(selectOverviewPage(range, { gender: 'both', absorption: [], categories: [] }, 99).page).toBe(3);
  });
});

describe('pagerPages', () => {
  it('shows first, last and the neighbours of the current page', () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pagerPages(2, 3)).toEqual([1, 2, 3]);
  });
});
