import { describe, expect, it } from 'vitest';
import { isShopPath, MENU_LIMITS, menuHref, menuInputSchema } from './menu';

describe('the site menu', () => {
  it('accepts only paths of the shop that a shopper may follow', () => {
    for (const path of ['/', '/shop', '/producthulp', '/shop/dames-broekjes', '/search?q=pants'])
      expect(isShopPath(path), path).toBe(true);
    for (const path of [
      'https://elders.example',
      '//elders.example/shop',
      'javascript:alert(1)',
      'shop',
      '/\\elders.example',
      '/admin',
      '/admin/orders',
      '/api/products',
      '/editor/',
      '/shop/../admin',
      '/Shop',
    ])
      expect(isShopPath(path), path).toBe(false);
  });

  it('links a page, a category and a path where the shop has them', () => {
    expect(menuHref({ kind: 'page', target: 'kennisbank' })).toBe('/kennisbank');
    expect(menuHref({ kind: 'page', target: 'home' })).toBe('/');
    expect(menuHref({ kind: 'category', target: 'dames-broekjes' })).toBe('/shop/dames-broekjes');
    expect(menuHref({ kind: 'path', target: '/producthulp' })).toBe('/producthulp');
  });

  it('refuses an empty or too long label, a foreign link and too many items, field by field', () => {
    const result = menuInputSchema.safeParse({
      items: [
        { label: ' ', kind: 'path', target: '/shop' },
        { label: 'x'.repeat(MENU_LIMITS.label + 1), kind: 'path', target: '/shop' },
        { label: 'Elders', kind: 'path', target: 'https://elders.example' },
        { label: 'Leeg', kind: 'page', target: '' },
      ],
    });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(['items.0.label', 'items.1.label', 'items.2.target', 'items.3.target']);
    const tooMany = Array.from({ length: MENU_LIMITS.items + 1 }, () => ({
      label: 'Shop',
      kind: 'path',
      target: '/shop',
    }));
    expect(menuInputSchema.safeParse({ items: tooMany }).success).toBe(false);
  });

  it('trims labels and keeps the order it is given', () => {
    const parsed = menuInputSchema.parse({
      items: [
        { label: ' Kennisbank ', kind: 'page', target: 'kennisbank' },
        { label: 'Alles', kind: 'path', target: '/shop' },
      ],
    });
    expect(parsed.items.map((item) => item.label)).toEqual(['Kennisbank', 'Alles']);
  });
});
