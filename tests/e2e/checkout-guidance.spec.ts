import { expect, type Page, test } from '@playwright/test';
import { messages } from '~/lib/messages';
import { expectNoAxeViolations, islandsReady } from './helpers';
import { chooseFirstSize } from './shopper-helpers';

async function toCheckout(page: Page) {
  await page.goto('/product/zorgzaam-heupbandverband-heren-normaal');
  await islandsReady(page);
  await chooseFirstSize(page);
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await page.goto('/checkout');
  await islandsReady(page);
}

async function lookUp(page: Page, postcode: string, number: string) {
  await page.getByLabel('Postcode').fill(postcode);
  await page.getByLabel('Huisnummer').fill(number);
  await page.getByLabel('Huisnummer').press('Tab');
}

test.beforeEach(async ({ page }) => {
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.clear());
});

test('a failed address lookup clears the street and city of the previous one', { tag: '@once' }, async ({
  page,
}) => {
  await toCheckout(page);
  await lookUp(page, '1012 JS', '1');
  await expect(page.getByLabel('Straat')).toHaveValue('Dam');
  await lookUp(page, '9999 ZZ', '12');
  await expect(page.getByText('We konden dit adres niet vinden.')).toBeVisible();
  await expect(page.getByLabel('Straat')).toHaveValue('');
  await expect(page.getByLabel('Plaats')).toHaveValue('');
  await expect(page.getByLabel('Straat')).not.toHaveAttribute('readonly');
});

test('payment: logos, the error goes once a method is chosen, the button names it, terms linked', async ({
  page,
}) => {
  await toCheckout(page);
  const summary = page.getByRole('complementary', { name: 'Bestellingsoverzicht' });
  // One way of writing amounts, with a space between term and amount.
  await expect(summary.locator('dl')).toHaveText(
    /Subtotaal\s€\s13,95\sVerzendkosten\s€\s3,50\sTotaal\s€\s17,45/,
  );
  await expect(summary.getByRole('link', { name: 'algemene voorwaarden' })).toHaveAttribute(
    'href',
    '/algemene-voorwaarden',
  );
  for (const name of ['iDEAL', 'Creditcard', 'Bancontact', 'PayPal']) {
    const logo = page.locator('label', { has: page.getByRole('radio', { name }) }).locator('img');
    await expect(logo).toHaveJSProperty('complete', true);
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
  await page.getByRole('main').getByLabel('E-mailadres').fill('els@example.nl');
  await page.getByLabel('Voornaam').fill('Els');
  await page.getByLabel('Achternaam').fill('de Boer');
  await lookUp(page, '1012 JS', '1');
  await expect(page.getByLabel('Plaats')).toHaveValue('Amsterdam');

  await page.getByRole('button', { name: 'Ga naar betaling' }).click();
  await expect(page.getByRole('alert')).toHaveText('Kies een betaalmethode.');
  await expect(page.getByRole('group', { name: /Betaalmethode/ })).toHaveAccessibleDescription(
    'Kies een betaalmethode.',
  );
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Kies een betaalmethode.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bestellen en betalen met PayPal' })).toBeVisible();
  await page.getByRole('radio', { name: 'Als abonnement: elke 4 weken' }).check();
  await expect(page.getByRole('button', { name: 'Abonnement starten en betalen met PayPal' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the confirmation page repeats address, payment method and expected delivery', async ({ page }) => {
  await toCheckout(page);
  await page.getByRole('main').getByLabel('E-mailadres').fill('els@example.nl');
  await page.getByLabel('Voornaam').fill('Els');
  await page.getByLabel('Achternaam').fill('de Boer');
  await lookUp(page, '1012 JS', '1');
  await expect(page.getByLabel('Straat')).toHaveValue('Dam');
  await page.getByRole('radio', { name: 'Bancontact' }).check();
  await page.getByRole('button', { name: 'Bestellen en betalen met Bancontact' }).click();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
  const details = page.locator('dl', { hasText: 'Bezorgadres' });
  await expect(details).toContainText('Els de Boer');
  await expect(details).toContainText('Dam 1');
  await expect(details).toContainText('1012 JS Amsterdam');
  await expect(details).toContainText('Bancontact');
  await expect(details).toContainText(/Verwachte bezorging\s*Uiterlijk \w+dag \d+ \w+/);
  await expectNoAxeViolations(page);
});

test('no rating without reviews by buyers: the product says so and how reviews are checked', {
  tag: '@once',
}, async ({ page }) => {
  await page.goto('/product/zorgzaam-pants-heren-normaal');
  await expect(page.getByText(/van 5/)).toHaveCount(0);
  // The customer voice is on every product page: one honest line and how to be the first.
  const voice = page.getByRole('region', { name: messages.reviews.sectionTitle, exact: true });
  await expect(voice.getByText(messages.reviews.noneYet)).toBeVisible();
  await expect(voice.getByText(messages.reviews.beTheFirst)).toBeVisible();
  const tab = page.getByRole('tab', { name: 'Ervaringen' });
  // The tabs work once the page's script has run: click until the tab is selected.
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
  const panel = page.getByRole('tabpanel', { name: 'Ervaringen' });
  await expect(panel.getByText(messages.reviews.noneYet)).toBeVisible();
  await expect(panel.getByRole('link', { name: messages.reviews.howChecked })).toBeVisible();
});
