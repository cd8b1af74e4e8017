import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, islandsReady } from './helpers';
import { expectNoHorizontalScroll } from './shopper-helpers';

test('the checkout offers a "bijna op?" reminder for one-off orders only, never preselected', async ({
  page,
}) => {
  await page.goto('/product/zorgzaam-heupbandverband-heren-normaal');
  await islandsReady(page);
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await page.getByRole('dialog', { name: 'Winkelmand' }).getByRole('link', { name: 'Afrekenen' }).click();
  await islandsReady(page);
  const optIn = page.getByRole('checkbox', { name: /Stuur me een e-mail als mijn bestelling bijna op is/ });
  await expect(optIn).not.toBeChecked();
  await optIn.check();
  await page.getByLabel('Hoeveel gebruik je per dag?').selectOption('4');
  await expectNoAxeViolations(page, { within: 'main' });
  await expectNoHorizontalScroll(page);
  await page.getByRole('radio', { name: /Als abonnement: elke 4 weken/ }).check();
  await expect(optIn).toHaveCount(0);
});

test('the reminder pages say plainly when a link no longer works', { tag: '@once' }, async ({ page }) => {
  await page.goto(`/bijna-op?token=${'x'.repeat(32)}`);
  await islandsReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Opnieuw bestellen' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Zet in mijn winkelmand' }).click();
  await expect(page.getByRole('alert')).toHaveText('Deze link werkt niet meer.');
  await page.goto(`/bijna-op/afmelden?token=${'x'.repeat(32)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Deze link werkt niet meer.' })).toBeVisible();
  await expectNoAxeViolations(page);
});
