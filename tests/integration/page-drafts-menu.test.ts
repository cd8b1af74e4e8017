import { loadRenderers } from 'astro:container';
import { getContainerRenderer as reactRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as discardDraft, GET as getDraft } from '~/pages/api/editor/drafts/[...slug]';
import { GET as getMenu, PUT as putMenu } from '~/pages/api/editor/menu';
import { GET as getOverview } from '~/pages/api/editor/overview';
import { GET as getPage, PUT as putPage } from '~/pages/api/pages/[...slug]';
import { POST as postPage } from '~/pages/api/pages/index';
import { GET as getSearch } from '~/pages/api/search';
import HomePage from '~/pages/index.astro';
import { GET as getSitemap } from '~/pages/sitemap.xml';
import Preview from '~/pages/voorbeeld.astro';
import { auditLog } from '~/server/db/schema';
import { call } from '../helpers/api';
import { recordInvalidations } from '../helpers/cache-invalidations';
import { setupTestDatabase } from '../helpers/db';
import { requestPage } from '../helpers/render';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase({ seed: true });
const invalidations = recordInvalidations();

// biome-ignore lint/suspicious/noExplicitAny: response bodies are probed field by field
type Json = Record<string, any>;

let editor = '';
let admin = '';
let customer = '';
beforeAll(async () => {
  editor = (await userWithToken(database(), 'editor', 'redactie@zorgzaam.test')).token;
  admin = (await userWithToken(database(), 'admin', 'beheer@zorgzaam.test')).token;
  customer = (await userWithToken(database(), 'customer', 'klant@zorgzaam.test')).token;
});

const page = (slug: string, text: string, title = 'Bezorging in de buurt') => ({
  title,
  slug,
  content: [{ key: 'tekst', layout: 'TextBlock', attributes: { title: text, body: `<p>${text}</p>` } }],
});

const put = (slug: string, body: unknown, token = editor) =>
  call(putPage, { method: 'PUT', path: `/api/pages/${slug}`, params: { slug }, body, token });
const publicPage = (slug: string) => call(getPage, { path: `/api/pages/${slug}`, params: { slug } });
const draftOf = (slug: string, token = editor) =>
  call(getDraft, { path: `/api/editor/drafts/${slug}`, params: { slug }, token });
const searchPages = async (query: string) =>
  ((await call(getSearch, { path: `/api/search?query=${query}` })).body as Json).pages.map(
    (found: Json) => found.url,
  );
const sitemapPaths = async () => {
  const xml = new TextDecoder().decode((await call(getSitemap, { path: '/sitemap.xml' })).bytes);
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
};

