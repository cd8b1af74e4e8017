import { expect as baseExpect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { pdfText } from '../helpers/pdf-text';
import { ADMIN, expectNoAxeViolations, lastMailTo, logInAs } from './helpers';

// A shared test machine can be slow to hydrate and answer: waits are generous (nothing is timed).
const expect = baseExpect.configure({ timeout: 30_000 });
const islandsReady = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

/** The PDF attached to a raw MIME message (base64 part of type application/pdf). */
function attachedPdf(raw: string): Buffer | undefined {
  const part = raw.split(/\r?\n--/).find((chunk) => /Content-Type: application\/pdf/i.test(chunk));
  if (!part) return undefined;
  const [, ...body] = part.split(/\r?\n\r?\n/);
  return Buffer.from(body.join('').replace(/\s+/g, ''), 'base64');
}

// A whole checkout with payment; the shared test machine can be slow.
test.describe.configure({ timeout: 360_000 });

/** The product the journey put on sale, taken off again even when the journey fails. */
let onSale: { id: string; token: string | null } | undefined;
test.afterEach(async ({ request }) => {
  if (!onSale) return;
  const { id, token } = onSale;
  onSale = undefined;
  // Off sale again, so later journeys see the demo catalogue they count on.
  const removed = await request.delete(`/api/admin/products/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(removed.ok()).toBe(true);
});

test(
  'the shop owner adds letterbox-fit pads; a shopper finds them, buys one size by letterbox with a discount code and gets the invoice',
  { tag: '@staff' },
  async ({ page, browser }, testInfo) => {
    const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const name = `Dunne Pads Reis ${suffix}`;
    const slug = `dunne-pads-reis-${suffix}`;
    const email = `reis-${suffix}@example.nl`;

    // Staff: a product with two sizes, both fitting through a letterbox, and an image.
    await logInAs(page, ADMIN);
    await page.goto('/admin/products/nieuw');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Nieuw product' })).toBeVisible();
    await main.getByLabel('Naam', { exact: true }).fill(name);
    await expect(main.getByLabel('Slug (adres: /product/slug)')).toHaveValue(slug);
    await main.getByLabel('Prijs (€, incl. btw)').fill('12,95');
    await main.getByLabel('Stuks per verpakking').fill('20');
    await main.getByLabel('Voor wie').selectOption('female');
    await main.getByLabel('Absorptie (1 tot 8)').fill('3');
    await main.getByLabel('Korte omschrijving').fill('Dunne pads voor onderweg, discreet in je tas.');
    await main.getByRole('checkbox', { name: 'Dames broekjes' }).check();
    const image = await sharp({
      create: { width: 640, height: 640, channels: 3, background: { r: 200, g: 160, b: 120 } },
    })
      .png()
      .toBuffer();
    await main
      .getByLabel('Afbeelding toevoegen')
      .setInputFiles({ name: 'pads.png', mimeType: 'image/png', buffer: image });
    await main.getByLabel('Alt-tekst afbeelding 1 (hoofdafbeelding)').fill('Dunne pads, verpakking');
    for (const [index, size] of ['Normaal', 'Extra'].entries()) {
      await main.getByRole('button', { name: 'Maat toevoegen' }).click();
      const n = index + 1;
      await main.getByLabel(`Maat ${n}: naam`).fill(size);
      await main.getByLabel(`Maat ${n}: slug`).fill(`${slug}-${size.toLowerCase()}`);
      await main.getByLabel(`Maat ${n}: prijs (€)`).fill(index === 0 ? '12,95' : '13,95');
      await main.getByLabel(`Maat ${n}: voorraad`).fill('10');
      await main.getByLabel(`Maat ${n}: past door de brievenbus`).check();
    }
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: 'Product aanmaken' }).click();
    await expect(main.getByRole('status')).toHaveText('Het product is opgeslagen.');
    const productId = page.url().split('/').at(-1);

    // Staff: a single-use code of € 2,00 off (creating codes in /admin/discounts: discount-codes.spec.ts).
    const code = `REIS${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`.toUpperCase();
    const staffToken = await page.evaluate(() => localStorage.getItem('authToken'));
    onSale = { id: productId ?? '', token: staffToken };
    const created = await page.request.post('/api/admin/discounts', {
      headers: { Authorization: `Bearer ${staffToken}` },
      data: { code, description: 'Reiskorting', kind: 'fixed', value: 200, max_uses: 1 },
    });
    expect(created.status()).toBe(201);

    // The shopper, in a browser of their own: finds it through the search bar.
    const shopper = await (
      await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    ).newPage();
    await shopper.goto('/shop');
    await shopper.getByRole('button', { name: 'Zoeken openen' }).click();
    await shopper.getByRole('searchbox', { name: 'Zoeken' }).fill(`dunne pads reis ${suffix}`);
    await shopper.getByRole('searchbox', { name: 'Zoeken' }).press('Enter');
    await shopper
      .getByRole('main')
      .getByRole('link', { name: new RegExp(name) })
      .first()
      .click();
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    await islandsReady(shopper);
    // Two sizes: radio cards.
    const sizes = shopper.getByRole('group', { name: 'Kies je maat' });
    await sizes.getByText('Extra', { exact: true }).click();
    await expect(sizes.getByRole('radio', { name: /Extra/ })).toBeChecked();
    await shopper.getByRole('button', { name: 'In winkelmand' }).click();
    await shopper
      .getByRole('dialog', { name: 'Winkelmand' })
      .getByRole('link', { name: 'Afrekenen' })
      .click();
    await islandsReady(shopper);

    await shopper.getByRole('main').getByLabel('E-mailadres').fill(email);
    await shopper.getByLabel('Voornaam').fill('Ria');
    await shopper.getByLabel('Achternaam').fill('Reiziger');
    await shopper.getByLabel('Postcode').first().fill('1012 JS');
    await shopper.getByLabel('Huisnummer').fill('1');
    await shopper.getByLabel('Huisnummer').press('Tab');
    await expect(shopper.getByLabel('Straat')).toHaveValue('Dam');
    await shopper
      .getByRole('group', { name: 'Bezorging' })
      .getByRole('radio', { name: /Brievenbuspakje/ })
      .check();
    const summary = shopper.getByRole('complementary', { name: 'Bestellingsoverzicht' });
    await expect(summary.getByText('€ 3,50')).toBeVisible();
    await expect(summary.getByText('€ 17,45')).toBeVisible();
    // The code: € 13,95 - € 2,00 + € 3,50 letterbox.
    await summary.getByLabel('Kortingscode', { exact: true }).fill(code.toLowerCase());
    await summary.getByRole('button', { name: 'Toepassen' }).click();
    await expect(summary.getByText(`Korting (${code})`)).toBeVisible();
    await expect(summary.getByText('€ 15,45')).toBeVisible();
    await expectNoAxeViolations(shopper);
    await shopper.getByRole('radio', { name: 'iDEAL' }).check();
    await shopper.getByRole('button', { name: 'Bestellen en betalen met iDEAL' }).click();
    await shopper.getByRole('button', { name: 'Betaald' }).click();
    await expect(shopper.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();

    // The paid-order mail carries the invoice naming the product and the letterbox shipping line.
    const mail = await lastMailTo(email, 'Subject: Bevestiging van je bestelling');
    expect(mail).toContain('Brievenbuspakje');
    const invoice = pdfText(attachedPdf(mail)!);
    // A long name wraps in the invoice's narrow column (where depends on the letters of the suffix).
    expect(invoice.replace(/\s+/g, '')).toContain(name.replace(/\s+/g, ''));
    expect(invoice).toContain('Verzendkosten (brievenbuspakje)');
    expect(invoice).toContain(`Korting (${code})`);
    await shopper.context().close();
  },
);
