import {
  ABSORPTION_BANDS,
  type AbsorptionBand,
  absorptionBand,
  absorptionOf,
  type GenderFilter,
  isFixation,
} from '~/features/catalog/rules';
import type { FinderAnswers } from './finder';

/** What the finder needs of a product to rank it (the page writes these into its HTML). */
export interface FinderProduct {
  slug: string;
  name: string;
  gender: string;
  absorption: number;
  fixation: boolean;
  night: boolean;
  kind: ProductKind | null;
  popularity: number;
  price: string;
  url: string;
}

type ProductKind = 'inlay' | 'pad' | 'pants';

export interface RankedProduct {
  product: FinderProduct;
  /** One line: why this product fits the answers. */
  reason: string;
}

const BAND_TEXT: Record<AbsorptionBand, string> = {
  light: 'Past bij een paar druppels',
  medium: 'Past bij een kleine scheut',
  heavy: 'Past bij een flinke hoeveelheid',
  extreme: 'Past bij een volledige blaas',
};

const KIND_TEXT: Record<ProductKind, string> = {
  inlay: 'dun, in je eigen ondergoed',
  pad: 'te verwisselen zonder je broek uit te trekken',
  pants: 'trek je aan als gewoon ondergoed',
};

/** The kind of product from its name, as the catalogue names them (Inlegverband, Heupband, Pants). */
export function kindOf(name: string): ProductKind | null {
  const lower = name.toLowerCase();
  if (lower.includes('inlegverband')) return 'inlay';
  if (lower.includes('heupband') || lower.includes('verband')) return 'pad';
  if (lower.includes('pants') || lower.includes('broekje')) return 'pants';
  return null;
}

/** The finder's view of a catalogue product. */
export function finderProduct(product: {
  slug: string;
  name: string;
  popularity?: number;
  product_attributes: Record<string, string>;
  price: string;
  url: string;
}): FinderProduct {
  const attributes = product.product_attributes;
  return {
    slug: product.slug,
    name: product.name,
    gender: attributes.gender ?? 'unisex',
    absorption: absorptionOf(attributes),
    fixation: isFixation(attributes),
    night: Boolean(attributes.mark_nacht),
    kind: kindOf(product.name),
    popularity: product.popularity ?? 0,
    price: product.price,
    url: product.url,
  };
}

/**
 * The products that fit the answers, best first, each with its reason. Only the
 * chosen amount of leakage and gender qualify (a fixation brief never does); then night use
 * prefers night products, being active prefers pants, a product made for the gender beats a
 * unisex one, and popularity breaks ties.
 */
export function rankForAnswers(
  products: FinderProduct[],
  answers: FinderAnswers,
  limit = 3,
): RankedProduct[] {
  const band = answers.leakage_amount;
  if (!band) return [];
  const wantsNight = answers.incontinence_time.includes('night');
  const active = answers.incontinence_time.includes('active');
  const gender = answers.gender ?? 'both';
  const score = (product: FinderProduct) =>
    (wantsNight && product.night ? 40 : 0) +
    (active && product.kind === 'pants' ? 20 : 0) +
    (gender !== 'both' && product.gender === gender ? 10 : 0) +
    Math.min(product.popularity, 100) / 100;
  return products
    .filter(
      (product) =>
        !product.fixation &&
        absorptionBand(product.absorption) === band &&
        (gender === 'both' || product.gender === gender || product.gender === 'unisex'),
    )
    .sort((a, b) => score(b) - score(a))
    .slice(0, limit)
    .map((product) => ({ product, reason: reasonFor(product, band, wantsNight) }));
}

const GENDERS: GenderFilter[] = ['female', 'male', 'both'];
const TIMES = [[], ['night'], ['active'], ['night', 'active']];

/**
 * The products the page needs to embed so the browser ranks exactly as it would over the whole
 * catalogue: the ranking only sees gender, leakage band, night and active (48 answer classes), so
 * the union of each class's best `limit` is enough. The answers still never leave the device, and
 * the page stays a few kB at 10,000 products (it embedded every product before).
 * Kept in catalogue order, so ties break the same way.
 */
export function finderCandidates(products: FinderProduct[], limit = 3): FinderProduct[] {
  const wanted = new Set<string>();
  for (const gender of GENDERS)
    for (const { id: leakage_amount } of ABSORPTION_BANDS)
      for (const incontinence_time of TIMES)
        for (const { product } of rankForAnswers(
          products,
          { gender, leakage_amount, incontinence_time },
          limit,
        ))
          wanted.add(product.slug);
  return products.filter((product) => wanted.has(product.slug));
}

function reasonFor(product: FinderProduct, band: AbsorptionBand, wantsNight: boolean): string {
  const parts = [BAND_TEXT[band]];
  if (wantsNight && product.night) parts.push("ook 's nachts");
  const who = product.gender === 'female' ? 'voor vrouwen' : product.gender === 'male' ? 'voor mannen' : '';
  if (who) parts.push(who);
  const kind = product.kind ? `: ${KIND_TEXT[product.kind]}` : '';
  return `${parts.join(', ')}${kind}.`;
}
