import { expect, test } from '@playwright/test';
import { ADMIN, CUSTOMER, EDITOR, expectNoAxeViolations, islandsReady, lastMailTo, logInAs } from './helpers';
import { chooseFirstSize } from './shopper-helpers';

test('an admin sees the shop figures, switches period, and reads a chart as a table', {
  tag: '@staff',
}, async ({ page }) => {
  await logInAs(page, ADMIN);
  await page.goto('/admin/stats');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Statistieken' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Kerncijfers' })).toBeVisible();
  await expect(main.getByText('Omzet incl. btw')).toBeVisible();
  const revenueByDay = main.getByRole('figure', { name: 'Omzet per dag' });
  await expect(revenueByDay).toBeVisible();
  await expect(revenueByDay.locator('canvas')).toBeVisible();
  await expect(main.getByRole('figure', { name: 'Bestellingen per dag' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Statistieken' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  await main.getByText('12 maanden', { exact: true }).click();
  const revenueByMonth = main.getByRole('figure', { name: 'Omzet per maand' });
  await expect(revenueByMonth).toBeVisible();
  await revenueByMonth.getByText('Toon als tabel').click();
  const table = revenueByMonth.getByRole('table', { name: 'Omzet per maand' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Deze periode' })).toBeVisible();
  // Twelve months, each a row with its amount in euros.
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('cell').first()).toHaveText(/€\s\d/u);

  await main.getByText('Eigen periode', { exact: true }).click();
  await main.getByLabel('Van').fill('2026-02-01');
  await main.getByLabel('Tot en met').fill('2026-02-28');
  await main.getByRole('button', { name: 'Toon periode' }).click();
  await expect(
    main.getByText(/1 februari 2026 t\/m 28 februari 2026, vergeleken met 4 januari 2026/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a customer gets no access to the staff pages; a visitor goes to login', { tag: '@staff' }, async ({
  page,
}) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/login$/);

  await logInAs(page, CUSTOMER);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Beheer' })).toHaveCount(0);

  // An editor handles orders but does not see the shop's figures.
  await logInAs(page, EDITOR);
  await page.goto('/admin/stats');
  await expect(page.getByRole('alert')).toHaveText(
    'Geen toegang: de statistieken zijn alleen voor beheerders.',
  );
  await page.goto('/admin/orders');
  const nav = page.getByRole('navigation', { name: 'Beheer' });
  await expect(nav.getByRole('link', { name: 'Bestellingen' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Statistieken' })).toHaveCount(0);
});

test('staff mark an order shipped; the customer sees it in their account', { tag: '@staff' }, async ({
  page,
}) => {
  // The customer orders and pays (built-in test provider).
  const customerToken = await logInAs(page, CUSTOMER);
  await page.goto('/product/zorgzaam-pants-heren-normaal');
  await islandsReady(page);
  await chooseFirstSize(page);
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await page.getByRole('dialog', { name: 'Winkelmand' }).getByRole('link', { name: 'Afrekenen' }).click();
  await islandsReady(page);
  const checkout = page.getByRole('main');
  await checkout.getByLabel('Voornaam').fill('Kees');
  await checkout.getByLabel('Achternaam').fill('Klant');
  await checkout.getByLabel('Postcode').fill('3011 AD');
  await checkout.getByLabel('Huisnummer').fill('10');
  await checkout.getByLabel('Huisnummer').press('Tab');
  await expect(checkout.getByLabel('Straat')).toHaveValue('Coolsingel');
  await checkout.getByRole('radio', { name: 'iDEAL' }).check();
  await checkout.getByRole('button', { name: 'Bestellen en betalen met iDEAL' }).click();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
  const ordersResponse = await page.request.post('/api/get-user-orders', {
    headers: { Authorization: `Bearer ${customerToken}` },
  });
  const { orders } = (await ordersResponse.json()) as { orders: { number: string }[] };
  const number = orders[0]!.number;

  // Staff find it, open it and ship it with a track-and-trace code.
  await logInAs(page, EDITOR);
  await page.goto('/admin/orders');
  const main = page.getByRole('main');
  await main.getByLabel('Zoek op bestelnummer, e-mail of naam').fill(number);
  await main.getByRole('button', { name: 'Zoeken' }).click();
  await expect(main.getByRole('heading', { name: '1 bestelling' })).toBeVisible();
  await expectNoAxeViolations(page);
  // By keyboard: staff work through long tables that way, and on the touch-emulating mobile
  // project a pointer click on a link inside the scrolling table missed its target.
  await main.getByRole('link', { name: number }).focus();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1, name: `Bestelling ${number}` })).toBeVisible();
  await expect(main.getByText('Betaald', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  // Staff download the order's invoice from the order page.
  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: /Factuur \(pdf\)/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^factuur-F-\d{6}\.pdf$/);
  await main.getByLabel('Track-en-tracecode (niet verplicht)').fill('3SZORG123456789');
  await main.getByRole('button', { name: 'Markeer als verzonden' }).click();
  await expect(main.getByRole('status')).toHaveText(
    'De bestelling is verzonden en de klant heeft een e-mail gekregen.',
  );
  await expect(main.getByText('Track-en-tracecode: 3SZORG123456789').first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Markeer als bezorgd' })).toBeVisible();

  const mail = await lastMailTo(CUSTOMER.email, 'is onderweg');
  expect(mail).toContain(`Subject: Je bestelling ${number} is onderweg`);
  expect(mail).not.toContain('Pants');

  // The customer's account shows the new status.
  await logInAs(page, CUSTOMER);
  await page.goto('/account');
  const order = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: `Bestelling ${number}` });
  await expect(order.getByText('Verzonden')).toBeVisible();
});
