/**
 * Shape of the demo catalogue. The seed turns these records into rows
 * (categories, products, variations, media) and renders their images.
 * Money is in integer cents; VAT in basis points (900 = 9 %).
 */
export type Gender = 'female' | 'male' | 'unisex';

export interface SeedCategory {
  slug: string;
  name: string;
  gender: Exclude<Gender, 'unisex'>;
  /** One or two Dutch sentences shown as the overview intro. */
  description: string;
}

export interface SeedVariation {
  /** e.g. 'Maat M' */
  name: string;
  /** unique across the whole catalogue, e.g. 'dames-comfort-broekje-m' */
  slug: string;
  priceCents: number;
  stock: number;
  /** at least { dimensions: 'Heupomvang 80-110 cm' } */
  attributes: Record<string, string>;
}

export interface SeedProduct {
  slug: string;
  name: string;
  categorySlugs: string[];
  /** plain text, 60-160 characters */
  shortDescription: string;
  /** small, safe HTML: <p>, <ul>, <li>, <strong> only */
  descriptionHtml: string;
  priceCents: number;
  vatRateBasisPoints: number;
  /** pieces per pack */
  inPackage: number;
  /** stock of a product without variations; ignored when variations exist */
  stock: number;
  /** hex, the product's brand colour (product_color) */
  productColor: string;
  /** hex, custom_properties.primary_color of the first media item */
  primaryColor: string;
  /** higher is more popular; drives /api/popular-products */
  popularity: number;
  /**
   * product_attributes as the spec names them: gender, absorption ('1'..'8'),
   * dimensions, usp_title1..4/usp_body1..4, specs_title1..6/specs_body1..6,
   * highlight_header1..4/highlight_body1..4/highlight_image1..4, mark_* keys.
   */
  attributes: Record<string, string>;
  variations: SeedVariation[];
}
