import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, islandsReady, lastMailTo, logInAs } from './helpers';
import { chooseFirstSize, registerByApi } from './shopper-helpers';

// Two journeys instead of one (together they took over 60 s): the second starts logged in through
// the API instead of repeating the forms of the first, and after one full-page axe scan the later
// ones scan only <main> (the shell around it is the same, and checked by the shell tests).

test('register, log out, and log in again after a wrong password', async ({ page }, testInfo) => {
  const email = `klant-${testInfo.project.name}-${Date.now()}@example.nl`;
  const password = 'tulpen in mei 2026';
  const main = page.getByRole('main');

  await page.goto('/registreer');
  await islandsReady(page);
  await main.getByLabel('Voornaam').fill('Truus');
  await main.getByLabel('Achternaam').fill('Bakker');
  await main.getByLabel('E-mailadres').fill(email);
  await main.getByLabel('Wachtwoord (minstens 10 tekens)').fill(password);
  await main.getByLabel('Herhaal wachtwoord').fill(password);
  await main.getByRole('checkbox', { name: /privacybeleid/ }).check();
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'Account aanmaken' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(main.getByText('Je hebt nog geen bestellingen.')).toBeVisible();
  await expect(main.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page, { within: 'main' });

  await main.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);

  await islandsReady(page);
  await main.getByLabel('E-mailadres').fill(email);
  await main.getByLabel('Wachtwoord').fill('fout wachtwoord 1');
  await main.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Inloggen is niet gelukt. Controleer je e-mailadres en wachtwoord en probeer het opnieuw.',
  );
  await expectNoAxeViolations(page, { within: 'main' });
  await main.getByLabel('Wachtwoord').fill(password);
  await main.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(main.getByText(email)).toBeVisible();
});

test('an order placed while logged in shows in the account and can be withdrawn', async ({
  page,
}, testInfo) => {
  const email = `besteller-${testInfo.project.name}-${Date.now()}@example.nl`;
  const password = 'tulpen in juni 2026';
  const main = page.getByRole('main');
  await registerByApi(page.request, { first_name: 'Truus', last_name: 'Bakker', email, password });
  await logInAs(page, { email, password });

  await page.goto('/product/zorgzaam-pants-heren-normaal');
  await islandsReady(page);
  await chooseFirstSize(page);
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await page.getByRole('dialog', { name: 'Winkelmand' }).getByRole('link', { name: 'Afrekenen' }).click();
  await islandsReady(page);
  // The checkout knows who is logged in: the order belongs to the account.
  await expect(main.getByLabel('E-mailadres')).toHaveValue(email);
  await main.getByLabel('Postcode').fill('3011 AD');
  await main.getByLabel('Huisnummer').fill('10');
  await main.getByLabel('Huisnummer').press('Tab');
  await expect(main.getByLabel('Straat')).toHaveValue('Coolsingel');
  await main.getByRole('radio', { name: 'iDEAL' }).check();
  await main.getByRole('button', { name: 'Bestellen en betalen met iDEAL' }).click();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();

  await page.goto('/account');
  await expect(main.getByRole('link', { name: /Bestelling ZZ-\d+/ })).toBeVisible();
  await expect(main.getByText('Betaald, wordt verzonden')).toBeVisible();
  await expect(main.getByRole('link', { name: /1 × Zorgzaam Pants Heren Normaal/ })).toBeVisible();

  // The invoice downloads with the login token (fetched, then saved from a blob URL).
  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: /Factuur \(pdf\)/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^factuur-F-\d{6}\.pdf$/);

  // The withdrawal function, in two steps, by keyboard; the receipt arrives by e-mail. Not shipped
  // yet: it cancels the order and refunds everything (the refund mail with the credit invoice follows).
  await main.getByRole('button', { name: 'Overeenkomst herroepen' }).click();
  await expect(main.getByText(/Je bestelling is nog niet verzonden: we annuleren hem/)).toBeVisible();
  const confirm = main.getByRole('button', { name: 'Herroeping bevestigen' });
  await expect(confirm).toBeFocused();
  await expectNoAxeViolations(page, { within: 'main' });
  await page.keyboard.press('Enter');
  await expect(
    main.getByRole('status').filter({ hasText: 'Je hebt de bestelling herroepen op' }),
  ).toBeVisible();
  // The receipt goes through the outbox after the answer: wait for it, not for the latest mail.
  expect(await lastMailTo(email, 'Bevestiging van je herroeping')).toContain('ZZ-');
  expect(await lastMailTo(email, 'Terugbetaling voor bestelling')).toContain('/bestelling/');
});
