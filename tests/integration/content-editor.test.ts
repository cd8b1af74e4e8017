import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getArticle, PUT as putArticle } from '~/pages/api/articles/[slug]';
import { POST as postArticle } from '~/pages/api/articles/index';
import { GET as getOverview } from '~/pages/api/editor/overview';
import { GET as getPage, PUT as putPage } from '~/pages/api/pages/[...slug]';
import { POST as postPage } from '~/pages/api/pages/index';
import { GET as getSearch } from '~/pages/api/search';
import { POST as uploadImage } from '~/pages/api/upload-image';
import { auditLog } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase({ seed: true });

// biome-ignore lint/suspicious/noExplicitAny: response bodies are probed field by field
type Json = Record<string, any>;

let editor = '';
let customer = '';
beforeAll(async () => {
  editor = (await userWithToken(database(), 'editor', 'redactie@zorgzaam.test')).token;
  customer = (await userWithToken(database(), 'customer', 'klant@zorgzaam.test')).token;
});

const faqPage = (slug: string) => ({
  title: 'Veelgestelde vragen over bezorgen',
  slug,
  content: [
    { key: 'hero', layout: 'HeroBlock', attributes: { title: 'Bezorging', text: 'Alles over bezorgen.' } },
    {
      key: 'faq',
      layout: 'FaqList',
      attributes: {
        title: 'Vragen',
        faqs: [{ question: 'Hoe snel?', answer: '<p>Binnen 2 werkdagen.</p>' }],
      },
    },
  ],
});

/** A multipart upload like the editor sends. */
async function upload(token: string | undefined, file: Blob | null, name = 'foto.png') {
  const form = new FormData();
  if (file) form.set('image', file, name);
  const request = new Request('http://shop.test/api/upload-image', { method: 'POST', body: form });
  return call(uploadImage, {
    method: 'POST',
    path: '/api/upload-image',
    token,
    headers: Object.fromEntries(request.headers),
    rawBody: new Uint8Array(await request.arrayBuffer()),
  });
}

const png = async (width: number, height: number) =>
  new Blob([
    new Uint8Array(
      await sharp({ create: { width, height, channels: 3, background: '#17675f' } })
        .png()
        .toBuffer(),
    ),
  ]);

describe('roles', () => {
  it('refuses visitors (401) and customers (403) on every editor endpoint', async () => {
    const page = faqPage('rollen');
    for (const [token, status] of [
      [undefined, 401],
      [customer, 403],
    ] as const) {
      expect((await call(postPage, { path: '/api/pages', body: page, token })).status).toBe(status);
      expect(
        (
          await call(putPage, {
            method: 'PUT',
            path: '/api/pages/home',
            params: { slug: 'home' },
            body: page,
            token,
          })
        ).status,
      ).toBe(status);
      expect(
        (await call(postArticle, { path: '/api/articles', body: { ...page, slug: 'a' }, token })).status,
      ).toBe(status);
      expect((await call(getOverview, { path: '/api/editor/overview', token })).status).toBe(status);
      expect((await upload(token, await png(20, 20))).status).toBe(status);
    }
  });
});

