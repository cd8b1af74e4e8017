import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, jsonLdText, organizationJsonLd } from './structured-data';

const absolute = (path: string) => new URL(path, 'https://zorgzaam.example').href;

describe('structured data', () => {
  it('names the organisation with its address, contact and logo as absolute URLs', () => {
    const organization = organizationJsonLd(absolute);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Zorgzaam',
      url: 'https://zorgzaam.example/',
      logo: 'https://zorgzaam.example/images/zorgzaam-og.png',
      telephone: '+31201234567',
      address: { '@type': 'PostalAddress', postalCode: '1016 DV', addressCountry: 'NL' },
    });
  });

  it('lists the breadcrumb trail in order, positions from 1', () => {
    const trail = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Shop', path: '/shop' },
        { name: 'Comfort Broekje', path: '/product/comfort-broekje' },
      ],
      absolute,
    );
    expect(trail.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Home', 'https://zorgzaam.example/'],
      [2, 'Shop', 'https://zorgzaam.example/shop'],
      [3, 'Comfort Broekje', 'https://zorgzaam.example/product/comfort-broekje'],
    ]);
  });

  it('escapes < so a name cannot close the script element', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
