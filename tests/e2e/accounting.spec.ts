import { expect, test } from '@playwright/test';
import { ADMIN, expectNoAxeViolations, logInAs } from './helpers';
import { payOrder, placeOrder } from './shopper-helpers';

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

test('an admin refunds part of an order and a line of it, downloads the credit invoice and the quarter export; the VAT overview matches', {
  tag: '@staff',
}, async ({ page }) => {
  test.setTimeout(120_000);
  // A paid order (the test payment provider's page).
  const placed = await placeOrder(page);
  await payOrder(page, placed);

  const token = await logInAs(page, ADMIN);
  await page.goto(`/admin/orders/${placed.number}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Bestelling ${placed.number}` })).toBeVisible();

  // Part of the order back: the form asks to confirm, then clears.
  const amount = main.getByLabel(/Bedrag in euro/);
  await amount.fill('2,50');
  await main.getByRole('button', { name: 'Terugbetalen', exact: true }).click();
  await main.getByRole('button', { name: 'Ja, terugbetalen' }).click();
  await expect(main.getByRole('status')).toHaveText('Het bedrag is terugbetaald.');
  await expect(main.getByLabel(/Bedrag in euro/)).toHaveValue('');
  await expect(main.getByText(/€\s2,50/u).first()).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Wat is terugbetaald' })).toBeVisible();
  await expect(main.getByText(/Gedeeltelijke terugbetaling \(btw \d+%\)/).first()).toBeVisible();

  // The pack itself back, by line: the form shows what goes back before it asks, the server
  // computes it from the order; the line then says what went back and the credit invoice names it.
  const products = main.getByRole('table').first();
  // 'Zorgzaam Pants Heren Normaal - S': the line as the form and the credit invoice name it.
  const line = (await main.getByText(/^Aantal .* \(nog 1\)$/).textContent())!
    .replace(/^Aantal /, '')
    .replace(/ \(nog 1\)$/, '');
  await main.getByLabel(/^Aantal .* \(nog 1\)$/).fill('1');
  const total = main.getByText(/^Terug naar de klant: /);
  await expect(total).not.toHaveText(/€\s0,00/u);
  const back = (await total.textContent())!.replace('Terug naar de klant: ', '');
  await main.getByRole('button', { name: 'Terugbetalen', exact: true }).click();
  await expect(
    main.getByText(`Weet je het zeker? ${back} gaat via de betaaldienst terug naar de klant.`),
  ).toBeVisible();
  await main.getByRole('button', { name: 'Ja, terugbetalen' }).click();
  await expect(main.getByRole('status')).toHaveText('Het bedrag is terugbetaald.');
  await expect(products.getByRole('columnheader', { name: 'Terugbetaald' })).toBeVisible();
  await expect(products.getByRole('row', { name: new RegExp(line.split(' - ')[0]!) })).toContainText(
    `1 × (${back})`,
  );
  await expect(main.getByText(new RegExp(`^F-\\d{6}: 1× ${line}`)).first()).toBeVisible();
  // Nothing of the line is left to refund.
  await expect(main.getByLabel(/^Aantal .* \(nog/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The credit invoice, as PDF and as e-invoice for the bookkeeping package.
  // By keyboard, as admin.spec.ts does: on the touch-emulating mobile project a tap below the order's
  // scrolling table missed its target.
  let download = page.waitForEvent('download');
  await main
    .getByRole('button', { name: /Creditfactuur \(pdf\)/ })
    .last()
    .focus();
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/^creditfactuur-F-\d{6}\.pdf$/);
  download = page.waitForEvent('download');
  await main
    .getByRole('button', { name: /E-creditnota \(UBL\)/ })
    .last()
    .focus();
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/^creditnota-F-\d{6}\.xml$/);

  // The accountant's screen: this quarter's VAT overview, as the API computes it.
  await page.goto('/admin/boekhouding');
  await expect(main.getByRole('heading', { level: 1, name: 'Boekhouding' })).toBeVisible();
  const period = await main.getByLabel('Periode').inputValue();
  expect(period).toMatch(/^\d{4}-Q[1-4]$/);
  const table = main.getByRole('table');
  await expect(table.getByRole('row', { name: /^1b/ })).toBeVisible();
  const overview = (await (
    await page.request.get(`/api/admin/accounting/vat-overview?period=${period}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as {
    rows: { rubric: string; vatCents: number; netCents: number }[];
    totals: { vatCents: number };
  };
  for (const row of overview.rows) {
    const shown = table.getByRole('row', { name: new RegExp(`^${row.rubric}`) });
    await expect(shown).toContainText(euro.format(row.netCents / 100));
    await expect(shown).toContainText(euro.format(row.vatCents / 100));
  }
  await expect(table.getByRole('row', { name: /^Totaal/ })).toContainText(
    euro.format(overview.totals.vatCents / 100),
  );
  await expectNoAxeViolations(page);

  download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Exporteer periode (zip)' }).click();
  expect((await download).suggestedFilename()).toBe(`boekhouding-${period}.zip`);
});
