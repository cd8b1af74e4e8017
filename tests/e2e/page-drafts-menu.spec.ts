import { expect, type Page, test } from '@playwright/test';
import { EDITOR, expectNoAxeViolations, logInAs } from './helpers';

// One page per run and project keeps reruns independent.
const slugFor = (project: string) => `e2e-concept-${project}-${Date.now().toString(36)}`;

const textBlock = (title: string) => [
  {
    key: 'tekst',
    layout: 'TextBlock',
    attributes: { title, body: '<p>Over bezorgen bij jou in de buurt.</p>' },
  },
];

/** The shop's page as a visitor sees it, once its cached copy has been dropped (within seconds). */
async function expectOnSite(page: Page, path: string, text: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { name: text })).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test(
  'an editor saves a draft, the live page stays, the preview shows it, publishing makes it live',
  { tag: '@staff' },
  async ({ page }, testInfo) => {
    const slug = slugFor(testInfo.project.name);
    const token = await logInAs(page, EDITOR);
    const created = await page.request.post('/api/pages', {
      headers: { Authorization: `Bearer ${token}` },
      data: { title: 'Bezorgen in de buurt', slug, content: textBlock('Eerste versie') },
    });
    expect(created.status()).toBe(201);

    await page.goto(`/editor/${slug}`);
    const main = page.getByRole('main');
    await expect(main.getByTestId('page-status')).toHaveText(
      'Gepubliceerd: bezoekers zien wat je hier ziet.',
    );
    const block = main.getByRole('region', { name: '1. Tekst' });
    await block.getByLabel('Titel', { exact: true }).fill('Tweede versie');
    await main.getByRole('button', { name: 'Concept opslaan' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'Het concept is opgeslagen.' })).toBeVisible();
    await expect(main.getByTestId('page-status')).toContainText('Concept, niet gepubliceerd');
    await expectNoAxeViolations(page, { within: 'main' });

    // The shop still shows the published version.
    await page.goto(`/${slug}`);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Eerste versie' })).toBeVisible();

    // Back in the editor: the draft is what it opens, and the preview shows it as the page will look.
    await page.goto(`/editor/${slug}`);
    await expect(main.getByTestId('page-status')).toContainText('Concept, niet gepubliceerd');
    await expect(block.getByLabel('Titel', { exact: true })).toHaveValue('Tweede versie');
    await main.getByRole('button', { name: 'Voorbeeld tonen' }).click();
    const preview = page.frameLocator('iframe[title^="Voorbeeld van de pagina"]');
    await expect(preview.getByRole('heading', { name: 'Tweede versie' })).toBeVisible();
    await expect(preview.getByRole('heading', { level: 1, name: 'Bezorgen in de buurt' })).toBeVisible();

    await main.getByRole('button', { name: 'Publiceren' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'De pagina is gepubliceerd.' })).toBeVisible();
    await expect(main.getByTestId('page-status')).toHaveText(
      'Gepubliceerd: bezoekers zien wat je hier ziet.',
    );
    await expectOnSite(page, `/${slug}`, 'Tweede versie');
  },
);

test(
  'an editor puts a page in the main menu and every page of the shop shows it',
  { tag: '@staff' },
  async ({ page }, testInfo) => {
    const slug = slugFor(testInfo.project.name);
    const token = await logInAs(page, EDITOR);
    const auth = { Authorization: `Bearer ${token}` };
    await page.request.post('/api/pages', {
      headers: auth,
      data: { title: 'Bezorgnieuws', slug, content: textBlock('Nieuws over bezorgen') },
    });
    const original = (await (await page.request.get('/api/editor/menu', { headers: auth })).json()) as {
      items: unknown[];
    };

    try {
      await page.goto('/admin/menu');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Menu van de winkel' })).toBeVisible();
      const items = main.getByTestId('menu-items').getByRole('listitem');
      await expect(items).toHaveCount(original.items.length);
      await main.getByRole('button', { name: 'Link toevoegen' }).click();
      const added = items.last();
      await added.getByLabel(/^Tekst in het menu/).fill('Bezorgnieuws');
      await added.getByLabel(/^Pagina/).selectOption({ label: 'Bezorgnieuws' });
      // To the front with the keyboard: the new link becomes the first after Dames and Heren.
      for (let position = original.items.length; position > 0; position--) {
        await main.getByRole('button', { name: 'Bezorgnieuws omhoog' }).focus();
        await page.keyboard.press('Enter');
      }
      await expect(items.first().getByLabel(/^Tekst in het menu/)).toHaveValue('Bezorgnieuws');
      await expectNoAxeViolations(page, { within: 'main' });
      await main.getByRole('button', { name: 'Menu opslaan' }).click();
      await expect(main.getByRole('status')).toHaveText(/Het menu is opgeslagen/);

      // The header of every page, cached or not, shows it within seconds.
      for (const path of ['/', '/shop', '/over-ons']) {
        await expect(async () => {
          await page.goto(path);
          const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
          await expect(menu.getByRole('link').first()).toHaveText('Bezorgnieuws', { timeout: 1_000 });
        }).toPass();
      }
      await page
        .getByRole('navigation', { name: 'Hoofdmenu' })
        .getByRole('link', { name: 'Bezorgnieuws' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    } finally {
      // Other journeys expect the shop's own menu.
      const restored = await page.request.put('/api/editor/menu', { headers: auth, data: original });
      expect(restored.ok()).toBe(true);
    }
  },
);
