/**
 * Pure catalogue rules of spec sections 2, 4 and 9, shared by the server-rendered
 * pages and the filter script.
 */
import type { Category } from './catalog';

export type GenderFilter = 'both' | 'male' | 'female';
export type AbsorptionBand = 'light' | 'medium' | 'heavy' | 'extreme';

export const ABSORPTION_BANDS: { id: AbsorptionBand; label: string }[] = [
  { id: 'light', label: 'Licht' },
  { id: 'medium', label: 'Gemiddeld' },
  { id: 'heavy', label: 'Zwaar' },
  { id: 'extreme', label: 'Extra zwaar' },
];

export const ABSORPTION_SCALE = 8;
const SHORT_DESCRIPTION_LENGTH = 80;

/** light 0-3, medium above 3 to 5, heavy above 5 to 7, extreme above 7 (spec section 9). */
export function absorptionBand(absorption: number): AbsorptionBand {
  if (absorption <= 3) return 'light';
  if (absorption <= 5) return 'medium';
  if (absorption <= 7) return 'heavy';
  return 'extreme';
}

/** The attribute arrives as a string '0'..'8'; anything else counts as 0 (the spec's default). */
export function absorptionOf(attributes: Record<string, string>): number {
  const value = Number.parseFloat(attributes.absorption ?? '');
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), ABSORPTION_SCALE) : 0;
}

/**
 * A fixation product (a washable stretch brief that holds a pad in place) absorbs nothing itself:
 * it shows no drops and is never offered for an amount of leakage.
 */
export function isFixation(attributes: Record<string, string>): boolean {
  return attributes.product_type === 'fixatie';
}

export interface Filters {
  gender: GenderFilter;
  absorption: AbsorptionBand[];
  categories: number[];
}

export const DEFAULT_FILTERS: Filters = { gender: 'both', absorption: [], categories: [] };

export interface FilterableProduct {
  gender: string;
  absorption: number;
  /** Absorbs nothing (isFixation): matches no absorption band. */
  fixation?: boolean;
  categoryIds: number[];
  /** The band when it is known already (the database's absorption_band); otherwise from absorption. */
  band?: AbsorptionBand;
}

/** Empty lists mean 'any'; a unisex product matches either gender. */
export function matchesFilters(product: FilterableProduct, filters: Filters): boolean {
  if (filters.gender !== 'both' && product.gender !== filters.gender && product.gender !== 'unisex')
    return false;
  if (
    filters.absorption.length > 0 &&
    (product.fixation || !filters.absorption.includes(product.band ?? absorptionBand(product.absorption)))
  )
    return false;
  if (filters.categories.length > 0 && !product.categoryIds.some((id) => filters.categories.includes(id))) {
    return false;
  }
  return true;
}

/** Spec section 9: 'male' hides slugs containing dame/vrouw, 'female' those containing mannen/heren. */
export function isHiddenForGender(slug: string, gender: GenderFilter): boolean {
  if (gender === 'male') return /dame|vrouw/.test(slug);
  if (gender === 'female') return /mannen|heren/.test(slug);
  return false;
}

/**
 * The category list (spec section 9): only categories with products, sorted by
 * name; a gender filter hides the other gender's slugs.
 */
export function visibleCategories<C extends Pick<Category, 'name' | 'slug' | 'productCount'>>(
  categories: C[],
  gender: GenderFilter,
): C[] {
  return categories
    .filter((category) => category.productCount > 0 && !isHiddenForGender(category.slug, gender))
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}

/** What a category holds, as far as the filters go: its slug and its kinds of product. */
export interface CategoryFilterProfile {
  id: number;
  slug: string;
  /** The audience ('female', 'male', 'unisex') and absorption band ('none' for fixation) of each kind. */
  profile?: { audience: string; band: string }[];
}

