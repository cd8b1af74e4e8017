import { describe, expect, it } from 'vitest';
import { GET as getPopular } from '~/pages/api/popular-products';
import { GET as getProduct } from '~/pages/api/product/[slug]';
import { GET as getProducts } from '~/pages/api/products';
import { GET as getEnv } from '~/pages/env';
import { GET as getMedia } from '~/pages/media/[...key]';
import { seedProducts as catalogProducts } from '~/server/seed/catalog-data';
import { lightPadProducts } from '~/server/seed/light-pads';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';

setupTestDatabase({ seed: true });

// The demo range: the catalogue and the light inlays added to it.
const seedProducts = [...catalogProducts, ...lightPadProducts];

// biome-ignore lint/suspicious/noExplicitAny: response bodies are probed field by field
type Json = Record<string, any>;

describe('GET /api/products', () => {
  it('lists every demo product with the fields the overview reads', async () => {
    const { status, body } = await call(getProducts, { path: '/api/products' });
    expect(status).toBe(200);
    const list = body as Json[];
    expect(list).toHaveLength(seedProducts.length);
    const product = list[0]!;
    for (const field of [
      'id',
      'name',
      'slug',
      'price',
      'short_description',
      'image_urls',
      'media',
      'product_attributes',
      'categories',
    ]) {
      expect(product).toHaveProperty(field);
    }
    expect(typeof product.price).toBe('number');
    expect(product.image_urls[0]).toMatch(/^\/media\/products\/.+\.svg$/);
    expect(product.media[0].custom_properties.primary_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(typeof product.product_attributes).toBe('object');
    expect(product.categories[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.any(String),
    });
  });

  it('gives every product its own images, categories and stock', async () => {
    const { body } = await call(getProducts);
    for (const product of body as Json[]) {
      const seeded = seedProducts.find((candidate) => candidate.slug === product.slug)!;
      expect(product.image_urls).toEqual([1, 2, 3].map((n) => `/media/products/${seeded.slug}-${n}.svg`));
      expect(product.categories.map((category: Json) => category.slug).sort()).toEqual(
        [...seeded.categorySlugs].sort(),
      );
      const stock =
        seeded.variations.length > 0 ? seeded.variations.reduce((sum, v) => sum + v.stock, 0) : seeded.stock;
      expect(product.in_stock).toBe(stock > 0);
    }
  });

  it('is sorted by name', async () => {
    const { body } = await call(getProducts);
    const names = (body as Json[]).map((product) => product.name as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')));
  });
});

describe('GET /api/product/{slug}', () => {
  const withSizes = seedProducts.find((product) => product.variations.length >= 2)!;

  it('answers the product with variations, attributes and prices in euros', async () => {
    const { status, body } = await call(getProduct, { params: { slug: withSizes.slug } });
    expect(status).toBe(200);
    const product = body as Json;
    expect(product.slug).toBe(withSizes.slug);
    expect(product.price).toBe(withSizes.priceCents / 100);
    expect(product.in_package).toBe(withSizes.inPackage);
    expect(product.description).toContain('<p>');
    expect(product.product_variations).toHaveLength(withSizes.variations.length);
    expect(product.product_variations[0]).toMatchObject({
      name: withSizes.variations[0]!.name,
      slug: withSizes.variations[0]!.slug,
      price: withSizes.variations[0]!.priceCents / 100,
    });
    expect(product.product_attributes.gender).toBe(withSizes.attributes.gender);
    expect(product.product_attributes.absorption).toMatch(/^[0-8]$/);
    expect(product.vat_rate).toBe(900);
  });

  it('reports a product whose stock is 0 as out of stock', async () => {
    const soldOut = seedProducts.find((product) => product.variations.length === 0 && product.stock === 0);
    expect(soldOut).toBeDefined();
    const { body } = await call(getProduct, { params: { slug: soldOut!.slug } });
    expect((body as Json).in_stock).toBe(false);
  });

  it('answers 404 with a JSON message for an unknown slug', async () => {
    const { status, body } = await call(getProduct, { params: { slug: 'bestaat-niet' } });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Dit product bestaat niet (meer).' });
  });

  it('serves the product images it names', async () => {
    const { body } = await call(getProduct, { params: { slug: withSizes.slug } });
    const url = (body as Json).image_urls[0] as string;
    const response = await call(getMedia, { params: { key: url.replace('/media/', '') } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(String(response.body)).toContain('<svg');
  });
});

describe('GET /api/popular-products', () => {
  it('answers the three most popular products', async () => {
    const { body } = await call(getPopular);
    const list = body as Json[];
    expect(list).toHaveLength(3);
    const expected = [...seedProducts].sort((a, b) => b.popularity - a.popularity).slice(0, 3);
    expect(list.map((product) => product.slug)).toEqual(expected.map((product) => product.slug));
    for (const field of [
      'id',
      'slug',
      'name',
      'price',
      'product_image',
      'product_color',
      'short_description',
    ]) {
      expect(list[0]).toHaveProperty(field);
    }
  });
});

describe('GET /env', () => {
  it('answers the video base URL', async () => {
    const { body } = await call(getEnv);
    expect(body).toEqual({ S3_VIDEO_URL: expect.any(String) });
  });
});

describe('GET /media/{key}', () => {
  it('refuses keys that try to leave the storage folder', async () => {
    const { status } = await call(getMedia, { params: { key: '../../etc/passwd' } });
    expect(status).toBe(404);
  });
});

describe('catalogue answers are shareable (response cache, CDN)', () => {
  /** Records what an endpoint declared to Astro's cache. */
  function recordingCache() {
    const declared: { maxAge?: number; tags?: string[] }[] = [];
    return {
      declared,
      cache: { enabled: true, set: (options: (typeof declared)[number]) => declared.push(options) },
    };
  }

  it.each([
    ['/api/products', getProducts, {}, ['catalog', 'product-lists']],
    ['/api/popular-products', getPopular, {}, ['catalog', 'product-lists']],
    [
      '/api/product/{slug}',
      getProduct,
      { slug: seedProducts[0]!.slug },
      ['catalog', `product:${seedProducts[0]!.slug}`],
    ],
    ['/env', getEnv, {}, ['env']],
  ] as const)(
    '%s is tagged for invalidation and may be kept briefly by browsers and CDNs',
    async (_path, route, params, tags) => {
      const { declared, cache } = recordingCache();
      const { status, headers } = await call(route, { params, cache });
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
      expect(declared).toEqual([expect.objectContaining({ tags, maxAge: expect.any(Number) })]);
    },
  );

  it('does not mark a missing product as cacheable', async () => {
    const { declared, cache } = recordingCache();
    const { status, headers } = await call(getProduct, { params: { slug: 'bestaat-niet' }, cache });
    expect(status).toBe(404);
    expect(headers.get('cache-control')).toBeNull();
    expect(declared).toEqual([]);
  });
});
