import { expect, test } from '@playwright/test';
import { CUSTOMER, expectNoAxeViolations, islandsReady, logInAs } from './helpers';

const calendarDay = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
/** A day `days` after today: as the date field takes it, and as the shop writes it. */
function dayFromToday(days: number) {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return { iso: date.toISOString().slice(0, 10), text: calendarDay.format(date) };
}

test('a subscriber skips the next delivery and pauses until a date in the account', async ({ page }) => {
  // Three axe scans of the account page: room for a busy machine.
  test.setTimeout(180_000);
  const token = await logInAs(page, CUSTOMER);
  // The subscription is started through the API the checkout uses, and paid on the payment page.
  const slug = 'zorgzaam-pants-dames-nacht';
  const product = (await (await page.request.get(`/api/product/${slug}`)).json()) as {
    product_variations: { id: number; in_stock: boolean }[];
  };
  const variation = product.product_variations.find((entry) => entry.in_stock)!;
  const created = await page.request.post('/api/create-subscription', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      customer: { email: CUSTOMER.email, first_name: 'Saskia', last_name: 'Abonnee' },
      address: {
        label: 'Shipping',
        street: 'Dam',
        street_number: '1',
        street_addition: null,
        postcode: '1012 JS',
        city: 'Amsterdam',
        country: 'Nederland',
      },
      payment_method: 'ideal',
      is_subscription: true,
      subscription_interval: 12,
      shipping_cost: 0,
      lineItems: [{ id: variation.id, slug, quantity: 1, image_urls: [] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto(((await created.json()) as { redirectUrl: string }).redirectUrl);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();

  await page.goto('/account');
  await islandsReady(page);
  const region = page.getByRole('main').getByRole('region', { name: 'Abonnementen' });
  const card = region
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Elke 12 weken' }) })
    .first();
  await expect(card.getByText(`Volgende levering: ${dayFromToday(84).text}`)).toBeVisible();
  await expectNoAxeViolations(page, { within: 'main' });

  // Skip: the next delivery moves one interval on, and the page says the new date.
  await card.getByRole('button', { name: 'Volgende levering overslaan' }).click();
  const skipped = dayFromToday(168).text;
  await expect(card.getByRole('status')).toHaveText(
    `De volgende levering is overgeslagen. Je volgende levering is op ${skipped}.`,
  );
  await expect(card.getByText(`Volgende levering: ${skipped}`)).toBeVisible();

  // Undo the skip before its order is made: the skipped delivery is the next one again.
  await expect(card.getByText(`Je slaat de levering van ${dayFromToday(84).text} over.`)).toBeVisible();
  await card.getByRole('button', { name: 'Overslaan ongedaan maken' }).click();
  await expect(card.getByRole('status')).toHaveText(
    `Je levering van ${dayFromToday(84).text} gaat toch door.`,
  );
  await expect(card.getByText(`Volgende levering: ${dayFromToday(84).text}`)).toBeVisible();
  await expectNoAxeViolations(page, { within: 'main' });
  await card.getByRole('button', { name: 'Volgende levering overslaan' }).click();
  await expect(card.getByText(`Volgende levering: ${skipped}`)).toBeVisible();

  // Pause until a date: the next delivery is that day.
  await card.getByRole('button', { name: 'Pauzeren', exact: true }).click();
  const until = dayFromToday(30);
  await card.getByLabel('Pauzeren tot').fill(until.iso);
  await expectNoAxeViolations(page, { within: 'main' });
  await card.getByRole('button', { name: 'Pauze bevestigen' }).click();
  await expect(card.getByRole('status')).toHaveText(
    `Je abonnement is gepauzeerd. Je volgende levering is op ${until.text}.`,
  );
  await expect(card.getByText(`Gepauzeerd tot ${until.text}`)).toBeVisible();
  await expect(card.getByText(`Volgende levering: ${until.text}`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Nu hervatten' })).toBeVisible();
  await expectNoAxeViolations(page, { within: 'main' });
});
