import { type AbsorptionBand, absorptionBand, absorptionOf, isFixation } from '~/features/catalog/rules';
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
 * The products that fit the answers, best first, each with its reason (issue 27). Only the
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

function reasonFor(product: FinderProduct, band: AbsorptionBand, wantsNight: boolean): string {
  const parts = [BAND_TEXT[band]];
  if (wantsNight && product.night) parts.push("ook 's nachts");
  const who = product.gender === 'female' ? 'voor vrouwen' : product.gender === 'male' ? 'voor mannen' : '';
  if (who) parts.push(who);
  const kind = product.kind ? `: ${KIND_TEXT[product.kind]}` : '';
  return `${parts.join(', ')}${kind}.`;
}
