import { describe, expect, it } from 'vitest';
import { listPopularProducts, listPopularSummaries } from '~/features/catalog/catalog.server';
import { setupTestDatabase } from '../helpers/db';

setupTestDatabase({ seed: true });

describe("the product page's 'Andere klanten bekeken ook'", () => {
  it('shows the three most popular other products as full product cards', async () => {
    const [mostPopular] = await listPopularProducts(1);
    const others = await listPopularSummaries(3, mostPopular!.slug);
    expect(others).toHaveLength(3);
    expect(others.map((product) => product.slug)).not.toContain(mostPopular!.slug);
    for (const product of others) {
      expect(product.media[0]?.custom_properties.primary_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(product.product_attributes.absorption).toMatch(/^\d$/);
      expect(product.short_description.length).toBeGreaterThan(0);
    }
  });

  it('lists the same products, in the same order, as the popular-products answer', async () => {
    const summaries = await listPopularSummaries(3);
    const popular = await listPopularProducts(3);
    expect(summaries.map((product) => product.slug)).toEqual(popular.map((product) => product.slug));
    expect(summaries.map((product) => product.price_cents)).toEqual(
      popular.map((product) => product.price_cents),
    );
  });
});
