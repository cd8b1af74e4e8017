import { shop } from '~/config/shop';

/** The image social sites show for a page without one of its own (1200 x 630). */
export const DEFAULT_SHARE_IMAGE = '/images/zorgzaam-og.png';

export interface Crumb {
  name: string;
  path: string;
}

type Absolute = (path: string) => string;

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text can close the script. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** schema.org Organization: who runs the shop, on every page (search engines' knowledge panel). */
export function organizationJsonLd(absolute: Absolute) {
  const { company } = shop;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.brand,
    legalName: company.legalName,
    url: absolute('/'),
    logo: absolute(DEFAULT_SHARE_IMAGE),
    email: company.email,
    telephone: company.phoneHref.replace(/^tel:/, ''),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      postalCode: company.postcode,
      addressLocality: company.city,
      addressCountry: 'NL',
    },
    sameAs: shop.social.map((network) => network.href),
  };
}

/** schema.org BreadcrumbList: the trail from the front page to this one, the last item this page. */
export function breadcrumbJsonLd(crumbs: Crumb[], absolute: Absolute) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}
