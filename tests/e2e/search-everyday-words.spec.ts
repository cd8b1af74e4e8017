import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, islandsReady } from './helpers';

/*
 * The shy buyer's search (decision 031): what she feels, typed in the header, finds a light pad
 * for women, the page says what it understood, and words nothing matches still lead on.
 */
test.describe('search in everyday words', () => {
  test('a little leakage when laughing finds light products for women, and says what it understood', async ({
    page,
  }) => {
    await page.goto('/');
    await islandsReady(page);
    await page.getByRole('button', { name: 'Zoeken openen' }).click();
    const field = page.getByRole('searchbox', { name: 'Zoeken' });
    await field.fill('beetje plas verliezen bij lachen vrouw');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    const main = page.getByRole('main');
    await expect(main.getByText('We zoeken op: licht urineverlies, dames')).toBeVisible();
    const products = main.getByRole('region', { name: 'Producten' });
    const first = products.getByRole('heading', { level: 3 }).first();
    await expect(first).toContainText(/Dames/);
    await expect(first).not.toContainText(/Stretch|Heren/);
    await expectNoAxeViolations(page);

    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/zorgzaam-inlegverband-dames-/);
  });

  test('words nothing matches offer the product finder and the closest range', async ({ page }) => {
    // Too many letters missing for search's typo allowance, but close to a category's name.
    await page.goto(`/search?q=${encodeURIComponent('inlgvrbndn')}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Geen resultaten gevonden' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Naar de keuzehulp' })).toHaveAttribute(
      'href',
      '/producthulp',
    );
    await expect(main.getByRole('link', { name: /^Bekijk (Dames|Heren) inlegverbanden$/ })).toHaveAttribute(
      'href',
      /^\/shop\/(dames|heren)-inlegverbanden$/,
    );
    await expect(
      main.getByRole('region', { name: 'Veel gekozen door andere klanten' }).getByRole('link').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
