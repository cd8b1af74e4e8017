/**
 * Catalogue shapes as the browser reads them (spec sections 3 and 7) and the
 * pure rules around them. Prices are numbers of euros in JSON (as the spec's
 * browser reads them) with the exact integer cents beside them.
 */
export type ProductAttributes = Record<string, string>;

export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

export interface Category extends CategoryRef {
  gender: 'female' | 'male' | 'unisex';
  description: string;
  image_url: string | null;
  productCount: number;
  /** The audience and absorption band of each kind of active product in it (none when empty). */
  filterProfile: { audience: string; band: string }[];
}

export interface MediaItem {
  id: number;
  url: string;
  alt: string;
  custom_properties: { primary_color?: string } & Record<string, string>;
}

export interface ProductVariation {
  id: number;
  name: string;
  slug: string;
  price: number;
  price_cents: number;
  product_attributes: ProductAttributes;
  in_stock: boolean;
}

export interface ProductSummary {
  id: number;
  name: string;
  slug: string;
  price: number;
  price_cents: number;
  short_description: string;
  image_urls: string[];
  media: MediaItem[];
  product_attributes: ProductAttributes;
  categories: CategoryRef[];
  product_color: string | null;
  in_package: number;
  in_stock: boolean;
}

export interface ProductDetail extends ProductSummary {
  description: string;
  product_image: string | null;
  product_variations: ProductVariation[];
  /** VAT in basis points (900 = 9 %); prices include it. */
  vat_rate: number;
  /** The barcode (EAN/GTIN), when the shop has one. */
  ean: string | null;
}

export interface PopularProduct {
  id: number;
  slug: string;
  name: string;
  price: number;
  price_cents: number;
  product_image: string | null;
  product_color: string | null;
  short_description: string;
}
