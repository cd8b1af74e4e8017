import { loadRenderers } from 'astro:container';
import { getContainerRenderer as reactRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import ContentRoute from '~/pages/[...path].astro';
import Article from '~/pages/artikel/[slug].astro';
import Home from '~/pages/index.astro';
import { setupTestDatabase } from '../helpers/db';

const database = setupTestDatabase();

// The content's own data cannot be read (a broken disk, a lost connection, unreadable JSON): here its
// tables are gone from this file's database. A module mock would not do: integration files share
// their worker's modules (decision 020), so a page another file imported keeps the real reads.
beforeAll(async () => {
  await database().db.execute(sql.raw('ALTER TABLE pages RENAME TO pages_unreadable'));
  await database().db.execute(sql.raw('ALTER TABLE articles RENAME TO articles_unreadable'));
});

async function render(page: Parameters<AstroContainer['renderToResponse']>[0], path: string, params = {}) {
  const container = await AstroContainer.create({ renderers: await loadRenderers([reactRenderer()]) });
  return container.renderToResponse(page, { request: new Request(`http://shop.test${path}`), params });
}

describe('a content page whose data cannot be read', () => {
  it.each([
    ['a content page', ContentRoute, '/over-ons', { path: 'over-ons' }],
    ['the front page', Home, '/', {}],
    ['an article', Article, '/artikel/wat-is-incontinentie', { slug: 'wat-is-incontinentie' }],
  ])('%s answers the shop-styled 503 with a retry hint, never 500 or 404', async (_, page, path, params) => {
    const response = await render(page, path, params);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('Deze pagina is even niet beschikbaar');
    expect(html).toContain(`href="${path}"`);
    expect(html).toContain('Probeer opnieuw');
  });
});