/**
 * The filters an overview at /shop/{category} starts with: the URL's category replaces the
 * stored categories; the stored gender and absorption stay unless they would leave the category
 * looking empty. A stored gender that hides the category's slug becomes
 * 'both' (a man who used the finder and then opens 'Dames broekjes' for his partner); a stored
 * absorption that none of its products has is not applied (fixation briefs absorb nothing, so
 * after the finder 'Dames broekje met stretch' would show "0 producten"). The stored filters
 * themselves are left as they are for the rest of the shop.
 */
export function filtersOnCategoryPage(stored: Filters, category: CategoryFilterProfile): Filters {
  let filters: Filters = {
    gender: isHiddenForGender(category.slug, stored.gender) ? 'both' : stored.gender,
    absorption: stored.absorption,
    categories: [category.id],
  };
  const kinds = category.profile;
  if (!kinds || kinds.length === 0) return filters;
  const shows = (candidate: Filters) =>
    kinds.some((kind) =>
      matchesFilters(
        {
          gender: kind.audience,
          absorption: 0,
          fixation: kind.band === 'none',
          categoryIds: [category.id],
          band: kind.band as AbsorptionBand,
        },
        candidate,
      ),
    );
  if (!shows(filters)) filters = { ...filters, absorption: [] };
  if (!shows(filters)) filters = { ...filters, gender: 'both' };
  return filters;
}

/** Above 8 categories the list becomes a grid (spec section 9). */
export const categoryListIsGrid = (count: number) => count > 8;

/** Cut at 80 characters on a word boundary, with an ellipsis. */
export function truncate(text: string, length = SHORT_DESCRIPTION_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * A product box's background: the first image's primary_color, lightened to at
 * least 88 % lightness so dark text on it always has strong contrast.
 */
export function boxBackground(primaryColor: string | undefined, minLightness = 0.88): string {
  const match = primaryColor?.match(/^#?([0-9a-f]{6})$/i);
  if (!match) return 'hsl(150 20% 96%)';
  const value = Number.parseInt(match[1]!, 16);
  const [r, g, b] = [(value >> 16) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  let hue = 0;
  let saturation = 0;
  if (delta > 0) {
    saturation = delta / (1 - Math.abs(2 * lightness - 1));
    if (max === r) hue = ((g - b) / delta) % 6;
    else if (max === g) hue = (b - r) / delta + 2;
    else hue = (r - g) / delta + 4;
    hue = Math.round(hue * 60 + 360) % 360;
  }
  const l = Math.max(lightness, minLightness);
  return `hsl(${hue} ${Math.round(saturation * 100)}% ${Math.round(l * 100)}%)`;
}

/** Dutch label of a product's gender attribute. */
export function genderLabel(gender: string | undefined): string {
  if (gender === 'female') return 'Voor vrouwen';
  if (gender === 'male') return 'Voor mannen';
  return 'Voor vrouwen en mannen';
}

/** Numbered attributes (usp_title1..4 with usp_body1..4, ...) as a list of pairs, up to `max`. */
export function numberedPairs(
  attributes: Record<string, string>,
  titleKey: string,
  bodyKey: string,
  max: number,
  extraKey?: string,
): { title: string; body: string; extra?: string }[] {
  const pairs: { title: string; body: string; extra?: string }[] = [];
  for (let n = 1; n <= max; n++) {
    const title = attributes[`${titleKey}${n}`];
    const body = attributes[`${bodyKey}${n}`];
    if (!title && !body) continue;
    const extra = extraKey ? attributes[`${extraKey}${n}`] : undefined;
    pairs.push({ title: title ?? '', body: body ?? '', ...(extra ? { extra } : {}) });
  }
  return pairs;
}

/** Checklist items: attribute keys starting with 'mark' (spec section 2). */
export function checklist(attributes: Record<string, string>): string[] {
  return Object.entries(attributes)
    .filter(([key, value]) => key.startsWith('mark') && value.trim() !== '')
    .map(([, value]) => value);
}

/** 'instructions' in a highlight image name means a video (spec section 2). */
export const isInstructionVideo = (imageName: string) => imageName.includes('instructions');
