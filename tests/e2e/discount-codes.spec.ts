import { expect, test } from '@playwright/test';
import { ADMIN, expectNoAxeViolations, islandsReady, logInAs } from './helpers';
import { chooseFirstSize } from './shopper-helpers';

// A whole journey (staff, checkout, payment) with four axe scans: headroom on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('staff create a discount code; a shopper applies it in the checkout and pays with the discount', async ({
  page,
}, testInfo) => {
  // One code per run and project: reruns and the two viewports stay independent.
  const code = `PROEF${testInfo.project.name.slice(0, 3)}${Date.now().toString(36)}`.toUpperCase();

  await logInAs(page, ADMIN);
  await page.goto('/admin/discounts');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Kortingscodes' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Kortingscodes' }),
  ).toHaveAttribute('aria-current', 'page');
  await main.getByRole('button', { name: 'Nieuwe kortingscode' }).click();
  await main.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await main.getByLabel('Omschrijving (voor de klant)').fill('Proefkorting');
  await main.getByLabel('Korting in procenten (1-100)').fill('10');
  await main.getByLabel('Hoe vaak per klant').fill('1');
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'Opslaan' }).click();
  await expect(main.getByRole('status')).toContainText(`${code}: De kortingscode is opgeslagen.`);
  const row = main.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('10%');
  await expect(row).toContainText('Actief');
  await expectNoAxeViolations(page);

  // The shopper (logged out): two packs of € 13,95 = € 27,90, 10% off = € 2,79.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/product/zorgzaam-heupbandverband-heren-normaal');
  await islandsReady(page);
  await page.getByRole('spinbutton', { name: 'Aantal', exact: true }).fill('2');
  await chooseFirstSize(page);
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await page.getByRole('dialog', { name: 'Winkelmand' }).getByRole('link', { name: 'Afrekenen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
  await islandsReady(page);

  const summary = page.getByRole('complementary', { name: 'Bestellingsoverzicht' });
  await summary.getByLabel('Kortingscode', { exact: true }).fill('ONBEKEND1');
  await summary.getByRole('button', { name: 'Toepassen' }).click();
  await expect(summary.getByRole('alert')).toContainText('De kortingscode ONBEKEND1 bestaat niet');

  await summary.getByLabel('Kortingscode', { exact: true }).fill(code.toLowerCase());
  await summary.getByLabel('Kortingscode', { exact: true }).press('Enter');
  await expect(summary.getByRole('status')).toHaveText(`Kortingscode ${code} is toegepast.`);
  await expect(summary.getByText(`Korting (${code})`)).toBeVisible();
  await expect(summary.getByText('− € 2,79')).toBeVisible();
  await expect(summary.getByText('€ 28,61')).toBeVisible(); // 25,11 + 3,50 for the letterbox parcel preselected
  await expect(page).toHaveURL(/\/checkout$/); // Enter applied the code, it did not submit the order
  await expectNoAxeViolations(page);
  // One click removes it; applying it again brings the line back.
  await summary.getByRole('button', { name: `Kortingscode ${code} verwijderen` }).click();
  await expect(summary.getByText(`Korting (${code})`)).toBeHidden();
  await expect(summary.getByText('€ 31,40')).toBeVisible();
  await summary.getByLabel('Kortingscode', { exact: true }).fill(code);
  await summary.getByRole('button', { name: 'Toepassen' }).click();
  await expect(summary.getByText('€ 28,61')).toBeVisible();

  await page.getByRole('main').getByLabel('E-mailadres').fill(`korting-${code.toLowerCase()}@example.nl`);
  await page.getByLabel('Voornaam').fill('Jan');
  await page.getByLabel('Achternaam').fill('Jansen');
  await page.getByLabel('Postcode').fill('1012js');
  await page.getByLabel('Huisnummer').fill('1');
  await page.getByLabel('Huisnummer').press('Tab');
  await expect(page.getByLabel('Straat')).toHaveValue('Dam');
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByRole('button', { name: 'Bestellen en betalen met iDEAL' }).click();
  await expect(page.getByRole('heading', { name: 'Testbetaling' })).toBeVisible();
  await expect(page.getByText('€ 28,61')).toBeVisible();
  await page.getByRole('button', { name: 'Betaald' }).click();

  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Korting \\(${code}\\)`) })).toContainText('€ 2,79');
  await expectNoAxeViolations(page);

  // Staff see the use counted as paid.
  await logInAs(page, ADMIN);
  await page.goto('/admin/discounts');
  await expect(page.getByRole('main').getByRole('row', { name: new RegExp(code) })).toContainText(
    '1 betaald',
  );
});

test('an empty code is refused with a message, without leaving the checkout', { tag: '@once' }, async ({
  page,
}) => {
  await page.goto('/product/zorgzaam-heupbandverband-heren-normaal');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await islandsReady(page);
  await chooseFirstSize(page);
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await page.getByRole('dialog', { name: 'Winkelmand' }).getByRole('link', { name: 'Afrekenen' }).click();
  await islandsReady(page);
  const summary = page.getByRole('complementary', { name: 'Bestellingsoverzicht' });
  await summary.getByRole('button', { name: 'Toepassen' }).click();
  await expect(summary.getByRole('alert')).toHaveText('Vul een kortingscode in.');
});
