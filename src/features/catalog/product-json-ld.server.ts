import { absoluteUrl } from '~/components/shell/site-origin.server';
import { shop } from '~/config/shop';
import { productPath } from '~/lib/routes';
import type { ProductDetail } from './catalog';

/** The product page's schema.org Product, as text safe inside a <script> element. */
export function productJsonLd(product: ProductDetail, requestUrl: URL): string {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.short_description,
    image: product.image_urls.map((url) => absoluteUrl(url, requestUrl)),
    sku: product.slug,
    // Search engines match a product across shops by its barcode.
    ...(product.ean ? { gtin: product.ean } : {}),
    brand: { '@type': 'Brand', name: shop.brand },
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(productPath(product.slug), requestUrl),
      priceCurrency: 'EUR',
      price: (product.price_cents / 100).toFixed(2),
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  return JSON.stringify(jsonLd).replace(/</g, '\\u003c');
}