async function preview(body: unknown, token?: string) {
  const container = await AstroContainer.create({ renderers: await loadRenderers([reactRenderer()]) });
  const request = new Request('http://shop.test/voorbeeld', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return container.renderToResponse(Preview, { request });
}

describe('page drafts', () => {
  it('keeps a new page saved as a draft out of the shop, the sitemap and search until it is published', async () => {
    const created = await call(postPage, {
      path: '/api/pages',
      body: { ...page('buurtbezorging', 'Fietskoerier'), publish: false },
      token: editor,
    });
    expect(created).toMatchObject({
      status: 201,
      body: { slug: 'buurtbezorging', published: false, has_draft: false },
    });
    await invalidations.settled();
    expect((await publicPage('buurtbezorging')).status).toBe(404);
    expect(await sitemapPaths()).not.toContain('/buurtbezorging');
    expect(await searchPages('fietskoerier')).not.toContain('/buurtbezorging');
    expect((await draftOf('buurtbezorging')).body).toMatchObject({
      published: false,
      content: [{ attributes: { title: 'Fietskoerier' } }],
    });

    await invalidations.clear();
    const published = await put('buurtbezorging', {
      ...page('buurtbezorging', 'Fietskoerier'),
      publish: true,
    });
    expect(published.body).toEqual({ slug: 'buurtbezorging', published: true, has_draft: false });
    expect(await invalidations.settled()).toContainEqual(['page:buurtbezorging']);
    expect((await publicPage('buurtbezorging')).body).toMatchObject({ title: 'Bezorging in de buurt' });
    expect(await sitemapPaths()).toContain('/buurtbezorging');
    expect(await searchPages('fietskoerier')).toContain('/buurtbezorging');
  });

  it('saves a draft of a live page without changing it or dropping a cached page, then publishes it', async () => {
    await put('buurtbezorging', page('buurtbezorging', 'Eerste versie'));
    await invalidations.clear();

    const draft = await put('buurtbezorging', { ...page('buurtbezorging', 'Tweede versie'), publish: false });
    expect(draft.body).toEqual({ slug: 'buurtbezorging', published: true, has_draft: true });
    expect(await invalidations.settled()).toEqual([]);
    expect(JSON.stringify((await publicPage('buurtbezorging')).body)).toContain('Eerste versie');
    expect(await searchPages('tweede')).not.toContain('/buurtbezorging');

    // The editor opens the draft, and the preview renders it as the page will look.
    const opened = (await draftOf('buurtbezorging')).body as Json;
    expect(opened).toMatchObject({ slug: 'buurtbezorging', has_draft: true });
    const shown = await preview({ kind: 'page', title: opened.title, content: opened.content }, editor);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.headers.get('x-robots-tag')).toBe('noindex');
    expect(await shown.text()).toContain('Tweede versie');
    expect((await preview({ kind: 'page', content: opened.content }, customer)).status).toBe(403);
    expect((await preview({ kind: 'page', content: opened.content })).status).toBe(401);

    const published = await put('buurtbezorging', {
      ...page('buurtbezorging', 'Tweede versie'),
      publish: true,
    });
    expect(published.body).toEqual({ slug: 'buurtbezorging', published: true, has_draft: false });
    expect(await invalidations.settled()).toContainEqual(['page:buurtbezorging']);
    expect(JSON.stringify((await publicPage('buurtbezorging')).body)).toContain('Tweede versie');
    expect(await searchPages('tweede')).toContain('/buurtbezorging');
    const actions = (await database().db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['page.draft_saved', 'page.published', 'page.updated']));
  });

  it('keeps a draft slug until publishing, and refuses one another page has', async () => {
    const moved = await put('buurtbezorging', {
      ...page('bezorgen-in-de-buurt', 'Verhuisd'),
      publish: false,
    });
    expect(moved.body).toMatchObject({ slug: 'buurtbezorging', has_draft: true });
    expect((await publicPage('buurtbezorging')).status).toBe(200);
    expect((await draftOf('buurtbezorging')).body).toMatchObject({ draft_slug: 'bezorgen-in-de-buurt' });
    expect((await put('buurtbezorging', { ...page('over-ons', 'Bezet'), publish: false })).status).toBe(409);
  });

  it('throws a draft away: the editor gets the live page again; a page never published has none to keep', async () => {
    const discarded = await call(discardDraft, {
      method: 'DELETE',
      path: '/api/editor/drafts/buurtbezorging',
      params: { slug: 'buurtbezorging' },
      token: admin,
    });
    expect(discarded.body).toEqual({ slug: 'buurtbezorging', published: true, has_draft: false });
    expect((await draftOf('buurtbezorging')).body).toMatchObject({
      draft_slug: 'buurtbezorging',
      content: [{ attributes: { title: 'Tweede versie' } }],
    });

    await call(postPage, {
      path: '/api/pages',
      body: { ...page('nog-geheim', 'Geheim'), publish: false },
      token: editor,
    });
    const nothingLive = await call(discardDraft, {
      method: 'DELETE',
      path: '/api/editor/drafts/nog-geheim',
      params: { slug: 'nog-geheim' },
      token: editor,
    });
    expect(nothingLive.status).toBe(409);
    const overview = (await call(getOverview, { path: '/api/editor/overview', token: editor })).body as Json;
    expect(overview.pages).toContainEqual(expect.objectContaining({ slug: 'nog-geheim', published: false }));
    expect(overview.pages).toContainEqual(expect.objectContaining({ slug: 'over-ons', published: true }));
  });

  it('lets only staff read or throw away a draft', async () => {
    for (const [token, status] of [
      ['', 401],
      [customer, 403],
    ] as const) {
      expect((await draftOf('nog-geheim', token)).status).toBe(status);
      const discard = await call(discardDraft, {
        method: 'DELETE',
        path: '/api/editor/drafts/buurtbezorging',
        params: { slug: 'buurtbezorging' },
        token,
      });
      expect(discard.status).toBe(status);
    }
    expect((await draftOf('bestaat-niet')).status).toBe(404);
  });
});

