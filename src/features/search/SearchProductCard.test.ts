import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../../tests/helpers/render';
import SearchProductCard from './SearchProductCard.astro';

const product = {
  id: 1,
  name: 'Zorgzaam Pants Dames Licht',
  slug: 'zorgzaam-pants-dames-licht',
  image_urls: [],
  short_description: '<p>Voor <strong>lichte</strong> druppelverlies.</p><script>alert(1)</script>',
  price: 12.95,
  price_cents: 1295,
};

describe('a product in the search results', () => {
  it('shows the short description as sanitised HTML, not as escaped tags (spec: search)', async () => {
    const html = await renderComponent(SearchProductCard, { product });
    expect(html).toContain('<p>Voor <strong>lichte</strong> druppelverlies.</p>');
    expect(html).not.toContain('&lt;strong&gt;');
    expect(html).not.toContain('<script>');
  });
});
