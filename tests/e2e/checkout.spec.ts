import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, islandsReady } from './helpers';
import { chooseFirstSize } from './shopper-helpers';

async function fillCart(page: Page) {
  await page.goto('/product/zorgzaam-heupbandverband-heren-normaal');
  await islandsReady(page);
  await page.getByRole('spinbutton', { name: 'Aantal', exact: true }).fill('2');
  await chooseFirstSize(page);
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await page.getByRole('dialog', { name: 'Winkelmand' }).getByRole('link', { name: 'Afrekenen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
  await islandsReady(page);
}

async function fillAddress(page: Page) {
  await page.getByRole('main').getByLabel('E-mailadres').fill('jan.jansen@example.nl');
  await page.getByLabel('Voornaam').fill('Jan');
  await page.getByLabel('Achternaam').fill('Jansen');
  await page.getByLabel('Postcode').fill('1012js');
  await page.getByLabel('Huisnummer').fill('1');
  await page.getByLabel('Huisnummer').press('Tab');
  await expect(page.getByLabel('Straat')).toHaveValue('Dam');
  await expect(page.getByLabel('Plaats')).toHaveValue('Amsterdam');
  await expect(page.getByLabel('Straat')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Postcode')).toHaveValue('1012 JS');
}

test.describe('checkout', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/shop');
    await page.evaluate(() => localStorage.clear());
  });

  test('cart to paid order: address lookup, test payment, thank-you page, cart cleared', async ({ page }) => {
    await fillCart(page);
    const summary = page.getByRole('complementary', { name: 'Bestellingsoverzicht' });
    await expect(summary.getByText('€ 27,90').first()).toBeVisible();
    // Two packs of pads fit the letterbox: the cheaper parcel is preselected.
    await expect(summary.getByText('€ 3,50')).toBeVisible();
    await expect(summary.getByText('€ 31,40')).toBeVisible();
    await expectNoAxeViolations(page);

    await fillAddress(page);
    await page.getByRole('button', { name: 'Ga naar betaling' }).click();
    await expect(page.getByRole('alert')).toHaveText('Kies een betaalmethode.');

    await page.getByRole('radio', { name: 'iDEAL' }).check();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Bestellen en betalen met iDEAL' }).click();
    await expect(page.getByRole('heading', { name: 'Testbetaling' })).toBeVisible();
    await expect(page.getByText('€ 31,40')).toBeVisible();
    await page.getByRole('button', { name: 'Betaald' }).click();

    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
    await expect(page.getByText(/Je bestelling ZZ-\d+/)).toBeVisible();
    await expect(
      page.getByRole('cell', { name: 'Zorgzaam Verband met Heupband Heren Normaal' }),
    ).toBeVisible();
    await expect(page.locator('[data-cart-count]')).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test("an order for more than is in stock shows the server's message", { tag: '@once' }, async ({
    page,
  }) => {
    await fillCart(page);
    const summary = page.getByRole('complementary', { name: 'Bestellingsoverzicht' });
    await summary.getByRole('spinbutton').first().fill('100');
    await fillAddress(page);
    await page.getByRole('radio', { name: 'iDEAL' }).check();
    await page.getByRole('button', { name: 'Bestellen en betalen met iDEAL' }).click();
    // Spec section 8: the server's message in the alert when it sends one.
    await expect(page.getByRole('alert')).toContainText('op voorraad');
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('a failed payment can be paid again', async ({ page }) => {
    await fillCart(page);
    await fillAddress(page);
    await page.getByRole('radio', { name: 'Bancontact' }).check();
    await page.getByRole('button', { name: 'Bestellen en betalen met Bancontact' }).click();
    await page.getByRole('button', { name: 'Mislukt' }).click();
    await expect(page.getByRole('heading', { name: 'Je bestelling is nog niet betaald' })).toBeVisible();
    await expect(page.getByText('De betaling is niet gelukt.')).toBeVisible();

    await page.getByRole('button', { name: 'Opnieuw betalen' }).click();
    await page.getByRole('button', { name: 'Betaald' }).click();
    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
  });

  test('an unknown address can be typed by hand', { tag: '@once' }, async ({ page }) => {
    await fillCart(page);
    await page.getByLabel('Postcode').fill('9999 ZZ');
    await page.getByLabel('Huisnummer').fill('12');
    await page.getByLabel('Huisnummer').press('Tab');
    await expect(page.getByText('We konden dit adres niet vinden.')).toBeVisible();
    await page.getByLabel('Straat').fill('Dorpsstraat');
    await expect(page.getByLabel('Straat')).toHaveValue('Dorpsstraat');
  });

  test('the whole checkout works by keyboard', { tag: '@once' }, async ({ page }) => {
    await fillCart(page);
    await page.getByRole('main').getByLabel('E-mailadres').focus();
    await page.keyboard.type('toets@example.nl');
    for (const value of ['Kees', 'Toets', '3511lx', '5']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Tab'); // addition: lookup runs as the house number loses focus
    await expect(page.getByLabel('Straat')).toHaveValue('Oudegracht');
    await page.getByRole('radio', { name: 'iDEAL' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Bestellen en betalen met iDEAL' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Testbetaling' })).toBeVisible();
    await page.getByRole('button', { name: 'Betaald' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
  });
});
