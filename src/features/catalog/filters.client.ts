import { atom, type ReadableAtom } from 'nanostores';
import { closeFilterPanel, initFilterPanel } from './filter-panel.client';
import { $filters, resetFilters, setFilters } from './filters.store';
import { overviewQuery } from './overview';
import { fetchOverviewPage } from './overview.actions';
import {
  type AbsorptionBand,
  DEFAULT_FILTERS,
  type Filters,
  filtersOnCategoryPage,
  type GenderFilter,
  isHiddenForGender,
} from './rules';

/**
 * Binds each overview's filter form to the persisted filters. The server renders the products
 * the URL selects (overview.ts); a change here asks the server for the same page with the new
 * filters and swaps in its results (one page of products, never the whole catalogue), and the
 * address follows so the view can be shared.
 */
export function initOverviews(): void {
  for (const [position, root] of [...document.querySelectorAll<HTMLElement>('[data-overview]')].entries()) {
    initOverview(root, position);
  }
}

function initOverview(root: HTMLElement, position: number): void {
  const form = root.querySelector<HTMLFormElement>('[data-filter-form]')!;
  const categoryId = Number.parseInt(root.dataset.category ?? '', 10);
  const pageCategory = Number.isInteger(categoryId) ? categoryId : undefined;
  let rendered = JSON.parse(root.dataset.filters ?? 'null') as Filters | null;
  const { filters, change, reset } = filterSource(root, rendered);
  let latest = 0;
  root.toggleAttribute('data-enhanced', true);
  initFilterPanel(root);

  const readForm = (): Filters => {
    const data = new FormData(form);
    return {
      gender: (data.get('gender') as GenderFilter | null) ?? 'both',
      absorption: data.getAll('absorption') as AbsorptionBand[],
      categories: data
        .getAll('categories')
        .filter((value) => value !== '')
        .map((value) => Number(value)),
    };
  };

  const renderForm = (current: Filters) => {
    for (const input of form.querySelectorAll<HTMLInputElement>('input')) {
      if (input.name === 'gender') input.checked = input.value === current.gender;
      if (input.name === 'absorption')
        input.checked = current.absorption.includes(input.value as AbsorptionBand);
      if (input.name === 'categories' && input.value !== '')
        input.checked = current.categories.includes(Number(input.value));
    }
    // Spec section 9: a gender filter hides the other gender's categories.
    for (const option of form.querySelectorAll<HTMLElement>('[data-category-option]')) {
      option.hidden = isHiddenForGender(option.dataset.slug ?? '', current.gender);
    }
  };

  /** Fetches the page the filters select and swaps in its results, count and buttons. */
  const refine = async (current: Filters) => {
    rendered = current;
    const url = `${location.pathname}${overviewQuery(current, 1, pageCategory)}`;
    const request = ++latest;
    root.setAttribute('aria-busy', 'true');
    try {
      const page = await fetchOverviewPage(url);
      if (request !== latest) return;
      const fresh = page.querySelectorAll<HTMLElement>('[data-overview]')[position];
      if (!fresh) throw new Error('overview missing');
      for (const selector of ['[data-results]', '[data-filter-apply]', '[data-active-count]']) {
        const next = fresh.querySelector(selector);
        const current = root.querySelector(selector);
        if (next && current) current.replaceWith(document.importNode(next, true));
      }
      history.replaceState(history.state, '', url);
    } catch {
      // Without an answer, the plain form still works: let the browser load the page.
      location.assign(url);
    } finally {
      if (request === latest) root.removeAttribute('aria-busy');
    }
  };

  form.addEventListener('change', () => change(readForm()));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    closeFilterPanel(root);
  });
  root.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('[data-filter-reset]')) return;
    event.preventDefault();
    reset();
  });
  filters.subscribe((current) => {
    renderForm(current);
    if (!rendered || !sameFilters(current, rendered)) void refine(current);
  });
}

const sameFilters = (a: Filters, b: Filters) =>
  a.gender === b.gender &&
  a.absorption.length === b.absorption.length &&
  a.absorption.every((band) => b.absorption.includes(band)) &&
  a.categories.length === b.categories.length &&
  a.categories.every((id) => b.categories.includes(id));

interface FilterSource {
  filters: ReadableAtom<Filters>;
  change: (filters: Filters) => void;
  reset: () => void;
}

/**
 * Where an overview's filters live. Filters named in the URL win and are remembered; a URL
 * without filters shows the remembered ones (spec section 4). Without a category in the URL:
 * the stored filters. On /shop/{category} the category stays with the page (gender and
 * absorption are stored as usual), so 'Alle producten' afterwards still shows all.
 */
function filterSource(root: HTMLElement, fromServer: Filters | null): FilterSource {
  const fromUrl = root.dataset.fromUrl === 'true' && fromServer;
  const id = Number.parseInt(root.dataset.category ?? '', 10);
  if (!Number.isInteger(id)) {
    if (fromUrl) setFilters(fromUrl);
    return { filters: $filters, change: setFilters, reset: resetFilters };
  }

  const $pageFilters = atom(
    fromUrl ||
      filtersOnCategoryPage($filters.get(), {
        id,
        slug: root.dataset.categorySlug ?? '',
        profile: JSON.parse(root.dataset.categoryProfile ?? '[]'),
      }),
  );
  const remember = (filters: Filters) =>
    setFilters({ ...$filters.get(), gender: filters.gender, absorption: filters.absorption });
  if (fromUrl) remember(fromUrl);
  return {
    filters: $pageFilters,
    change: (filters) => {
      $pageFilters.set(filters);
      remember(filters);
    },
    reset: () => {
      $pageFilters.set(DEFAULT_FILTERS);
      resetFilters();
    },
  };
}