describe('saving pages', () => {
  it('creates a page, answers its slug, and the page, search and audit log follow', async () => {
    const created = await call(postPage, {
      path: '/api/pages',
      body: faqPage('bezorgvragen'),
      token: editor,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ slug: 'bezorgvragen', published: true, has_draft: false });

    const loaded = await call(getPage, { path: '/api/pages/bezorgvragen', params: { slug: 'bezorgvragen' } });
    expect((loaded.body as Json).content.map((block: Json) => block.layout)).toEqual([
      'HeroBlock',
      'FaqList',
    ]);

    await drainOutbox(); // the search index follows the save through the outbox
    const found = (await call(getSearch, { path: '/api/search?query=werkdagen' })).body as Json;
    expect(found.pages.map((page: Json) => page.url)).toContain('/bezorgvragen');

    const audit = await database().db.select().from(auditLog);
    expect(audit.some((entry) => entry.action === 'page.created')).toBe(true);
  });

  it('updates title, slug and content; the old slug is gone', async () => {
    await call(postPage, { path: '/api/pages', body: faqPage('oud-adres'), token: editor });
    const updated = await call(putPage, {
      method: 'PUT',
      path: '/api/pages/oud-adres',
      params: { slug: 'oud-adres' },
      body: { ...faqPage('nieuw-adres'), title: 'Nieuwe titel' },
      token: editor,
    });
    expect(updated).toMatchObject({ status: 200, body: { slug: 'nieuw-adres' } });
    expect(
      (await call(getPage, { path: '/api/pages/oud-adres', params: { slug: 'oud-adres' } })).status,
    ).toBe(404);
    expect(
      (await call(getPage, { path: '/api/pages/nieuw-adres', params: { slug: 'nieuw-adres' } })).body,
    ).toMatchObject({
      title: 'Nieuwe titel',
    });
  });

  it('answers 409 for a slug that is taken, and 422 for a slug the shop uses itself', async () => {
    const taken = await call(postPage, { path: '/api/pages', body: faqPage('over-ons'), token: editor });
    expect(taken.status).toBe(409);
    expect((taken.body as Json).errors.slug).toBeDefined();

    const reserved = await call(postPage, { path: '/api/pages', body: faqPage('checkout'), token: editor });
    expect(reserved.status).toBe(422);
    expect((reserved.body as Json).errors.slug).toBeDefined();
  });

  it('answers 422 naming the exact field of a bad block, and refuses unknown block types', async () => {
    const page = faqPage('kapotte-faq');
    page.content[1]!.attributes = { title: 'Vragen', faqs: [{ question: '', answer: 'x' }] };
    const bad = await call(postPage, { path: '/api/pages', body: page, token: editor });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as Json).errors)).toContain('content.1.attributes.faqs.0.question');

    const unknown = await call(postPage, {
      path: '/api/pages',
      body: { ...faqPage('onbekend'), content: [{ key: 'x', layout: 'Marquee', attributes: {} }] },
      token: editor,
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys((unknown.body as Json).errors)[0]).toMatch(/^content\.0/);
  });

  it('sanitises rich text before storing: no script, no event handlers, no javascript: links', async () => {
    const page = faqPage('veilig');
    page.content[1]!.attributes = {
      title: 'Vragen',
      faqs: [
        {
          question: 'Veilig?',
          answer:
            '<p onclick="steal()">Ja <a href="javascript:alert(1)">klik</a> <a href="https://zorgzaam.example">goed</a> <a href="service@zorgzaam.example">mail</a></p><script>alert(1)</script>',
        },
      ],
    };
    expect((await call(postPage, { path: '/api/pages', body: page, token: editor })).status).toBe(201);
    const { body } = await call(getPage, { path: '/api/pages/veilig', params: { slug: 'veilig' } });
    const answer = (body as Json).content[1].attributes.faqs[0].answer as string;
    expect(answer).not.toMatch(/script|onclick|javascript:/);
    expect(answer).toContain('href="https://zorgzaam.example"');
    expect(answer).toContain('href="mailto:service@zorgzaam.example"');
  });

  it('refuses an image attribute that is still inline data (upload it first)', async () => {
    const page = faqPage('inline-beeld');
    page.content[0] = {
      key: 'img',
      layout: 'HeroSplit',
      attributes: { title: 'Titel', image: 'data:image/png;base64,iVBORw0KGgo=' } as never,
    };
    const response = await call(postPage, { path: '/api/pages', body: page, token: editor });
    expect(response.status).toBe(422);
    expect(Object.keys((response.body as Json).errors)).toContain('content.0.attributes.image');
  });
});

describe('articles', () => {
  it('saves drafts that only staff can open, then publishes them', async () => {
    const draft = {
      title: 'Reizen met incontinentie',
      slug: 'reizen',
      excerpt: 'Tips voor onderweg.',
      cover_image: '',
      published: false,
      content: [
        { key: 't', layout: 'TextBlock', attributes: { title: 'Onderweg', body: '<p>Neem genoeg mee.</p>' } },
      ],
    };
    expect((await call(postArticle, { path: '/api/articles', body: draft, token: editor })).status).toBe(201);
    expect(
      (await call(getArticle, { path: '/api/articles/reizen', params: { slug: 'reizen' } })).status,
    ).toBe(404);
    expect(
      (await call(getArticle, { path: '/api/articles/reizen', params: { slug: 'reizen' }, token: editor }))
        .status,
    ).toBe(200);

    const published = await call(putArticle, {
      method: 'PUT',
      path: '/api/articles/reizen',
      params: { slug: 'reizen' },
      body: { ...draft, published: true },
      token: editor,
    });
    expect(published.status).toBe(200);
    const visible = await call(getArticle, { path: '/api/articles/reizen', params: { slug: 'reizen' } });
    expect(visible.body).toMatchObject({
      title: 'Reizen met incontinentie',
      published_at: expect.any(String),
    });
  });

  it('lists pages and articles with the multiselect options for the editor', async () => {
    const { status, body } = await call(getOverview, { path: '/api/editor/overview', token: editor });
    expect(status).toBe(200);
    const overview = body as Json;
    expect(overview.pages.map((page: Json) => page.slug)).toContain('home');
    expect(overview.articles.length).toBeGreaterThanOrEqual(6);
    expect(overview.options.products[0]).toEqual({ value: expect.any(String), label: expect.any(String) });
    expect(overview.options.categories.length).toBe(8);
  });
});

describe('POST /api/upload-image', () => {
  it('re-encodes an image to WebP in several widths, never larger than the original', async () => {
    const response = await upload(editor, await png(1200, 800));
    expect(response.status).toBe(200);
    const body = response.body as Json;
    expect(body.url).toMatch(/^\/media\/uploads\/.+-960\.webp$/);
    expect(body.variants.map((variant: Json) => variant.width)).toEqual([480, 960, 1200]);
    expect(body).toMatchObject({ width: 1200, height: 800 });
  });

  it('refuses files that are not images, SVG (scripts), a missing file, and oversized bodies', async () => {
    const text = await upload(editor, new Blob(['<script>alert(1)</script>']), 'foto.png');
    expect(text.status).toBe(415);
    const svg = await upload(
      editor,
      new Blob([
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ]),
      'logo.svg',
    );
    expect(svg.status).toBe(415);
    expect((await upload(editor, null)).status).toBe(422);

    const huge = await upload(editor, new Blob([new Uint8Array(9 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
  });
});
