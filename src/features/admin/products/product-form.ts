import { z } from 'zod';
import { isValidGtin } from '~/features/catalog/gtin';
import * as staffTexts from '~/lib/messages/staff';
import { slugify as slugifyText } from '~/lib/slug';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { catalogAdmin: staffTexts.catalogAdmin };

/**
 * The product form's one schema: the staff form validates with it before sending, the API
 * parses with it (422 with field errors). Attributes of spec section 3 are edited as lists
 * and stored as the flat keys the shop reads (usp_title1, specs_body3, highlight_image2, mark_*).
 */

export const LIMITS = { usp: 4, specs: 6, highlights: 4, marks: 12, images: 12, variations: 20 } as const;
/** VAT rates a Dutch shop of this kind uses, in basis points: 9 % (incontinence material) and 21 %. */
const VAT_RATES = [900, 2100] as const;
export const GENDERS = ['female', 'male', 'unisex'] as const;

const check = messages.catalogAdmin.check;
const text = (max: number, message = check.tooLong(max)) => z.string().trim().max(max, message);
const required = (max: number, message: string) => text(max).min(1, message);
const slug = z
  .string()
  .trim()
  .min(1, check.slugRequired)
  .max(120, check.tooLong(120))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, check.slugFormat);
const cents = z
  .number({ error: check.amountRequired })
  .int(check.wholeCents)
  .min(0, check.priceNegative)
  .max(1_000_000, check.priceTooHigh);
const stock = z
  .number({ error: check.countRequired })
  .int(check.wholeCount)
  .min(0, check.stockNegative)
  .max(1_000_000, check.stockTooHigh);
