import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';

const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1366) < 1024;

test.describe('shop overview: filters in the URL, one page at a time', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/shop');
    await page.evaluate(() => localStorage.clear());
  });

  test('a shared filtered link shows the right products without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/shop?gender=male&absorption=extreme');
    const html = (await response?.text()) ?? '';
    expect(html.length).toBeLessThan(100_000);
    await expect(page.getByRole('radio', { name: 'Mannen' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Extra zwaar' })).toBeChecked();
    const labels = await page
      .locator('[data-product-card]')
      .getByRole('img', { name: /Absorptie/ })
      .evaluateAll((elements) =>
        elements.map((element) => Number(element.getAttribute('aria-label')?.match(/Absorptie (\d)/)?.[1])),
      );
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((value) => value > 7)).toBe(true);
    expect(
      await page
        .locator('[data-product-card]')
        .evaluateAll((cards) => cards.every((card) => (card as HTMLElement).dataset.gender !== 'female')),
    ).toBe(true);

    // The plain form works too: untick, submit, and the server answers the new view.
    if (!isNarrow(page)) {
      await page.getByRole('checkbox', { name: 'Extra zwaar' }).uncheck();
      await page.getByRole('button', { name: /^Toon \d+ producten$/ }).click();
      await expect(page).toHaveURL(/gender=male/);
      await expect(page).not.toHaveURL(/absorption/);
    }
    await context.close();
  });

  test('pages through the range with links', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.locator('[data-product-card]')).toHaveCount(24);
    const pager = page.getByRole('navigation', { name: 'Paginering' });
    await pager.getByRole('link', { name: 'Volgende' }).click();
    await expect(page).toHaveURL(/\/shop\?page=2$/);
    // 30 demo products: 26 and the 4 light inlays.
    await expect(page.locator('[data-product-card]')).toHaveCount(6);
    await expect(pager.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('on a phone: products first, filters in a dialog that keeps focus and shows the count', async ({
    page,
  }) => {
    test.skip(!isNarrow(page), 'phone layout');
    await page.goto('/shop/dames-broekjes');
    const open = page.getByRole('button', { name: /^Filteren/ });
    const firstCard = await page.locator('[data-product-card]').first().boundingBox();
    const openBox = await open.boundingBox();
    expect(firstCard!.y).toBeLessThan(900);
    expect(openBox!.y).toBeLessThan(firstCard!.y);
    await expect(page.getByRole('checkbox', { name: 'Licht' })).toBeHidden();

    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sluiten' })).toBeFocused();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    const show = dialog.getByRole('button', { name: /^Toon \d+ product/ });
    const before = await show.textContent();
    await dialog.getByRole('checkbox', { name: 'Extra zwaar' }).check();
    await expect(show).not.toHaveText(before ?? '');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await expect(open).toContainText('1');
  });
});
