import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Fails the test on a console.error the page logs (e.g. React hydration error #418). */
export function failOnConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page may not scroll sideways (WCAG 1.4.10 reflow): nothing wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Registers a customer through the API (where the form is not what the journey tests); answers the session token. */
export async function registerByApi(
  request: APIRequestContext,
  customer: { first_name: string; last_name: string; email: string; password: string },
): Promise<{ token: string }> {
  const { password, ...names } = customer;
  const registered = await request.post('/api/register', {
    data: { ...names, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  return (await registered.json()) as { token: string };
}

export interface PlacedOrder {
  redirectUrl: string;
  id: string;
  number: string;
}

/** Places a one-off order through the API (quicker than the form where the form is not tested). */
export async function placeOrder(
  page: Page,
  slug = 'zorgzaam-pants-heren-normaal',
  {
    customer = { email: 'marja@example.nl', first_name: 'Marja', last_name: 'Visser' },
    quantity = 1,
  }: { customer?: { email: string; first_name: string; last_name: string }; quantity?: number } = {},
): Promise<PlacedOrder> {
  const product = (await (await page.request.get(`/api/product/${slug}`)).json()) as {
    id: number;
    price: number;
    name: string;
    product_variations: { id: number; price: number }[];
  };
  const variation = product.product_variations[0];
  const response = await page.request.post('/api/create-order', {
    data: {
      customer,
      address: { street: 'Dam', street_number: '1', postcode: '1012 JS', city: 'Amsterdam' },
      payment_method: 'ideal',
      lineItems: [
        {
          id: variation?.id ?? product.id,
          slug,
          product_id: product.id,
          product_variation_id: variation?.id ?? null,
          name: product.name,
          price: variation?.price ?? product.price,
          quantity,
        },
      ],
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { redirectUrl: string; order: { id: string; number: string } };
  return { redirectUrl: body.redirectUrl, ...body.order };
}

/** Pays a placed order at the built-in test provider ('Betaald') and waits for the thank-you page. */
export async function payOrder(page: Page, order: PlacedOrder): Promise<void> {
  await page.goto(order.redirectUrl);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
}

/**
 * A product page chooses no size for the shopper: pick the first size in stock, as a
 * shopper would, when the product comes in several. Does nothing for a product with one size.
 */
export async function chooseFirstSize(page: Page): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Kies je maat' });
  if (await select.count()) {
    const value = await select
      .locator('option')
      .evaluateAll(
        (options) =>
          (options as HTMLOptionElement[]).find(
            (option) => option.value && !option.textContent?.includes('uitverkocht'),
          )?.value,
      );
    if (value) await select.selectOption(value);
    return;
  }
  const cards = page.locator('[data-purchase-card]');
  if (await cards.count()) await cards.first().click();
}