const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, check.colorFormat);
/** Images come from the upload pipeline (/media/... or the bucket's https address). */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/media\/|https:\/\/)[^\s"'<>]+$/, check.uploadFirst);

const pair = z.object({ title: text(80), body: text(500) });

export const variationInputSchema = z.object({
  /** Set for an existing size; a size without id is new. */
  id: z.number().int().positive().optional(),
  name: required(80, check.sizeNameRequired),
  slug,
  price_cents: cents,
  stock,
  dimensions: text(200).default(''),
  /** This size fits through a letterbox (delivery as a letterbox parcel). */
  fits_letterbox: z.boolean().default(false),
});

export const productInputSchema = z.object({
  name: required(160, check.nameRequired),
  slug,
  price_cents: cents,
  vat_rate: z.literal(VAT_RATES, { error: check.vatRate }),
  in_package: z.number({ error: check.inPackageRequired }).int().min(1, check.inPackageMin).max(1000),
  /** The barcode, shown to search engines as the product's gtin; '' or null clears it, absent keeps it. */
  ean: z
    .string()
    .nullable()
    .transform((value) => value?.replace(/\s+/g, '') || null)
    .refine((value) => value === null || isValidGtin(value), messages.catalogAdmin.eanInvalid)
    .optional(),
  short_description: text(300),
  /** Rich text from the editor; the server sanitises it before storing. */
  description: text(20_000),
  category_ids: z.array(z.number().int().positive()).max(20),
  gender: z.enum(GENDERS, { error: check.gender }),
  absorption: z.number({ error: check.absorption }).int().min(1, check.absorption).max(8, check.absorption),
  dimensions: text(300),
  usp: z.array(pair).max(LIMITS.usp, check.tooMany(LIMITS.usp, 'usp')),
  specs: z.array(pair).max(LIMITS.specs, check.tooMany(LIMITS.specs, 'specs')),
  highlights: z
    .array(pair.extend({ image: text(200).default('') }))
    .max(LIMITS.highlights, check.tooMany(LIMITS.highlights, 'highlights')),
  marks: z.array(required(80, check.markRequired)).max(LIMITS.marks, check.tooMany(LIMITS.marks, 'marks')),
  product_color: hexColor.nullable(),
  /** Colour behind the product on cards: stored as the first image's primary_color. */
  primary_color: hexColor.nullable(),
  images: z
    .array(z.object({ url: imageUrl, alt: text(200) }))
    .max(LIMITS.images, check.tooMany(LIMITS.images, 'images')),
  /** Stock of a product without sizes (with sizes, stock is per size). */
  stock,
  is_active: z.boolean(),
  /** A product without sizes fits through a letterbox (with sizes, each size says so). */
  fits_letterbox: z.boolean().default(false),
  variations: z
    .array(variationInputSchema)
    .max(LIMITS.variations, check.tooMany(LIMITS.variations, 'variations'))
    .superRefine((variations, context) => {
      const seen = new Set<string>();
      variations.forEach((variation, index) => {
        if (seen.has(variation.slug))
          context.addIssue({
            code: 'custom',
            path: [index, 'slug'],
            message: check.sizeSlugUnique,
          });
        seen.add(variation.slug);
      });
    }),
});

export type ProductInput = z.infer<typeof productInputSchema>;
export type VariationInput = z.infer<typeof variationInputSchema>;

/** A product as the staff form edits it: the input plus what the server knows. */
export interface EditableProduct extends ProductInput {
  id: number;
  updated_at: string;
}

/** One row of the staff product list. */
export interface ProductListItem {
  id: number;
  name: string;
  slug: string;
  price_cents: number;
  is_active: boolean;
  image_url: string | null;
  variation_count: number;
  stock: number;
}

// ---------------------------------------------------------------------------
// Attributes: the form's lists <-> the flat keys of spec section 3.

type Attributes = Record<string, string>;
type AttributeFields = Pick<
  ProductInput,
  'gender' | 'absorption' | 'dimensions' | 'usp' | 'specs' | 'highlights' | 'marks'
>;

const ATTRIBUTE_KEY =
  /^(gender|absorption|dimensions|usp_(title|body)\d+|specs_(title|body)\d+|highlight_(header|body|image)\d+|mark.*)$/;

/** A mark's label as a stable key: 'Zonder parfum' -> 'mark_zonder_parfum'. */
export function markKey(label: string, taken: Set<string>): string {
  const base = `mark_${
    label
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'kenmerk'
  }`;
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}_${n}`;
  taken.add(key);
  return key;
}

/** The stored attribute map: the form's fields, plus any other keys the product already had. */
export function toAttributes(fields: AttributeFields, previous: Attributes = {}): Attributes {
  const kept = Object.fromEntries(Object.entries(previous).filter(([key]) => !ATTRIBUTE_KEY.test(key)));
  const attributes: Attributes = {
    ...kept,
    gender: fields.gender,
    absorption: String(fields.absorption),
  };
  if (fields.dimensions) attributes.dimensions = fields.dimensions;
  fields.usp.forEach((item, index) => {
    attributes[`usp_title${index + 1}`] = item.title;
    attributes[`usp_body${index + 1}`] = item.body;
  });
  fields.specs.forEach((item, index) => {
    attributes[`specs_title${index + 1}`] = item.title;
    attributes[`specs_body${index + 1}`] = item.body;
  });
  fields.highlights.forEach((item, index) => {
    attributes[`highlight_header${index + 1}`] = item.title;
    attributes[`highlight_body${index + 1}`] = item.body;
    if (item.image) attributes[`highlight_image${index + 1}`] = item.image;
  });
  const taken = new Set<string>();
  for (const label of fields.marks) attributes[markKey(label, taken)] = label;
  return attributes;
}

function numbered(attributes: Attributes, first: string, second: string, max: number, third?: string) {
  const items: { title: string; body: string; image: string }[] = [];
  for (let n = 1; n <= max; n += 1) {
    const title = attributes[`${first}${n}`] ?? '';
    const body = attributes[`${second}${n}`] ?? '';
    if (title || body) items.push({ title, body, image: third ? (attributes[`${third}${n}`] ?? '') : '' });
  }
  return items;
}

/** The form's fields read from a stored attribute map (lenient: a bad value becomes a default). */
export function fromAttributes(attributes: Attributes): AttributeFields {
  const gender = GENDERS.find((value) => value === attributes.gender) ?? 'unisex';
  const absorption = Math.min(8, Math.max(1, Math.round(Number(attributes.absorption) || 1)));
  return {
    gender,
    absorption,
    dimensions: attributes.dimensions ?? '',
    usp: numbered(attributes, 'usp_title', 'usp_body', LIMITS.usp).map(({ title, body }) => ({
      title,
      body,
    })),
    specs: numbered(attributes, 'specs_title', 'specs_body', LIMITS.specs).map(({ title, body }) => ({
      title,
      body,
    })),
    highlights: numbered(
      attributes,
      'highlight_header',
      'highlight_body',
      LIMITS.highlights,
      'highlight_image',
    ),
    marks: Object.entries(attributes)
      .filter(([key, value]) => key.startsWith('mark') && value.trim() !== '')
      .map(([, value]) => value),
  };
}

/** 'Dames Pants Maxi' -> 'dames-pants-maxi', for a slug suggested from the name (the shop's one slugify). */
export const slugify = (name: string): string => slugifyText(name, 120);

/** Whether a change touches what only an admin may change: prices and VAT. */
export function changesPrices(
  input: Pick<ProductInput, 'price_cents' | 'vat_rate' | 'variations'>,
  current:
    | { price_cents: number; vat_rate: number; variations: { id: number; price_cents: number }[] }
    | undefined,
): boolean {
  if (!current) return true;
  if (input.price_cents !== current.price_cents || input.vat_rate !== current.vat_rate) return true;
  const prices = new Map(current.variations.map((variation) => [variation.id, variation.price_cents]));
  // A new size at the product's own price is no price decision; any other price is.
  return input.variations.some((variation) =>
    variation.id === undefined
      ? variation.price_cents !== current.price_cents
      : prices.get(variation.id) !== variation.price_cents,
  );
}
