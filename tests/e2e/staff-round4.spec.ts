import { expect, test } from '@playwright/test';
import { ADMIN, expectNoAxeViolations, logInAs } from './helpers';
import { expectNoHorizontalScroll } from './shopper-helpers';

// What the shop's staff tripped over in round 4.

test('a safety warning edited in the product form is saved by its one Opslaan and kept', async ({
  page,
}, testInfo) => {
  const slug =
    testInfo.project.name === 'mobile' ? 'zorgzaam-pants-dames-extra' : 'zorgzaam-pants-heren-extra';
  const product = (await (await page.request.get(`/api/product/${slug}`)).json()) as { id: number };
  await logInAs(page, ADMIN);
  await page.goto(`/admin/products/${product.id}`);
  const main = page.getByRole('main');
  const safety = main.getByRole('region', { name: 'Fabrikant en veiligheid' });
  const warnings = safety.getByLabel(/^Waarschuwingen/);
  await expect(warnings).toBeVisible();
  const warning = `Droog bewaren (${testInfo.project.name} ${Date.now() % 100000}).`;
  await warnings.fill(`${await warnings.inputValue()}\n${warning}`.trim());
  await expect(main.getByText('Je hebt wijzigingen die nog niet zijn opgeslagen.')).toBeVisible();
  // One save for the whole product.
  await expect(main.getByRole('button', { name: 'Opslaan', exact: true })).toHaveCount(1);
  await main.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(main.getByRole('status')).toHaveText('Het product is opgeslagen.');
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  // Kept: after a reload the warning is still there, and the product page shows it.
  await page.reload();
  await expect(page.getByRole('main').getByLabel(/^Waarschuwingen/)).toHaveValue(
    new RegExp(warning.replace(/[().]/g, '\\$&')),
  );
  await expect
    .poll(async () => {
      await page.goto(`/product/${slug}`);
      return page.getByRole('region', { name: 'Productveiligheid' }).textContent();
    })
    .toContain(warning);
});

test('the staff navigation shows every section at 1024 and 1366 px', async ({ page }) => {
  await logInAs(page, ADMIN);
  for (const width of [1024, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/orders');
    const nav = page.getByRole('navigation', { name: 'Beheer' });
    const links = nav.getByRole('link');
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThanOrEqual(12);
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
    expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expectNoHorizontalScroll(page);
  }
  await expectNoAxeViolations(page);
});
