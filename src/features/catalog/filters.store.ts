import { persistentAtom } from '@nanostores/persistent';
import {
  ABSORPTION_BANDS,
  type AbsorptionBand,
  DEFAULT_FILTERS,
  type Filters,
  type GenderFilter,
} from './rules';

// Declared before the store: persistentAtom decodes the stored value as it is created.
const GENDERS: GenderFilter[] = ['both', 'male', 'female'];
const BANDS = ABSORPTION_BANDS.map((band) => band.id);

/** The overview filters, kept in localStorage across visits (spec section 4). */
export const $filters = persistentAtom<Filters>('shopFilters', DEFAULT_FILTERS, {
  encode: JSON.stringify,
  decode: decodeFilters,
});

export function setFilters(filters: Filters): void {
  $filters.set(filters);
}

/** Reset: gender both, no absorption or category (spec section 4). */
export function resetFilters(): void {
  $filters.set(DEFAULT_FILTERS);
}

function decodeFilters(raw: string): Filters {
  try {
    const value = JSON.parse(raw) as Partial<Filters>;
    return {
      gender: GENDERS.includes(value.gender as GenderFilter) ? (value.gender as GenderFilter) : 'both',
      absorption: Array.isArray(value.absorption)
        ? value.absorption.filter((band): band is AbsorptionBand => BANDS.includes(band))
        : [],
      categories: Array.isArray(value.categories) ? value.categories.filter(Number.isInteger) : [],
    };
  } catch {
    return DEFAULT_FILTERS;
  }
}
