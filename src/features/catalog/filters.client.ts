import { atom, type ReadableAtom } from 'nanostores';
import { $filters, resetFilters, setFilters } from './filters.store';
import {
  type AbsorptionBand,
  DEFAULT_FILTERS,
  type Filters,
  filtersOnCategoryPage,
  type GenderFilter,
  isHiddenForGender,
  matchesFilters,
} from './rules';

/** Binds each overview's filter form to the persisted filters and shows the matching products. */
export function initOverviews(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-overview]')) initOverview(root);
}

function initOverview(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('[data-filter-form]')!;
  const cards = [...root.querySelectorAll<HTMLElement>('[data-product-card]')];
  const count = root.querySelector<HTMLElement>('[data-result-count]')!;
  const empty = root.querySelector<HTMLElement>('[data-empty]')!;
  const { filters, change, reset } = filterSource(root);

  const readForm = (): Filters => {
    const data = new FormData(form);
    return {
      gender: (data.get('gender') as GenderFilter | null) ?? 'both',
      absorption: data.getAll('absorption') as AbsorptionBand[],
      categories: data.getAll('categories').map((value) => Number(value)),
    };
  };

  const render = (current: Filters) => {
    for (const input of form.querySelectorAll<HTMLInputElement>('input')) {
      if (input.name === 'gender') input.checked = input.value === current.gender;
      if (input.name === 'absorption')
        input.checked = current.absorption.includes(input.value as AbsorptionBand);
      if (input.name === 'categories') input.checked = current.categories.includes(Number(input.value));
    }
    // Spec section 9: a gender filter hides the other gender's categories.
    for (const option of form.querySelectorAll<HTMLElement>('[data-category-option]')) {
      option.hidden = isHiddenForGender(option.dataset.slug ?? '', current.gender);
    }
    let shown = 0;
    for (const card of cards) {
      const visible = matchesFilters(
        {
          gender: card.dataset.gender ?? 'unisex',
          absorption: Number(card.dataset.absorption ?? 0),
          categoryIds: (card.dataset.categories ?? '').split(',').filter(Boolean).map(Number),
        },
        current,
      );
      card.hidden = !visible;
      if (visible) shown++;
    }
    count.textContent = shown === 1 ? '1 product' : `${shown} producten`;
    empty.hidden = shown > 0;
  };

  form.addEventListener('change', () => change(readForm()));
  for (const button of root.querySelectorAll('[data-filter-reset]')) button.addEventListener('click', reset);
  filters.subscribe(render);
}

interface FilterSource {
  filters: ReadableAtom<Filters>;
  change: (filters: Filters) => void;
  reset: () => void;
}

/**
 * Where an overview's filters live. Without a category in the URL: the stored
 * filters (spec section 4). On /shop/{category} the URL's category is preselected
 * for this page only: gender and absorption changes are stored as usual, but the
 * category stays with the page, so 'Alle producten' afterwards still shows all.
 */
function filterSource(root: HTMLElement): FilterSource {
  const id = Number.parseInt(root.dataset.category ?? '', 10);
  if (!Number.isInteger(id)) return { filters: $filters, change: setFilters, reset: resetFilters };

  const $pageFilters = atom(
    filtersOnCategoryPage($filters.get(), { id, slug: root.dataset.categorySlug ?? '' }),
  );
  return {
    filters: $pageFilters,
    change: (filters) => {
      $pageFilters.set(filters);
      setFilters({ ...$filters.get(), gender: filters.gender, absorption: filters.absorption });
    },
    reset: () => {
      $pageFilters.set(DEFAULT_FILTERS);
      resetFilters();
    },
  };
}
