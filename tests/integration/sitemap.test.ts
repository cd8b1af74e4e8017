import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET } from '~/pages/sitemap.xml';
import { db } from '~/server/db';
import { articles, products } from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';

setupTestDatabase({ seed: true });

async function sitemap() {
  const answer = await call(GET, { path: '/sitemap.xml' });
  const xml = new TextDecoder().decode(answer.bytes);
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map(
    (match) => ({
      path: new URL(match[1]!).pathname,
      lastmod: match[2]!,
    }),
  );
  return { answer, xml, urls };
}

describe('sitemap.xml', () => {
  it('lists every indexable page, each with lastmod: content pages, articles, catalogue, categories, products', async () => {
    const { answer, urls } = await sitemap();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/xml');
    const paths = urls.map((url) => url.path);
    for (const path of ['/', '/over-ons', '/kennisbank', '/contact', '/bezorging', '/shop', '/producthulp']) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => path.startsWith('/artikel/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/shop/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/product/'))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
    for (const url of urls) expect(Number.isNaN(Date.parse(url.lastmod)), url.path).toBe(false);
    for (const hidden of ['/account', '/checkout', '/login', '/search', '/editor/'])
      expect(paths).not.toContain(hidden);
  });

  it('leaves out unpublished articles and products off sale, and dates a product by its last change', async () => {
    const database = await db();
    const [article] = await database.select().from(articles).limit(1);
    await database.update(articles).set({ publishedAt: null }).where(eq(articles.id, article!.id));
    const [product] = await database.select().from(products).limit(1);
    const changed = new Date('2026-11-20T08:30:00.000Z');
    await database.update(products).set({ updatedAt: changed }).where(eq(products.id, product!.id));
    const [offSale] = await database
      .select()
      .from(products)
      .where(eq(products.isActive, true))
      .offset(1)
      .limit(1);
    await database.update(products).set({ isActive: false }).where(eq(products.id, offSale!.id));

    const { urls } = await sitemap();
    const paths = urls.map((url) => url.path);
    expect(paths).not.toContain(`/artikel/${article!.slug}`);
    expect(paths).not.toContain(`/product/${offSale!.slug}`);
    expect(urls.find((url) => url.path === `/product/${product!.slug}`)?.lastmod).toBe(changed.toISOString());
  });
});
