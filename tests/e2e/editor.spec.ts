import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { CUSTOMER, EDITOR, expectNoAxeViolations, logInAs } from './helpers';

// One journey builds one page: a slug per run and project keeps reruns independent.
const slugFor = (project: string) => `e2e-${project}-${Date.now().toString(36)}`;

async function addComponent(page: Page, label: string) {
  await page.getByRole('button', { name: 'Blok toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Blok toevoegen' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Pastes HTML into a rich-text field the way a browser does (ProseMirror reads text/html). */
async function pasteHtml(field: Locator, html: string) {
  await field.click();
  await field.evaluate((element, content) => {
    const data = new DataTransfer();
    data.setData('text/html', content);
    data.setData('text/plain', content.replace(/<[^>]+>/g, ''));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

const componentList = (page: Page) => page.getByTestId('component-list').getByRole('listitem');

test(
  'an editor builds a page from blocks, reorders, uploads, saves, and sees it on the site',
  { tag: '@staff' },
  async ({ page }, testInfo) => {
    const slug = slugFor(testInfo.project.name);
    const image = {
      name: 'magazijn.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3f6b93' } })
        .png()
        .toBuffer(),
    };

    await logInAs(page, EDITOR);
    await page.goto('/editor/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Pagina bewerken' })).toBeVisible();
    await main.getByLabel('Paginatitel').fill('Onze zorg thuis');
    await main.getByLabel('Adres van de pagina (slug)').fill(slug);

    // Hero, text with links, FAQ, and an image block.
    await addComponent(page, 'Opening met tekst');
    const hero = main.getByRole('region', { name: '1. Opening met tekst' });
    await hero.getByLabel('Titel', { exact: true }).fill('Zorg die bij u past');

    await addComponent(page, 'Tekst');
    const text = main.getByRole('region', { name: '2. Tekst' });
    await text.getByLabel('Titel', { exact: true }).fill('Over onze service');
    const richText = text.getByRole('textbox', { name: 'Tekst' });
    await expect(richText).toBeVisible();
    await pasteHtml(
      richText,
      '<p>Lees de <a href="https://www.thuisarts.nl">uitleg van Thuisarts</a> of mail <a href="service@zorgzaam.example">service@zorgzaam.example</a>.</p>',
    );
    // The toolbar over selected text speaks Dutch. Select the first word as a person does, with the
    // keyboard: selecting the whole paragraph ends inside a link, where the link's own tooltip shows.
    await richText.getByText('Lees de').click({ position: { x: 4, y: 8 } });
    await page.keyboard.press('Home');
    for (let letter = 0; letter < 'Lees'.length; letter += 1) await page.keyboard.press('Shift+ArrowRight');
    await expect(page.getByRole('button', { name: 'Vet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cursief' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bold' })).toHaveCount(0);
    await page.keyboard.press('End');

    await addComponent(page, 'Veelgestelde vragen');
    const faq = main.getByRole('region', { name: '3. Veelgestelde vragen' });
    await faq.getByLabel('Titel', { exact: true }).fill('Vragen over thuiszorg');
    await faq.getByRole('button', { name: 'Vraag toevoegen' }).click();
    await faq.getByLabel('Vraag', { exact: true }).fill('Komt u ook bij mij thuis?');

    await addComponent(page, 'Afbeelding met tekst');
    const imageText = main.getByRole('region', { name: '4. Afbeelding met tekst' });
    await imageText.getByLabel('Titel', { exact: true }).fill('Ons magazijn');
    await imageText.getByLabel('Afbeelding', { exact: true }).setInputFiles(image);
    await expect(imageText.getByText('Wordt geüpload bij opslaan.')).toBeVisible();

    await expect(main.getByRole('heading', { name: 'Componenten (4)' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Reorder by keyboard: the FAQ (3) moves up above the text (2).
    await main.getByRole('button', { name: 'Veelgestelde vragen (3) omhoog' }).focus();
    await page.keyboard.press('Enter');
    await expect(componentList(page).nth(1)).toContainText('Veelgestelde vragen');
    // Reorder by drag: the image block (4) is dragged to the second place.
    await componentList(page).nth(3).locator('[data-drag-handle]').dragTo(componentList(page).nth(1));
    await expect(componentList(page).nth(1)).toContainText('Afbeelding met tekst');

    await main.getByRole('button', { name: 'Publiceren' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'De pagina is gepubliceerd.' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/editor/${slug}$`));

    // On the site, in the saved order, with the uploaded image and safe links.
    await page.goto(`/${slug}`);
    const site = page.getByRole('main');
    await expect(site.getByRole('heading', { level: 1, name: 'Zorg die bij u past' })).toBeVisible();
    const headings = await site.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.slice(0, 3)).toEqual(['Ons magazijn', 'Vragen over thuiszorg', 'Over onze service']);
    await expect(site.locator('img[src$=".webp"]')).toHaveCount(1);
    await expect(site.getByRole('link', { name: 'uitleg van Thuisarts' })).toHaveAttribute(
      'href',
      'https://www.thuisarts.nl',
    );
    await expect(site.getByRole('link', { name: 'service@zorgzaam.example' }).last()).toHaveAttribute(
      'href',
      'mailto:service@zorgzaam.example',
    );

    // Edit it again: the live preview shows the change before saving, the site right after.
    await page.goto(`/editor/${slug}`);
    await main.getByRole('button', { name: 'Voorbeeld tonen' }).click();
    const preview = page.frameLocator('iframe[title^="Voorbeeld van de pagina"]');
    await expect(preview.getByRole('heading', { name: 'Ons magazijn' })).toBeVisible();
    await main
      .getByRole('region', { name: /Opening met tekst/ })
      .getByLabel('Titel', { exact: true })
      .fill('Zorg die echt bij u past');
    await expect(preview.getByRole('heading', { level: 1, name: 'Zorg die echt bij u past' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Voorbeeld verbergen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await main.getByRole('button', { name: 'Publiceren' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'De pagina is gepubliceerd.' })).toBeVisible();
    await page.goto(`/${slug}`);
    await expect(site.getByRole('heading', { level: 1, name: 'Zorg die echt bij u past' })).toBeVisible();
  },
);

test('visitors are sent to the login page; customers are told why they cannot edit', {
  tag: '@staff',
}, async ({ page }) => {
  await page.goto('/editor/');
  await expect(page).toHaveURL(/\/login$/);
  await logInAs(page, CUSTOMER);
  await page.goto('/editor/over-ons');
  await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
  await expect(page).toHaveURL(/\/editor\/over-ons$/);
});
