import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, islandsReady } from './helpers';
import { expectNoHorizontalScroll } from './shopper-helpers';

// What a first-time buyer on a phone (and at a desk) tripped over in round 4.

test('after the finder, a category of fixation briefs still shows its products', async ({ page }) => {
  await page.goto('/producthulp');
  await islandsReady(page);
  await page.getByRole('radio', { name: /Voor een vrouw/ }).check();
  await page.getByRole('radio', { name: /Een flinke hoeveelheid/ }).check();
  await page.getByRole('checkbox', { name: /s Nachts/ }).check();
  await page.getByRole('button', { name: 'Toon producten' }).click();
  await expect(page.locator('#finder-results [data-product-card]:visible').first()).toBeVisible();
  // The finder's answers are saved as the shop's filters: an absorption band now applies.
  await expect
    .poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('shopFilters') ?? '{}').absorption))
    .not.toEqual([]);

  // The menu's link to the stretch briefs: they absorb nothing themselves, so no band fits them.
  await page.goto('/shop/dames-broekje-met-stretch');
  await islandsReady(page);
  const results = page.locator('[data-results]');
  await expect(results.locator('[data-product-card]').first()).toBeVisible();
  await expect(page.getByText('Geen producten gevonden met deze filters')).toHaveCount(0);
  await expect(results.getByRole('status')).not.toHaveText('0 producten');
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  // Elsewhere the saved absorption still applies.
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('shopFilters') ?? '{}').absorption),
  ).not.toEqual([]);
});

test('size choice and In winkelmand are in the first screen; tapping it first opens the size choice', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'mobile';
  const height = phone ? 800 : 900;
  await page.setViewportSize({ width: phone ? 390 : 1366, height });
  await page.goto('/product/zorgzaam-pants-dames-normaal');
  await islandsReady(page);
  const size = page.getByLabel('Kies je maat');
  const add = page.getByRole('button', { name: 'In winkelmand' });
  const sizeBox = await size.boundingBox();
  const addBox = await add.boundingBox();
  expect(sizeBox!.y).toBeGreaterThan(0);
  expect(addBox!.y + addBox!.height).toBeLessThanOrEqual(height);
  await add.click();
  await expect(size).toBeFocused();
  await expect(page.getByText('Kies eerst je maat')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an order mail fits a 390 px phone without scrolling sideways', { tag: '@once' }, async ({ page }) => {
  const { renderEmail } = await import('~/server/mail/layout');
  const { html } = renderEmail({
    preheader: 'Bedankt',
    heading: 'Bedankt voor je bestelling, Els',
    paragraphs: ['We hebben je betaling ontvangen.'],
    details: [
      ['Bestelnummer', 'ZZ-100001'],
      ['Bezorging', 'Brievenbuspakje'],
      ['Verzendkosten (brievenbuspakje)', '€ 3,50'],
      ['Bezorgadres', 'Burgemeester van Nispen tot Sevenaerstraat 112, 1012 JS Amsterdam'],
    ],
    button: {
      label: 'Bekijk je bestelling',
      url: 'https://zorgzaam.example/bestelling/51f58bea-9726-46d6-8301-b4c5c1785768',
    },
  });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.setContent(html);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
