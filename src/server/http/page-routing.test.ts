import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageMethodNotAllowed, withoutTrailingSlash } from './page-routing';

const url = (path: string) => new URL(path, 'http://shop.test');

describe('withoutTrailingSlash', () => {
  it('sends a page with a trailing slash to its one address, query kept', () => {
    expect(withoutTrailingSlash('GET', url('/over-ons/'))).toBe('/over-ons');
    expect(withoutTrailingSlash('HEAD', url('/shop/dames-broekjes//?page=2'))).toBe(
      '/shop/dames-broekjes?page=2',
    );
  });

  it('leaves the front page, the editor routes, the API and other methods alone', () => {
    expect(withoutTrailingSlash('GET', url('/'))).toBeNull();
    expect(withoutTrailingSlash('GET', url('/editor/'))).toBeNull();
    expect(withoutTrailingSlash('GET', url('/editor/artikel/'))).toBeNull();
    expect(withoutTrailingSlash('GET', url('/api/products/'))).toBeNull();
    expect(withoutTrailingSlash('POST', url('/over-ons/'))).toBeNull();
    expect(withoutTrailingSlash('GET', url('/over-ons'))).toBeNull();
  });
});

describe('pageMethodNotAllowed', () => {
  it('refuses PUT, PATCH and DELETE on pages, naming what is allowed', () => {
    expect(pageMethodNotAllowed('PUT', '/over-ons')).toEqual(['GET', 'HEAD']);
    expect(pageMethodNotAllowed('DELETE', '/')).toEqual(['GET', 'HEAD']);
    expect(pageMethodNotAllowed('PATCH', '/bestelling/abc')).toEqual(['GET', 'HEAD', 'POST']);
  });

  it('lets pages that take a form post have it, and leaves the API to its endpoints', () => {
    expect(pageMethodNotAllowed('POST', '/nieuwsbrief/afmelden')).toBeNull();
    expect(pageMethodNotAllowed('POST', '/voorbeeld')).toBeNull();
    // The e-mail confirmation posts to the API with the account's login (decision 028), not to the page.
    expect(pageMethodNotAllowed('POST', '/e-mailadres-bevestigen')).toEqual(['GET', 'HEAD']);
    expect(pageMethodNotAllowed('GET', '/shop')).toBeNull();
    expect(pageMethodNotAllowed('DELETE', '/api/account')).toBeNull();
  });

  it('takes a form post on every page that reads one (a page file that checks the request method)', () => {
    const pages = readdirSync('src/pages', { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        file.endsWith('.astro') &&
        readFileSync(path.join('src/pages', file), 'utf8').includes('request.method'),
    );
    expect(pages.length).toBeGreaterThan(0);
    for (const file of pages) {
      // review/[token].astro -> /review/x; index pages drop their name.
      const route = `/${file
        .replace(/\.astro$/, '')
        .replace(/(^|\/)index$/, '')
        .replace(/\[[^\]]+\]/g, 'x')}`;
      expect(pageMethodNotAllowed('POST', route), route).toBeNull();
    }
  });
});
