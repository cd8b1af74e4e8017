import { describe, expect, it } from 'vitest';
import { articleCacheTags, pageCacheTags, productCacheTags } from './cache-tags';

describe('cache tags', () => {
  it('tags a product with the catalogue and itself', () => {
    expect(productCacheTags('a', 'b')).toEqual(['catalog', 'product:a', 'product:b']);
  });

  it('tags content with content, the product lists it may show and itself, never the whole catalogue', () => {
    expect(pageCacheTags('home')).toEqual(['content', 'product-lists', 'page:home']);
    expect(articleCacheTags('x')).toEqual(['content', 'product-lists', 'article:x']);
  });
});
