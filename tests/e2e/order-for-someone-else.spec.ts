import { expect, type Page, test } from '@playwright/test';
import { CUSTOMER, EDITOR, expectNoAxeViolations, islandsReady, logInAs } from './helpers';
import { expectNoHorizontalScroll, failOnConsoleErrors } from './shopper-helpers';

const SCREENS = '.cache/screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

/** The daughter keeps her mother as a recipient on her account. */
async function saveMother(page: Page, lastName: string) {
  await page.goto('/account');
  await islandsReady(page);
  const section = page.getByRole('region', { name: 'Ontvangers' });
  await section.getByRole('button', { name: 'Ontvanger toevoegen' }).click();
  const form = section.getByRole('form', { name: 'Ontvanger toevoegen' });
  await form.getByLabel('Naam voor jezelf, bijvoorbeeld Moeder').fill('Moeder');
  await form.getByLabel('Voornaam ontvanger').fill('Riet');
  await form.getByLabel('Achternaam ontvanger').fill(lastName);
  await form.getByLabel('Postcode').fill('3511lx');
  await form.getByLabel('Huisnummer').fill('5');
  await form.getByLabel('Huisnummer').press('Tab');
  await expect(form.getByLabel('Straat')).toHaveValue('Oudegracht');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(section.getByRole('status')).toHaveText('De ontvanger is bewaard.');
  await expect(section.getByText(`Riet ${lastName}`)).toBeVisible();
  await expectNoAxeViolations(page, { within: 'main' });
}

test('a daughter orders for her mother, to a saved recipient; staff pack it without prices', async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page);
  const lastName = `Jansen${Date.now() % 100000}`;
  await logInAs(page, CUSTOMER);
  await saveMother(page, lastName);
  await shot(page, 'account-recipients');

  await page.goto('/product/zorgzaam-heupbandverband-heren-normaal');
  await islandsReady(page);
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await page.getByRole('dialog', { name: 'Winkelmand' }).getByRole('link', { name: 'Afrekenen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
  await islandsReady(page);
  const main = page.getByRole('main');
  await main.getByLabel('Voornaam').fill('Sanne');
  await main.getByLabel('Achternaam').fill('Jansen');
  await main.getByLabel('Postcode').fill('1012js');
  await main.getByLabel('Huisnummer').fill('1');
  await main.getByLabel('Huisnummer').press('Tab');
  await expect(main.getByLabel('Straat')).toHaveValue('Dam');

  const forWhom = page.getByRole('group', { name: 'Voor wie is deze bestelling?' });
  await forWhom.getByRole('radio', { name: 'Voor iemand anders' }).check();
  await expect(page.getByRole('group', { name: 'Jouw adres (voor de factuur)' })).toBeVisible();
  // The account may hold recipients from earlier runs (the desktop run saved one too): pick this one.
  const mother = forWhom.getByRole('radio', { name: new RegExp(`Moeder.*Riet ${lastName}`) });
  await mother.check();
  await expect(mother).toBeChecked();
  await expectNoAxeViolations(page, { within: 'main' });
  await expectNoHorizontalScroll(page);
  await shot(page, 'checkout-for-someone-else');

  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByRole('button', { name: 'Bestellen en betalen met iDEAL' }).click();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
  await expect(page.getByText(`Riet ${lastName}`)).toBeVisible();
  await expect(page.getByText('Oudegracht 5')).toBeVisible();
  const number = (await page.getByText(/Je bestelling ZZ-\d+/).textContent())!.match(/ZZ-\d+/)![0];

  await page.goto('/account');
  await islandsReady(page);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Bestelling ${number}` }) });
  await expect(card.getByText(`Voor Riet ${lastName}`)).toBeVisible();

  await logInAs(page, EDITOR);
  await page.goto(`/admin/orders/${number}`);
  const panel = page.getByRole('region', { name: 'Bezorgen bij (ontvanger)' });
  await expect(panel.getByText(`Riet ${lastName}`)).toBeVisible();
  await shot(page, 'admin-order-recipient');
  await expect(
    page.getByRole('region', { name: 'Klant en factuuradres (niet het bezorgadres)' }),
  ).toBeVisible();
  // By keyboard: at 390 px the staff order page is still wider than the screen.
  await panel.getByRole('link', { name: 'Pakbon (zonder prijzen)' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Bezorgen bij' })).toBeVisible();
  await expect(page.getByText(`Riet ${lastName}`)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Zorgzaam Verband met Heupband Heren Normaal' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('€');
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await shot(page, 'packing-slip');
  expect(errors).toEqual([]);
});
