import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, islandsReady } from './helpers';

test.describe('content pages, articles and search', () => {
  test('the home page is the content page home, built from blocks', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Zeker en comfortabel door de dag, en door de nacht',
    );
    await expect(main.getByRole('heading', { name: 'Kies je bescherming' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Uit de kennisbank' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Naar de keuzehulp' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a content page, the FAQ by keyboard, and an article from the kennisbank', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    const question = main.getByText('Hoe wordt mijn bestelling verpakt?');
    const answer = main.getByText('In een neutrale bruine doos');
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/kennisbank');
    await expect(main.getByRole('heading', { level: 1, name: 'Kennisbank' })).toBeVisible();
    await main.getByRole('link', { name: 'Bekkenbodemtraining: oefeningen die helpen' }).first().click();
    await expect(page).toHaveURL(/\/artikel\/bekkenbodemtraining$/);
    await expect(
      main.getByRole('heading', { level: 1, name: 'Bekkenbodemtraining: oefeningen die helpen' }),
    ).toBeVisible();
    await expect(main.getByText('Gepubliceerd op')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('search from the header: results in sections, and an empty result with a hint', async ({ page }) => {
    await page.goto('/');
    await islandsReady(page);
    await page.getByRole('button', { name: 'Zoeken openen' }).click();
    const field = page.getByRole('searchbox', { name: 'Zoeken' });
    await field.fill('  verbanden ');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=verbanden$/);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Zoekresultaten voor "verbanden"' }),
    ).toBeVisible();
    await expect(main.getByText(/^\d+ resultaten gevonden$/)).toBeVisible();
    const products = main.getByRole('region', { name: 'Producten' });
    await expect(products.getByRole('link').first()).toContainText(/verband/i);
    await expectNoAxeViolations(page);

    await page.goto('/search?q=xylofoon');
    await expect(main.getByRole('heading', { name: 'Geen resultaten gevonden' })).toBeVisible();
    await expect(main.getByText('Probeer andere zoektermen of pas je zoekopdracht aan.')).toBeVisible();
    await expect(main.getByText('0 resultaten gevonden')).toBeVisible();
  });

  test('the contact form shows field errors, then thanks the visitor', { tag: '@once' }, async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('main').locator('form[data-contact-form]');
    await form.getByLabel('Naam').fill('Gerda Jansen');
    await form.getByLabel('E-mailadres').fill('gerda@');
    await form.getByLabel('Bericht').fill('Welke maat past bij mij?');
    await form.getByRole('button', { name: 'Verstuur bericht' }).click();
    await expect(form.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Bericht')).toHaveValue('Welke maat past bij mij?');
    await form.getByLabel('E-mailadres').fill('gerda@example.nl');
    await form.getByRole('button', { name: 'Verstuur bericht' }).click();
    await expect(form.getByRole('status')).toHaveText(/Je bericht is verstuurd/);
    await expect(form.getByLabel('Bericht')).toHaveValue('');
  });

  test('the withdrawal page asks for order number and e-mail and answers neutrally', {
    tag: '@once',
  }, async ({ page }) => {
    await page.goto('/herroepen?token=verlopen-of-onbekend-token');
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText('ongeldig');
    await main.getByLabel('Bestelnummer').fill('ZZ-999999');
    await main.getByLabel('E-mailadres van de bestelling').fill('iemand@example.nl');
    await main.getByRole('button', { name: 'Overeenkomst herroepen' }).click();
    await expect(main.getByRole('status')).toContainText('ontvang je binnen enkele minuten een e-mail');
    await expectNoAxeViolations(page);
  });

  test('an unknown path shows the 404 page', { tag: '@once' }, async ({ page }) => {
    const response = await page.goto('/deze-pagina-bestaat-niet');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Deze pagina bestaat niet (meer)' }),
    ).toBeVisible();
  });
});
