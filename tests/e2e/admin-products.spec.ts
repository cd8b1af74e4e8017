import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, EDITOR, expectNoAxeViolations, logInAs } from './helpers';

test(
  'staff create a product with two sizes and an image; a shopper finds it in the shop and search',
  { tag: '@staff' },
  async ({ page }, testInfo) => {
    // One product per run and project: reruns and the two viewports stay independent.
    const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const name = `Nachtpants Proef ${suffix}`;
    const slug = `nachtpants-proef-${suffix}`;

    await logInAs(page, ADMIN);
    await page.goto('/admin/products');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Producten' })).toBeVisible();
    await expect(main.getByRole('table', { name: 'Producten' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);

    await main.getByRole('link', { name: 'Nieuw product' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Nieuw product' })).toBeVisible();
    await main.getByLabel('Naam', { exact: true }).fill(name);
    await expect(main.getByLabel('Slug (adres: /product/slug)')).toHaveValue(slug);
    await main.getByLabel('Prijs (€, incl. btw)').fill('21,95');
    await main.getByLabel('Stuks per verpakking').fill('12');
    await main.getByLabel('Voor wie').selectOption('female');
    await main.getByLabel('Absorptie (1 tot 8)').fill('6');
    await main.getByLabel('Korte omschrijving').fill('Een stil nachtbroekje dat de hele nacht droog blijft.');
    await main.getByRole('checkbox', { name: 'Dames broekjes' }).check();
    const editor = main.getByRole('textbox', { name: 'Omschrijving', exact: true });
    await editor.click();
    await page.keyboard.type('Zacht en ademend, voor een ongestoorde nacht.');

    const image = await sharp({
      create: { width: 640, height: 640, channels: 3, background: { r: 120, g: 160, b: 200 } },
    })
      .png()
      .toBuffer();
    await main
      .getByLabel('Afbeelding toevoegen')
      .setInputFiles({ name: 'pants.png', mimeType: 'image/png', buffer: image });
    await expect(main.getByLabel('Alt-tekst afbeelding 1 (hoofdafbeelding)')).toBeVisible();
    await main.getByLabel('Alt-tekst afbeelding 1 (hoofdafbeelding)').fill('Nachtpants, voorkant');
    await main.getByLabel('Achtergrondkleur (primary_color van de eerste afbeelding)').fill('#78a0c8');

    for (const [index, size] of ['M', 'L'].entries()) {
      await main.getByRole('button', { name: 'Maat toevoegen' }).click();
      const n = index + 1;
      await main.getByLabel(`Maat ${n}: naam`).fill(`Maat ${size}`);
      await main.getByLabel(`Maat ${n}: slug`).fill(`${slug}-${size.toLowerCase()}`);
      await main.getByLabel(`Maat ${n}: prijs (€)`).fill(index === 0 ? '21,95' : '22,95');
      await main.getByLabel(`Maat ${n}: voorraad`).fill(index === 0 ? '15' : '4');
    }
    await main.getByRole('button', { name: 'Voordeel toevoegen' }).click();
    await main.getByLabel('Voordeel 1: titel').fill('Droog tot de ochtend');
    await main.getByLabel('Voordeel 1: tekst').fill('De kern houdt alles vast.');
    await expectNoAxeViolations(page);

    await main.getByRole('button', { name: 'Product aanmaken' }).click();
    await expect(main.getByRole('status')).toHaveText('Het product is opgeslagen.');
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Product bewerken' })).toBeVisible();
    const productId = page.url().split('/').at(-1);

    // The shopper: in the shop overview, in search, and on its own page with both sizes.
    await page.goto('/shop');
    await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
    await page.goto(`/search?q=${encodeURIComponent('nachtpants proef')}`);
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(name) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/product/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Nachtpants, voorkant' })).toBeVisible();
    await expect(page.getByText('Zacht en ademend, voor een ongestoorde nacht.')).toBeVisible();
    await expect(page.getByText('Maat L')).toBeVisible();

    // Staff take it off sale again: it leaves the shop, and the journeys after this one see the
    // demo catalogue they count on.
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const removed = await page.request.delete(`/api/admin/products/${productId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(removed.ok()).toBe(true);
    await page.goto('/shop');
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
  },
);

test('an editor sees prices read-only and is refused a price change by the server', {
  tag: '@staff',
}, async ({ page }) => {
  const token = await logInAs(page, EDITOR);
  await page.goto('/admin/products');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Nieuw product' })).toHaveCount(0);
  await main.getByRole('table', { name: 'Producten' }).getByRole('link').first().click();
  await expect(main.getByRole('heading', { level: 1, name: 'Product bewerken' })).toBeVisible();
  await expect(main.getByLabel('Prijs (€, incl. btw)')).toHaveAttribute('readonly', '');
  await expect(main.getByLabel('Btw-tarief')).toBeDisabled();
  await expectNoAxeViolations(page);

  const id = page.url().split('/').at(-1);
  const product = await (
    await page.request.get(`/api/admin/products/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  const refused = await page.request.put(`/api/admin/products/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...product, price_cents: product.price_cents + 100 },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(
    'Alleen een beheerder mag prijzen en btw vastleggen of wijzigen.',
  );
});
