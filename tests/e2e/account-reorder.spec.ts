import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, islandsReady } from './helpers';
import { registerByApi } from './shopper-helpers';

test("a customer orders again from /account at today's prices, and the checkout knows the address", async ({
  page,
}, testInfo) => {
  const email = `herhaal-${testInfo.project.name}-${Date.now()}@example.nl`;
  const password = 'tulpen in mei 2026';
  const { token } = await registerByApi(page.request, {
    first_name: 'Henk',
    last_name: 'de Boer',
    email,
    password,
  });
  const headers = { Authorization: `Bearer ${token}` };

  // A paid order, placed through the API as the checkout does.
  const product = (await (await page.request.get('/api/product/zorgzaam-pants-heren-normaal')).json()) as {
    product_variations: { id: number; name: string }[];
  };
  const size = product.product_variations[0]!;
  const order = await page.request.post('/api/create-order', {
    headers,
    data: {
      customer: { email, first_name: 'Henk', last_name: 'de Boer' },
      address: {
        street: 'Coolsingel',
        street_number: '10',
        postcode: '3011 AD',
        city: 'Rotterdam',
        country: 'Nederland',
      },
      payment_method: 'ideal',
      is_subscription: false,
      lineItems: [{ id: size.id, product_variation_id: size.id, quantity: 2 }],
    },
  });
  expect(order.status()).toBe(201);
  await page.goto(((await order.json()) as { redirectUrl: string }).redirectUrl);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();

  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  await page.goto('/account');
  await islandsReady(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Bezorgadres' })).toBeVisible();
  await expect(main.getByText('Coolsingel 10')).toBeVisible();
  await main.getByRole('button', { name: 'Opnieuw bestellen' }).click();
  await expect(main.getByText('1 product staat in je winkelwagen, met de prijs van nu.')).toBeVisible();
  const cart = page.getByRole('dialog', { name: 'Winkelmand' });
  await expect(cart).toBeVisible();
  await expect(cart.getByText(new RegExp(size.name))).toBeVisible();
  await expectNoAxeViolations(page);

  await cart.getByRole('link', { name: 'Afrekenen' }).click();
  await islandsReady(page);
  await expect(main.getByLabel('Postcode')).toHaveValue('3011 AD');
  await expect(main.getByLabel('Huisnummer')).toHaveValue('10');
  await expect(main.getByLabel('Straat')).toHaveValue('Coolsingel');
  await expect(main.getByLabel('Plaats')).toHaveValue('Rotterdam');
});
