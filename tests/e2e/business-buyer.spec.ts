import { expect, test } from '@playwright/test';
import { ADMIN, expectNoAxeViolations, islandsReady, logInAs } from './helpers';
import { chooseFirstSize } from './shopper-helpers';

// Decision 030: a care organisation orders as a business with its PO reference; staff find the
// order by company and download its SI-UBL e-invoice naming the KvK number and the PO reference.
test('a business buyer orders with a PO reference and staff download its e-invoice', {
  tag: '@staff',
}, async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/product/zorgzaam-heupbandverband-heren-normaal');
  await islandsReady(page);
  await chooseFirstSize(page);
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await page.getByRole('dialog', { name: 'Winkelmand' }).getByRole('link', { name: 'Afrekenen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
  await islandsReady(page);

  const main = page.getByRole('main');
  await main.getByLabel('E-mailadres').fill('inkoop@delinde.example');
  await page.getByLabel('Voornaam').fill('Kim');
  await page.getByLabel('Achternaam').fill('Jansen');
  await page.getByLabel('Postcode').fill('1012js');
  await page.getByLabel('Huisnummer').fill('1');
  await page.getByLabel('Huisnummer').press('Tab');
  await expect(page.getByLabel('Straat')).toHaveValue('Dam');

  await page.getByRole('checkbox', { name: 'Zakelijk bestellen' }).check();
  await page.getByLabel(/^Bedrijfsnaam/).fill('Thuiszorg De Linde B.V.');
  await page.getByLabel(/^KvK-nummer/).fill('1234');
  await page.getByLabel(/^Inkoopordernummer/).fill('PO-2026-0042');
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByRole('button', { name: 'Bestellen en betalen met iDEAL' }).click();
  await expect(page.getByRole('alert')).toHaveText('Vul een KvK-nummer van 8 cijfers in.');
  await expectNoAxeViolations(page);
  await page.getByLabel(/^KvK-nummer/).fill('1234 5678');
  await page.getByRole('button', { name: 'Bestellen en betalen met iDEAL' }).click();
  await expect(page.getByRole('heading', { name: 'Testbetaling' })).toBeVisible();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
  const number = (await page
    .getByText(/ZZ-\d+/)
    .first()
    .textContent())!.match(/ZZ-\d+/)![0];

  // Staff find it by company name and see the company on the order.
  await logInAs(page, ADMIN);
  await page.goto('/admin/orders?q=de%20linde');
  await expect(page.getByRole('link', { name: number }).first()).toBeVisible();
  await page.goto(`/admin/orders/${number}`);
  await expect(main.getByText('Thuiszorg De Linde B.V.')).toBeVisible();
  await expect(main.getByText(/KvK 12345678 · inkooporder PO-2026-0042/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The e-invoice: SI-UBL 2.0 with the KvK number and the PO reference.
  const download = page.waitForEvent('download');
  await main
    .getByRole('button', { name: /E-factuur \(UBL\)/ })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^factuur-F-\d{6}\.xml$/);
  const xml = await (await file.createReadStream())
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString());
  expect(xml).toContain('urn:fdc:nen.nl:nlcius:v1.0');
  expect(xml).toContain('<cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID>');
  expect(xml).toContain('<cbc:BuyerReference>PO-2026-0042</cbc:BuyerReference>');
});