/** The main menu's own links (after the Dames and Heren panels), as [href, label]. */
function menuLinks(html: string): string[][] {
  const nav = html.slice(html.indexOf('aria-label="Hoofdmenu"'), html.indexOf('</nav>'));
  return [...nav.matchAll(/<a href="([^"]+)" class="px-3[^"]*"[^>]*>([^<]+)<\/a>/g)].map((match) => [
    match[1]!,
    match[2]!,
  ]);
}

describe('the site menu', () => {
  const menu = async () => (await call(getMenu, { path: '/api/editor/menu', token: editor })).body as Json;
  const saveMenu = (items: unknown, token = editor) =>
    call(putMenu, { method: 'PUT', path: '/api/editor/menu', body: { items }, token });

  it("starts as the shop's menu was: all products, the finder and the knowledge base", async () => {
    const { items, options } = await menu();
    expect(items).toEqual([
      { label: 'Alle producten', kind: 'path', target: '/shop' },
      { label: 'Keuzehulp', kind: 'path', target: '/producthulp' },
      { label: 'Kennisbank', kind: 'path', target: '/kennisbank' },
    ]);
    expect(options.pages.map((option: Json) => option.value)).toContain('over-ons');
    expect(options.pages.map((option: Json) => option.value)).not.toContain('nog-geheim');
    expect(options.categories.length).toBeGreaterThan(0);
  });

  it('saves the order an editor chose and drops every cached page, whose header then shows it', async () => {
    const before = await requestPage(HomePage, '/');
    expect(menuLinks(before.html)).toEqual([
      ['/shop', 'Alle producten'],
      ['/producthulp', 'Keuzehulp'],
      ['/kennisbank', 'Kennisbank'],
    ]);
    await invalidations.clear();

    const saved = await saveMenu([
      { label: 'Over ons', kind: 'page', target: 'over-ons' },
      { label: ' Dames broekjes ', kind: 'category', target: 'dames-broekjes' },
      { label: 'Alle producten', kind: 'path', target: '/shop' },
    ]);
    expect(saved).toMatchObject({ status: 200 });
    expect((saved.body as Json).items[1]).toEqual({
      label: 'Dames broekjes',
      kind: 'category',
      target: 'dames-broekjes',
    });
    expect(await invalidations.settled()).toContainEqual(['shell']);
    const after = await requestPage(HomePage, '/');
    expect(menuLinks(after.html)).toEqual([
      ['/over-ons', 'Over ons'],
      ['/shop/dames-broekjes', 'Dames broekjes'],
      ['/shop', 'Alle producten'],
    ]);
  });

  it('refuses foreign links, staff paths, unknown or unpublished pages, long labels (422, per field)', async () => {
    const refused = await saveMenu([
      { label: 'Elders', kind: 'path', target: 'https://elders.example' },
      { label: 'Beheer', kind: 'path', target: '/admin' },
      { label: 'Geheim', kind: 'page', target: 'nog-geheim' },
      { label: 'Weg', kind: 'category', target: 'bestaat-niet' },
      { label: 'x'.repeat(31), kind: 'path', target: '/shop' },
    ]);
    expect(refused.status).toBe(422);
    expect(Object.keys((refused.body as Json).errors).sort()).toEqual([
      'items.0.target',
      'items.1.target',
      'items.4.label',
    ]);
    const unknown = await saveMenu([
      { label: 'Geheim', kind: 'page', target: 'nog-geheim' },
      { label: 'Weg', kind: 'category', target: 'bestaat-niet' },
    ]);
    expect(unknown.status).toBe(422);
    expect(Object.keys((unknown.body as Json).errors)).toEqual(['items.0.target', 'items.1.target']);
    expect((await menu()).items).toHaveLength(3);
  });

  it('lets editors and admins edit the menu, not shoppers', async () => {
    const items = [{ label: 'Alle producten', kind: 'path', target: '/shop' }];
    expect((await saveMenu(items, '')).status).toBe(401);
    expect((await saveMenu(items, customer)).status).toBe(403);
    expect((await call(getMenu, { path: '/api/editor/menu', token: customer })).status).toBe(403);
    expect((await saveMenu(items, admin)).status).toBe(200);
    const audit = await database().db.select().from(auditLog);
    expect(audit.filter((entry) => entry.action === 'menu.saved')).toHaveLength(2);
  });
});
