import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, islandsReady } from './helpers';
import { registerByApi } from './shopper-helpers';

test(
  'change the name and the password on the account page',
  { tag: '@once' },
  async ({ page, request }, testInfo) => {
    const email = `profiel-${testInfo.project.name}-${Date.now()}@example.nl`;
    const main = page.getByRole('main');
    await registerByApi(request, {
      first_name: 'Henk',
      last_name: 'Haas',
      email,
      password: 'oude wandeling 12',
    });

    await page.goto('/login');
    await islandsReady(page);
    await main.getByLabel('E-mailadres').fill(email);
    await main.getByLabel('Wachtwoord').fill('oude wandeling 12');
    await main.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/account$/);

    await main.getByRole('button', { name: 'Naam wijzigen' }).click();
    const nameForm = main.getByRole('form', { name: 'Naam wijzigen' });
    await nameForm.getByLabel('Voornaam').fill('Hendrik');
    await expectNoAxeViolations(page);
    await nameForm.getByRole('button', { name: 'Opslaan' }).click();
    await expect(main.getByRole('status')).toHaveText('Je gegevens zijn opgeslagen.');
    await expect(main.getByText('Hendrik Haas')).toBeVisible();

    await main.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    const passwordForm = main.getByRole('form', { name: 'Wachtwoord wijzigen' });
    await passwordForm.getByLabel('Huidig wachtwoord').fill('niet goed 123');
    await passwordForm.getByLabel('Nieuw wachtwoord (minstens 10 tekens)').fill('nieuwe wandeling 34');
    await passwordForm.getByLabel('Herhaal nieuw wachtwoord').fill('nieuwe wandeling 34');
    await passwordForm.getByRole('button', { name: 'Opslaan' }).click();
    await expect(passwordForm.getByText('Het wachtwoord klopt niet.')).toBeVisible();
    await expectNoAxeViolations(page);
    await passwordForm.getByLabel('Huidig wachtwoord').fill('oude wandeling 12');
    await passwordForm.getByRole('button', { name: 'Opslaan' }).click();
    await expect(main.getByRole('status')).toContainText('Je wachtwoord is gewijzigd');

    // Still logged in here after a reload: only other devices were logged out.
    await page.reload();
    await expect(main.getByText('Hendrik Haas')).toBeVisible();
  },
);
