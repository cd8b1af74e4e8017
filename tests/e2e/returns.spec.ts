import { expect, test } from '@playwright/test';
import { ADMIN, EDITOR, expectNoAxeViolations, islandsReady, lastMailTo, logInAs } from './helpers';
import { expectNoHorizontalScroll, payOrder, placeOrder, registerByApi } from './shopper-helpers';

const SLUG = 'zorgzaam-pants-heren-normaal';

test(
  'a guest returns unopened packs; staff mark the return received and it is refunded',
  { tag: '@once' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const email = `retour-${testInfo.project.name}-${Date.now()}@example.nl`;
    const main = page.getByRole('main');

    // A guest order of two packs, paid at the test provider.
    const order = await placeOrder(page, SLUG, {
      customer: { email, first_name: 'Riet', last_name: 'Retour' },
      quantity: 2,
    });
    await payOrder(page, order);
    // The guest is offered an account with this address filled in.
    await expect(main.getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute('href', /email=/);
    // The parcel leaves the warehouse: only then is there something to send back (before shipping,
    // "Herroepen" cancels the order and refunds everything instead).
    const login = await page.request.post('/api/login', { data: EDITOR });
    const { token } = (await login.json()) as { token: string };
    const shipped = await page.request.post(`/api/admin/orders/${order.number}/ship`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    expect(shipped.ok()).toBe(true);

    // Without an account: order number and e-mail, then the link in the mail.
    await page.goto('/herroepen');
    await expect(main.getByRole('heading', { name: 'Retouradres' })).toBeVisible();
    await expect(main.getByText('Keizersgracht 221')).toBeVisible();
    await main.getByLabel('Bestelnummer').fill(order.number);
    await main.getByLabel('E-mailadres van de bestelling').fill(email);
    await main.getByRole('button', { name: 'Overeenkomst herroepen' }).click();
    await expect(
      main.getByRole('status').filter({ hasText: 'ontvang je binnen enkele minuten' }),
    ).toBeVisible();
    const link = (await lastMailTo(email, '/herroepen?token=')).match(/\/herroepen\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();

    await page.goto(link!);
    const form = main.getByRole('form', { name: 'Ongeopende pakken terugsturen' });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page, { within: 'main' });
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath('return-form.png'), fullPage: true });
    await form.getByLabel(/^Aantal terug:/).fill('1');
    await form.getByRole('button', { name: 'Retour aanvragen' }).click();
    await expect(form.getByRole('status')).toHaveText(/Je retour is aangevraagd/);
    await expect
      .poll(async () => lastMailTo(email), { timeout: 15_000 })
      .toContain('Je retour is aangevraagd');

    // Staff who may move money (admin or order handler): the list marks the open return; the order page refunds it once.
    await logInAs(page, ADMIN);
    await page.goto(`/admin/orders?q=${order.number}`);
    await islandsReady(page);
    await expect(
      page.getByRole('row', { name: new RegExp(order.number) }).getByText('Open retour'),
    ).toBeVisible();
    await page.goto(`/admin/orders/${order.number}`);
    const returns = page.getByRole('region', { name: 'Retouren' });
    await expect(returns.getByText(/1 × /)).toBeVisible();
    await expectNoAxeViolations(page, { within: 'section[aria-label="Retouren"]' });
    await returns.getByRole('button', { name: 'Retour ontvangen en terugbetalen' }).click();
    await expect(returns.getByRole('status')).toHaveText(/het bedrag is terugbetaald/);
    await expect(returns.getByText(/Ontvangen en terugbetaald op/)).toBeVisible();
    await expect(returns.getByRole('button', { name: 'Retour ontvangen en terugbetalen' })).toHaveCount(0);
    await returns.screenshot({ path: testInfo.outputPath('staff-returns.png') });
    await expectNoHorizontalScroll(page);
    await expect
      .poll(async () => lastMailTo(email), { timeout: 15_000 })
      .toContain(`Terugbetaling voor bestelling ${order.number}`);
  },
);

test(
  'a guest makes an account from the thank-you page; confirming the address while logged in brings the order along',
  { tag: '@once' },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const email = `gast-${testInfo.project.name}-${Date.now()}@example.nl`;
    const main = page.getByRole('main');
    const order = await placeOrder(page, SLUG, {
      customer: { email, first_name: 'Gerda', last_name: 'Gast' },
    });
    await payOrder(page, order);
    await main.getByRole('link', { name: 'Account aanmaken' }).click();
    await islandsReady(page);
    await expect(main.getByLabel('E-mailadres')).toHaveValue(email);

    const password = 'tulpen in juni 2026';
    await registerByApi(page.request, { first_name: 'Gerda', last_name: 'Gast', email, password });
    await expect
      .poll(async () => lastMailTo(email), { timeout: 15_000 })
      .toContain('Bevestig je e-mailadres');
    const link = (await lastMailTo(email, '/e-mailadres-bevestigen?token=')).match(
      /\/e-mailadres-bevestigen\?token=[\w-]+/,
    )?.[0];
    // Opening the link logged out confirms nothing: it asks to log in to the account first.
    await page.goto(link!);
    await islandsReady(page);
    await expect(main.getByRole('button', { name: 'E-mailadres bevestigen' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Inloggen' })).toBeVisible();

    await logInAs(page, { email, password });
    await page.goto(link!);
    await islandsReady(page);
    await expectNoAxeViolations(page, { within: 'main' });
    await main.getByRole('button', { name: 'E-mailadres bevestigen' }).click();
    await expect(main.getByRole('status')).toHaveText(/1 eerdere bestelling staat nu in je account/);

    await page.goto('/account');
    await expect(main.getByRole('link', { name: `Bestelling ${order.number}` })).toBeVisible();
  },
);
