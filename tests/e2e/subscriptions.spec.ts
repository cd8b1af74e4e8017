import { expect, test } from '@playwright/test';
import { CUSTOMER, expectNoAxeViolations, islandsReady, logInAs } from './helpers';
import { chooseFirstSize } from './shopper-helpers';

test('a customer orders as a subscription, sees it in the account, and cancels it online', async ({
  page,
}) => {
  await logInAs(page, CUSTOMER);
  await page.goto('/product/zorgzaam-pants-dames-nacht');
  await islandsReady(page);
  await chooseFirstSize(page);
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await page.getByRole('dialog', { name: 'Winkelmand' }).getByRole('link', { name: 'Afrekenen' }).click();
  await islandsReady(page);
  const main = page.getByRole('main');
  await main.getByLabel('Voornaam').fill('Klaartje');
  await main.getByLabel('Achternaam').fill('Klant');
  await main.getByLabel('Postcode').fill('1012 JS');
  await main.getByLabel('Huisnummer').fill('1');
  await main.getByLabel('Huisnummer').press('Tab');
  await expect(main.getByLabel('Straat')).toHaveValue('Dam');
  await main.getByRole('radio', { name: 'Als abonnement: elke 8 weken' }).check();
  await expect(main.getByText('We bezorgen deze bestelling elke 8 weken opnieuw')).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole('radio', { name: 'iDEAL' }).check();
  await main.getByRole('button', { name: 'Abonnement starten en betalen met iDEAL' }).click();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();

  await page.goto('/account');
  const subscriptions = main.getByRole('region', { name: 'Abonnementen' });
  await expect(subscriptions.getByText('Elke 8 weken').first()).toBeVisible();
  await expect(subscriptions.getByText(/Volgende levering: \d{1,2} \w+ \d{4}/).first()).toBeVisible();
  await subscriptions.getByRole('button', { name: 'Abonnement opzeggen' }).first().click();
  await subscriptions.getByRole('button', { name: 'Ja, opzeggen' }).click();
  await expect(subscriptions.getByRole('status')).toHaveText(
    'Je abonnement is opgezegd. Er volgen geen nieuwe leveringen.',
  );
  await expectNoAxeViolations(page);
});
