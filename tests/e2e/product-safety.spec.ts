import { expect, type Page, test } from '@playwright/test';
import { EDITOR, expectNoAxeViolations, islandsReady, logInAs } from './helpers';
import { expectNoHorizontalScroll, failOnConsoleErrors, placeOrder } from './shopper-helpers';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.cache/screens/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

test('a product shows its manufacturer, CE marking and warnings; a complaint reaches the staff register', {
  tag: '@once',
}, async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await page.goto('/product/zorgzaam-pants-heren-normaal');
  const safety = page.getByRole('region', { name: 'Productveiligheid' });
  await expect(safety.getByText('Zorgzaam Productie B.V. (demofabrikant)')).toBeVisible();
  await expect(safety.getByText('CE-gemarkeerd medisch hulpmiddel (klasse I).')).toBeVisible();
  await expect(safety.getByText('Niet doorspoelen door het toilet.')).toBeVisible();
  await safety.getByRole('link', { name: 'Een klacht over een product melden' }).click();

  const order = await placeOrder(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Klacht over een product' })).toBeVisible();
  await islandsReady(page);
  const main = page.getByRole('main');
  await main.getByLabel(/Bestelnummer/).fill(order.number);
  await main.getByLabel('E-mailadres').fill('marja@example.nl');
  await main.getByLabel('Om welk product gaat het?').fill('Pants Heren Normaal');
  await main.getByLabel('Wat is er aan de hand?').fill('De plakstrip laat los na een uur.');
  await expectNoAxeViolations(page, { within: 'main' });
  await expectNoHorizontalScroll(page);
  await shot(page, 'complaint-form');
  await main.getByRole('button', { name: 'Klacht versturen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We hebben je klacht ontvangen' })).toBeVisible();

  await logInAs(page, EDITOR);
  await page.goto('/admin/klachten');
  const card = page.getByRole('listitem').filter({ hasText: order.number });
  await expect(card.getByText('De plakstrip laat los na een uur.')).toBeVisible();
  await card.getByLabel('Status').selectOption('investigating');
  await card.getByLabel('Doorgegeven aan de fabrikant').check();
  await card.getByRole('button', { name: /Opslaan/ }).click();
  await expect(card.getByText(/Doorgegeven aan de fabrikant op/)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await shot(page, 'complaints-register');
  expect(errors).toEqual([]);
});

test('staff record a batch on an order and the recall finds its buyer', { tag: '@staff' }, async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page);
  const order = await placeOrder(page);
  const batch = `LOT-${Date.now() % 100000}`;
  await logInAs(page, EDITOR);
  await page.goto(`/admin/orders/${order.number}`);
  const panel = page.getByRole('region', { name: 'Batch/lot per regel' });
  await panel.getByRole('textbox').first().fill(batch.toLowerCase());
  await panel.getByRole('button', { name: 'Batches opslaan' }).press('Enter');
  await expect(panel.getByText('De batches zijn opgeslagen.')).toBeVisible();
  await expect(panel.getByRole('textbox').first()).toHaveValue(batch);

  await page.goto('/admin/terugroepen');
  await page.getByLabel('Batch- of lotnummer').fill(batch);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 regel gevonden' })).toBeVisible();
  await expect(page.getByRole('link', { name: order.number })).toBeVisible();
  await expect(page.getByText('marja@example.nl', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await shot(page, 'recall');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download als CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^terugroepen-LOT-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(errors).toEqual([]);
});

test('the product editor has the manufacturer and safety form', { tag: '@staff' }, async ({ page }) => {
  await logInAs(page, EDITOR);
  await page.goto('/admin/products');
  // Not the product the first test reads: desktop and mobile share one shop, and this one saves.
  await page
    .getByRole('link', { name: /Inlegverband Dames Druppel/ })
    .first()
    .click();
  const form = page.getByRole('region', { name: 'Fabrikant en veiligheid' });
  await expect(form.getByLabel('Naam fabrikant')).toHaveValue('Zorgzaam Productie B.V. (demofabrikant)');
  await form
    .getByLabel('Waarschuwingen (één per regel)')
    .fill('Alleen voor eenmalig gebruik.\nDroog bewaren.');
  // Saved with the product by the form's one Opslaan.
  await page.getByRole('main').getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Het product is opgeslagen.');
  await expectNoAxeViolations(page, { within: 'main' });
});
