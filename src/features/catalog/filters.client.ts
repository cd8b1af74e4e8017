import { $filters, resetFilters, setFilters } from './filters.store';
import { type AbsorptionBand, type Filters, type GenderFilter, matchesFilters } from './rules';

/** Binds each overview's filter form to the persisted filters and shows the matching products. */
export function initOverviews(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-overview]')) initOverview(root);
}

function initOverview(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('[data-filter-form]')!;
  const cards = [...root.querySelectorAll<HTMLElement>('[data-product-card]')];
  const count = root.querySelector<HTMLElement>('[data-result-count]')!;
  const empty = root.querySelector<HTMLElement>('[data-empty]')!;

  // A category in the URL is preselected (spec section 2); the other stored choices stay.
  const urlCategory = Number.parseInt(root.dataset.category ?? '', 10);
  if (Number.isInteger(urlCategory)) setFilters({ ...$filters.get(), categories: [urlCategory] });

  const readForm = (): Filters => {
    const data = new FormData(form);
    return {
      gender: (data.get('gender') as GenderFilter | null) ?? 'both',
      absorption: data.getAll('absorption') as AbsorptionBand[],
      categories: data.getAll('categories').map((value) => Number(value)),
    };
  };

  const render = (filters: Filters) => {
    for (const input of form.querySelectorAll<HTMLInputElement>('input')) {
      if (input.name === 'gender') input.checked = input.value === filters.gender;
      if (input.name === 'absorption')
        input.checked = filters.absorption.includes(input.value as AbsorptionBand);
      if (input.name === 'categories') input.checked = filters.categories.includes(Number(input.value));
    }
    // Spec section 9: a gender filter hides the other gender's categories.
    for (const option of form.querySelectorAll<HTMLElement>('[data-category-option]')) {
      const slug = option.dataset.slug ?? '';
      option.hidden =
        (filters.gender === 'male' && /dame|vrouw/.test(slug)) ||
        (filters.gender === 'female' && /mannen|heren/.test(slug));
    }
    let shown = 0;
    for (const card of cards) {
      const visible = matchesFilters(
        {
          gender: card.dataset.gender ?? 'unisex',
          absorption: Number(card.dataset.absorption ?? 0),
          categoryIds: (card.dataset.categories ?? '').split(',').filter(Boolean).map(Number),
        },
        filters,
      );
      card.hidden = !visible;
      if (visible) shown++;
    }
    count.textContent = shown === 1 ? '1 product' : `${shown} producten`;
    empty.hidden = shown > 0;
  };

  form.addEventListener('change', () => setFilters(readForm()));
  for (const button of root.querySelectorAll('[data-filter-reset]'))
    button.addEventListener('click', resetFilters);
  $filters.subscribe(render);
}
