/**
 * The product overview's state in the URL: filters and page as query parameters, so a
 * filtered view can be shared and is rendered right by the server, without JavaScript. Pure and
 * client-safe: the server reads the URL with it, the filter script writes it.
 */
import type { ProductSummary } from './catalog';
import {
  ABSORPTION_BANDS,
  type AbsorptionBand,
  absorptionOf,
  DEFAULT_FILTERS,
  type Filters,
  type GenderFilter,
  isFixation,
  matchesFilters,
} from './rules';

/** Products on one page of the overview: the HTML stays small however large the range. */
export const PAGE_SIZE = 24;

const GENDERS: GenderFilter[] = ['both', 'male', 'female'];
const BANDS = ABSORPTION_BANDS.map((band) => band.id);

export interface OverviewState {
  filters: Filters;
  page: number;
  /** Whether the URL named any filter (otherwise the stored filters may apply, spec section 4). */
  fromUrl: boolean;
}

/**
 * Reads `gender`, `absorption` (repeated), `categories` (repeated) and `page`. Unknown values are
 * dropped, not refused: a shared link with an old value still shows products. On
 * /shop/{category} a URL without `categories` means that category; the filter form always sends
 * the key (an empty hidden field), so unticking it there shows every category.
 */
export function readOverviewState(params: URLSearchParams, pageCategoryId?: number): OverviewState {
  const gender = params.get('gender');
  const categories = params
    .getAll('categories')
    .map((value) => Number.parseInt(value, 10))
    .filter((id) => Number.isInteger(id) && id > 0);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    filters: {
      gender: GENDERS.includes(gender as GenderFilter) ? (gender as GenderFilter) : 'both',
      absorption: [...new Set(params.getAll('absorption'))].filter((band): band is AbsorptionBand =>
        BANDS.includes(band as AbsorptionBand),
      ),
      categories:
        params.has('categories') || pageCategoryId === undefined
          ? [...new Set(categories)]
          : [pageCategoryId],
    },
    page: Number.isInteger(page) && page > 0 ? page : 1,
    fromUrl: ['gender', 'absorption', 'categories'].some((key) => params.has(key)),
  };
}

/** The query string of a state ('' for the page's own default), the inverse of readOverviewState. */
export function overviewQuery(filters: Filters, page: number, pageCategoryId?: number): string {
  const params = new URLSearchParams();
  if (filters.gender !== DEFAULT_FILTERS.gender) params.set('gender', filters.gender);
  for (const band of filters.absorption) params.append('absorption', band);
  const pageDefault = pageCategoryId === undefined ? [] : [pageCategoryId];
  const sameAsDefault =
    filters.categories.length === pageDefault.length &&
    filters.categories.every((id) => pageDefault.includes(id));
  if (!sameAsDefault) {
    if (filters.categories.length === 0) params.set('categories', '');
    for (const id of filters.categories) params.append('categories', String(id));
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export interface OverviewPage<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * The products matching the filters, one page of them (a page past the end shows the last). The
 * overview pages in SQL (overview.server.ts); this is the rule it follows, checked against it in
 * tests/integration/overview-sql.test.ts.
 */
export function selectOverviewPage<T extends ProductSummary>(
  products: T[],
  filters: Filters,
  page: number,
): OverviewPage<T> {
  const matching = products.filter((product) =>
    matchesFilters(
      {
        gender: product.product_attributes.gender ?? 'unisex',
        absorption: absorptionOf(product.product_attributes),
        fixation: isFixation(product.product_attributes),
        categoryIds: product.categories.map((category) => category.id),
      },
      filters,
    ),
  );
  const pageCount = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  return {
    items: matching.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    total: matching.length,
    page: current,
    pageCount,
  };
}

/** How many filters differ from the defaults (shown on the 'Filteren' button). */
export function activeFilterCount(filters: Filters, pageCategoryId?: number): number {
  const categories = filters.categories.filter((id) => id !== pageCategoryId).length;
  return (filters.gender === 'both' ? 0 : 1) + filters.absorption.length + categories;
}

/** The page numbers a pager shows: first, last and two around the current one. */
export function pagerPages(page: number, pageCount: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const [index, n] of shown.entries()) {
    if (index > 0 && n - shown[index - 1]! > 1) result.push('gap');
    result.push(n);
  }
  return result;
}
