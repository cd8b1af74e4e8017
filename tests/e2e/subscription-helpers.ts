import { expect, type Page } from '@playwright/test';
import { islandsReady } from './helpers';

const SLUG = 'zorgzaam-pants-dames-nacht';

/** Who subscribes: the logged-in customer, and optionally the person the renewals go to. */
export interface Subscriber {
  token: string;
  email: string;
  firstName: string;
  lastName: string;
  intervalWeeks: number;
  recipient?: {
    first_name: string;
    last_name: string;
    postcode: string;
    house_number: string;
    addition: string | null;
    street: string;
    city: string;
  };
}

/**
 * Starts a subscription to night pants through the API the checkout uses (address Dam 1,
 * Amsterdam), pays it on the test provider's page, opens the account, and answers its card.
 */
export async function subscribeAndOpenCard(page: Page, who: Subscriber) {
  const product = (await (await page.request.get(`/api/product/${SLUG}`)).json()) as {
    product_variations: { id: number; in_stock: boolean }[];
  };
  const variation = product.product_variations.find((entry) => entry.in_stock)!;
  const created = await page.request.post('/api/create-subscription', {
    headers: { authorization: `Bearer ${who.token}` },
    data: {
      customer: { email: who.email, first_name: who.firstName, last_name: who.lastName },
      address: {
        label: 'Shipping',
        street: 'Dam',
        street_number: '1',
        street_addition: null,
        postcode: '1012 JS',
        city: 'Amsterdam',
        country: 'Nederland',
      },
      ...(who.recipient && { recipient: who.recipient }),
      payment_method: 'ideal',
      is_subscription: true,
      subscription_interval: who.intervalWeeks,
      shipping_cost: 0,
      lineItems: [{ id: variation.id, slug: SLUG, quantity: 1, image_urls: [] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto(((await created.json()) as { redirectUrl: string }).redirectUrl);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();

  await page.goto('/account');
  await islandsReady(page);
  return page
    .getByRole('main')
    .getByRole('region', { name: 'Abonnementen' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Elke ${who.intervalWeeks} weken` }) })
    .first();
}
