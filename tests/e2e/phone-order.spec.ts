import { expect, type Page, test } from '@playwright/test';
import { ADMIN, CUSTOMER, expectNoAxeViolations, islandsReady, lastMailTo, logInAs } from './helpers';
import { expectNoHorizontalScroll, failOnConsoleErrors } from './shopper-helpers';

const SCREENS = '.cache/screens';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

/** Picks the first product and, when it comes in sizes, the first size in stock. */
async function chooseFirstProduct(page: Page) {
  const product = page.getByRole('combobox', { name: /^Product/ });
  await expect(product.locator('option')).not.toHaveCount(1);
  await product.selectOption({ index: 1 });
  const size = page.getByRole('combobox', { name: /^Maat/ });
  if (await size.isEnabled()) {
    const inStock = await size
      .locator('option')
      .filter({ hasText: 'op voorraad' })
      .first()
      .getAttribute('value');
    await size.selectOption(inStock!);
  }
  await page.getByRole('button', { name: 'Voeg toe' }).click();
}

test('staff take a phone order, the customer pays from the mailed link and sees it in her account', {
  tag: '@staff',
}, async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await logInAs(page, ADMIN);
  await page.goto('/admin/orders');
  await page.getByRole('link', { name: 'Telefonische bestelling' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Telefonische bestelling' })).toBeVisible();
  await islandsReady(page);

  await page.getByRole('searchbox', { name: /Zoek op e-mailadres/ }).fill(CUSTOMER.email);
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await page.getByRole('button', { name: 'Kies Karin Klant' }).click();
  await expect(page.getByText(`Karin Klant, ${CUSTOMER.email}`)).toBeVisible();
  // Her address as the shop knows it, else typed now, as she says it on the phone.
  const street = page.getByRole('textbox', { name: /^Straat/ });
  if (!(await street.inputValue())) {
    await page.getByRole('textbox', { name: /^Postcode/ }).fill('3511 LX');
    await page.getByRole('textbox', { name: /^Huisnummer/ }).fill('5');
    await street.fill('Oudegracht');
    await page.getByRole('textbox', { name: /^Plaats/ }).fill('Utrecht');
  }
  await chooseFirstProduct(page);
  const summary = page.getByRole('region', { name: 'Overzicht' });
  await expect(summary.getByText('Totaal')).toBeVisible();
  // A pack or two fits the letterbox: the cheapest method that fits is taken, and priced again.
  await expect(page.getByRole('radio', { name: /Brievenbuspakje/ })).toBeChecked();
  await expect(summary.getByText('€ 3,50')).toBeVisible();
  const total = (await summary.locator('dd').last().textContent())!.trim();
  await expectNoAxeViolations(page, { within: 'main' });
  await shot(page, 'phone-order-staff');

  await page.getByRole('button', { name: 'Bestelling plaatsen en betaallink mailen' }).click();
  const placed = page.getByRole('status');
  await expect(placed).toContainText(`De betaallink is gemaild naar ${CUSTOMER.email}`);
  const number = (await placed.textContent())!.match(/ZZ-\d+/)![0];
  await page.getByRole('link', { name: 'Bekijk de bestelling' }).click();
  await expect(page.getByText(/Telefonisch aangenomen door Bea/).first()).toBeVisible();
  await shot(page, 'phone-order-history');

  // The customer, on her phone: the link from the mail.
  await page.setViewportSize({ width: 390, height: 844 });
  const mail = await lastMailTo(CUSTOMER.email, number);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/betalen\?token=[\w-]+/)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Betaal je bestelling' })).toBeVisible();
  await expect(page.getByText(`Bestelling ${number}, telefonisch besteld.`)).toBeVisible();
  await expectNoAxeViolations(page, { within: 'main' });
  await expectNoHorizontalScroll(page);
  await shot(page, 'phone-order-pay-link');
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByRole('button', { name: `Betaal ${total}` }).click();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();

  // The link again: nothing more to pay.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('Deze bestelling is al betaald.')).toBeVisible();

  await logInAs(page, CUSTOMER);
  await page.goto('/account');
  await islandsReady(page);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Bestelling ${number}` }) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: /factuur/i }).first()).toBeVisible();
  await expectNoAxeViolations(page, { within: 'main' });
  await shot(page, 'phone-order-account');
  expect(errors).toEqual([]);
});
