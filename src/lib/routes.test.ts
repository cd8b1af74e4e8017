import { describe, expect, it } from 'vitest';
import { adminOrdersPath, categoryPath, editorPath, pagePath, safeReturnPath, searchPath } from './routes';

describe('routes', () => {
  it('builds the shop paths', () => {
    expect(categoryPath('dames-broekjes')).toBe('/shop/dames-broekjes');
    expect(categoryPath()).toBe('/shop');
    expect(pagePath('home')).toBe('/');
    expect(pagePath('over-ons')).toBe('/over-ons');
  });

  it('encodes what a visitor typed', () => {
    expect(searchPath('pants & co')).toBe('/search?q=pants%20%26%20co');
  });

  it('builds the staff paths', () => {
    expect(adminOrdersPath({ status: 'paid', from: '2026-01-01' })).toBe(
      '/admin/orders?status=paid&from=2026-01-01',
    );
    expect(editorPath('page', 'home')).toBe('/editor/home');
    expect(editorPath('article')).toBe('/editor/artikel/');
  });

  it('sends back after login only to a path of this shop', () => {
    expect(safeReturnPath('/e-mailadres-bevestigen?token=abc')).toBe('/e-mailadres-bevestigen?token=abc');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/a\nb'])
      expect(safeReturnPath(bad)).toBeNull();
  });
});
