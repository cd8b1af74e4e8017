import { loadRenderers } from 'astro:container';
import { getContainerRenderer as reactRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import Preview from '~/pages/voorbeeld.astro';
import { setupTestDatabase } from '../helpers/db';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase();

async function preview(body: unknown, token?: string, method = 'POST') {
  // The shop layout holds React islands (cart, search): the container needs React's renderer.
  const container = await AstroContainer.create({ renderers: await loadRenderers([reactRenderer()]) });
  const request = new Request('http://shop.test/voorbeeld', {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  });
  return container.renderToResponse(Preview, { request });
}

const draft = {
  kind: 'page',
  title: 'Nieuwe pagina',
  content: [
    {
      key: 'tekst',
      layout: 'TextBlock',
      attributes: { title: 'Onze belofte', body: '<p>Discreet <script>alert(1)</script>bezorgd</p>' },
    },
  ],
};

describe('POST /voorbeeld', () => {
  it('renders the unsaved page with the site components, sanitised and never cached', async () => {
    const { token } = await userWithToken(database(), 'editor', 'redactie@winkel.test');
    const response = await preview(draft, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Nieuwe pagina');
    expect(html).toContain('Onze belofte');
    expect(html).toContain('Discreet');
    expect(html).not.toContain('alert(1)');
  });

  it('renders an article with its header, and skips a block without a known layout', async () => {
    const { token } = await userWithToken(database(), 'admin', 'beheer@winkel.test');
    const response = await preview(
      {
        kind: 'article',
        title: 'Tips voor de nacht',
        excerpt: 'Zo slaapt u droog door.',
        cover_image: '/media/content/nacht.webp',
        content: [...draft.content, { layout: 'Onbekend', attributes: {} }],
      },
      token,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Tips voor de nacht');
    expect(html).toContain('Zo slaapt u droog door.');
    expect(html).toContain('src="/media/content/nacht.webp"');
    expect(html).toContain('Kennisbank');
    expect(html).toContain('Onze belofte');
  });

  it('is for staff only: 401 without a login, 403 for a customer', async () => {
    expect((await preview(draft)).status).toBe(401);
    const { token } = await userWithToken(database(), 'customer', 'klant@winkel.test');
    expect((await preview(draft, token)).status).toBe(403);
  });

  it('answers 422 for a document that is not one, and 405 for anything but POST', async () => {
    const { token } = await userWithToken(database(), 'editor', 'redactie2@winkel.test');
    const bad = await preview({ kind: 'folder', content: 'x', cover_image: 'javascript:alert(1)' }, token);
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual([
      'content',
      'cover_image',
      'kind',
    ]);
    expect((await preview(undefined, token, 'GET')).status).toBe(405);
  });
});
