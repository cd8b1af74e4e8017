import { expect, type Page, test } from '@playwright/test';
import { EDITOR, expectNoAxeViolations, islandsReady, lastMailTo, logInAs } from './helpers';
import { expectNoHorizontalScroll, failOnConsoleErrors } from './shopper-helpers';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.cache/screens/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

test('a trial pack is requested from a product page, confirmed by mail and shipped by staff', async ({
  page,
}, testInfo) => {
  const errors = failOnConsoleErrors(page);
  const run = String(Date.now() % 100000);
  const email = `proef${run}@example.nl`;

  await page.goto('/product/zorgzaam-pants-heren-normaal');
  await page.getByRole('link', { name: 'Gratis proefpakket aanvragen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gratis proefpakket' })).toBeVisible();
  await islandsReady(page);
  await expect(page.getByLabel('Product 1', { exact: true })).toHaveValue(/\d+/);
  await page.getByRole('button', { name: 'Proefpakket aanvragen' }).click();
  await expect(page.getByText('Kies de maat van dit product.').first()).toBeVisible();
  await page.getByLabel('Maat van product 1').selectOption({ index: 1 });
  await expect(page.getByText('Kies de maat van dit product.')).toHaveCount(0);

  const main = page.getByRole('main');
  await main.getByLabel('E-mailadres').fill(email);
  await main.getByLabel('Voornaam').fill('Els');
  await main.getByLabel('Achternaam').fill(`Proef${run}`);
  // A household is a real address of the lookup (decision 028): one demo street per project, a number per run.
  const [postcode, street, city] =
    testInfo.project.name === 'mobile'
      ? ['9711 LM', 'Grote Markt', 'Groningen']
      : ['5611 EM', 'Stratumseind', 'Eindhoven'];
  await main.getByLabel('Postcode').fill(postcode);
  await main.getByLabel('Huisnummer').fill(String(1 + (Number(run) % 40)));
  await main.getByLabel('Straat').fill(street);
  await main.getByLabel('Plaats').fill(city);
  await page.getByLabel(/Stuur me een week na verzending/).check();
  await expectNoAxeViolations(page, { within: 'main' });
  await expectNoHorizontalScroll(page);
  await shot(page, 'trial-request');
  await page.getByRole('button', { name: 'Proefpakket aanvragen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bijna klaar!' })).toBeVisible();

  const mail = await lastMailTo(email);
  expect(mail).toContain('Subject: Bevestig je aanvraag');
  const link = /https?:\/\/[^\s"]+\/proefpakket\/bevestigen\?token=[\w-]+/.exec(mail)![0];
  // Opening the link confirms nothing (a mail scanner opens links); the button does.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Je aanvraag is bevestigd' })).toHaveCount(0);
  await expectNoAxeViolations(page, { within: 'main' });
  await page.getByRole('button', { name: 'Aanvraag bevestigen' }).click();
  await expect(page.getByRole('heading', { name: 'Je aanvraag is bevestigd' })).toBeVisible();
  await expectNoAxeViolations(page, { within: 'main' });

  await logInAs(page, EDITOR);
  await page.goto('/admin/proefpakketten');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Els Proef${run}` }) });
  await expect(card.getByText('Te versturen')).toBeVisible();
  await expect(card.getByText(/Zorgzaam Pants.*\(voorraad \d+\)/)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await shot(page, 'trial-staff');
  await card.getByLabel('Track-en-tracecode (niet verplicht)').fill(`3SPROEF${run}`);
  await card.getByRole('button', { name: /Markeer als verzonden/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gemarkeerd als verzonden.' })).toBeVisible();
  await expect(card.getByText('Verzonden', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await lastMailTo(email)).includes('Subject: Je proefpakket is onderweg'))
    .toBe(true);
  expect(errors).toEqual([]);
});
