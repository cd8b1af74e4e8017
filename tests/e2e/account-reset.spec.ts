import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, islandsReady, lastMailTo } from './helpers';
import { registerByApi } from './shopper-helpers';

test(
  'forgot password: the mailed link resets the password, then log in',
  { tag: '@once' },
  async ({ page, request }, testInfo) => {
    const email = `vergeten-${testInfo.project.name}-${Date.now()}@example.nl`;
    const main = page.getByRole('main');
    await registerByApi(request, {
      first_name: 'Vera',
      last_name: 'Vergeet',
      email,
      password: 'oude fiets 1234',
    });

    await page.goto('/login');
    await main.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await islandsReady(page);
    await main.getByLabel('E-mailadres').fill(email);
    await main.getByRole('button', { name: 'Stuur mij een link' }).click();
    await expect(main.getByRole('status')).toContainText('Als dit e-mailadres bij ons bekend is');
    await expectNoAxeViolations(page);

    // Registering also mailed a link to confirm the address: wait for the reset mail itself.
    const mail = await lastMailTo(email, 'reset-password?token=');
    const link = mail.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await islandsReady(page);
    await main.getByLabel('E-mailadres').fill(email);
    await main.getByLabel('Nieuw wachtwoord').fill('nieuwe fiets 5678');
    await main.getByLabel('Bevestig wachtwoord').fill('nieuwe fiets 5678');
    await main.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click();
    await expect(main.getByRole('status')).toContainText('Je wachtwoord is gewijzigd');
    await expectNoAxeViolations(page);

    // The link works once: used again, the page says only that it is invalid, with no form to
    // fill in first, and leads to a new link.
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(main.getByText('Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.')).toHaveCount(
      1,
    );
    await expect(main.getByRole('textbox')).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Vraag een nieuwe link aan' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expectNoAxeViolations(page);

    await main.getByRole('link', { name: 'Naar inloggen' }).click();
    await islandsReady(page);
    await main.getByLabel('E-mailadres').fill(email);
    await main.getByLabel('Wachtwoord').fill('nieuwe fiets 5678');
    await main.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(main.getByText(email)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Mijn gegevens downloaden' })).toBeVisible();
  },
);
