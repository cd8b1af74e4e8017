import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';
import { chooseFirstSize, failOnConsoleErrors } from './shopper-helpers';

// A shared test machine can be slow to hydrate and answer: waits are generous (nothing is timed).
const expect = baseExpect.configure({ timeout: 30_000 });
const islandsReady = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

/** One pack of pads (letterbox-fit in the demo catalogue) or pants (not), then to checkout. */
async function buy(page: Page, slug: string) {
  await page.goto(`/product/${slug}`);
  await islandsReady(page);
  await chooseFirstSize(page);
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await page.getByRole('dialog', { name: 'Winkelmand' }).getByRole('link', { name: 'Afrekenen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
  await islandsReady(page);
}

async function fillAddress(page: Page) {
  await page.getByRole('main').getByLabel('E-mailadres').fill('bezorging@example.nl');
  await page.getByLabel('Voornaam').fill('Bo');
  await page.getByLabel('Achternaam').fill('Bakker');
  await page.getByLabel('Postcode').first().fill('1012js');
  await page.getByLabel('Huisnummer').fill('1');
  await page.getByLabel('Huisnummer').press('Tab');
  await expect(page.getByLabel('Straat')).toHaveValue('Dam');
}

async function payWithIdeal(page: Page) {
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByRole('button', { name: 'Bestellen en betalen met iDEAL' }).click();
  await expect(page.getByRole('heading', { name: 'Testbetaling' })).toBeVisible();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
}

// A whole checkout with payment; the shared test machine can be slow.
test.describe.configure({ timeout: 360_000 });

test.describe('delivery choices at checkout', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/shop');
    await page.evaluate(() => localStorage.clear());
  });

  test('pads go as a letterbox parcel: cheaper shipping, named on the order page', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await buy(page, 'zorgzaam-heupbandverband-heren-normaal');
    await fillAddress(page);
    const delivery = page.getByRole('group', { name: 'Bezorging' });
    const letterbox = delivery.getByRole('radio', { name: /Brievenbuspakje/ });
    // Preselected with its reason: cheaper than home delivery, and nobody need be home.
    await expect(letterbox).toBeChecked();
    await expect(delivery.getByText(/We kozen een brievenbuspakje voor je/)).toBeVisible();
    await expect(delivery.getByText(/€\s3,50 in plaats van €\s5,00/)).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Bestellingsoverzicht' });
    await expect(summary.getByText('€ 3,50')).toBeVisible();
    // The shopper can still choose another way, and that choice stays.
    await delivery.getByRole('radio', { name: /Thuisbezorgd/ }).check();
    await expect(summary.getByText('€ 5,00')).toBeVisible();
    await expect(delivery.getByText(/We kozen een brievenbuspakje voor je/)).toHaveCount(0);
    await letterbox.check();
    await expect(summary.getByText('€ 3,50')).toBeVisible();
    await expectNoAxeViolations(page);

    await payWithIdeal(page);
    await expect(page.getByText('Brievenbuspakje', { exact: true })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Verzendkosten (brievenbuspakje)' })).toBeVisible();
    await expectNoAxeViolations(page, { within: 'main' });
    expect(errors).toEqual([]);
  });

  test('pants do not fit a letterbox; a pickup point is found by postcode and chosen', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await buy(page, 'zorgzaam-pants-heren-normaal');
    await fillAddress(page);
    const delivery = page.getByRole('group', { name: 'Bezorging' });
    await expect(delivery.getByRole('radio', { name: /Brievenbuspakje/ })).toBeDisabled();
    await expect(delivery.getByText(/Niet alles past door de brievenbus/)).toBeVisible();

    await delivery.getByRole('radio', { name: /Afhaalpunt/ }).check();
    // The address's postcode is searched at once; no point is chosen for the shopper.
    const points = page.getByRole('group', { name: 'Kies je afhaalpunt' });
    await expect(points.getByRole('radio', { name: /Tabakszaak De Dam/ })).toBeVisible();
    await expect(points.getByRole('radio', { checked: true })).toHaveCount(0);

    await page.getByLabel('Postcode voor afhaalpunten').fill('3512 AB');
    await page.getByLabel('Postcode voor afhaalpunten').press('Enter');
    const utrecht = points.getByRole('radio', { name: /Boekhandel Utrecht Centrum/ });
    await expect(utrecht).toBeVisible();
    await utrecht.check();
    const summary = page.getByRole('complementary', { name: 'Bestellingsoverzicht' });
    await expect(summary.getByText('€ 3,95')).toBeVisible();
    await expectNoAxeViolations(page);

    await payWithIdeal(page);
    await expect(page.getByText('Afhaalpunt', { exact: true })).toBeVisible();
    await expect(page.getByText('Boekhandel Utrecht Centrum')).toBeVisible();
    await expectNoAxeViolations(page, { within: 'main' });
    expect(errors).toEqual([]);
  });
});
