import { expect, type Page, test } from '@playwright/test';
import { ADMIN, CUSTOMER, expectNoAxeViolations, islandsReady, logInAs } from './helpers';
import { chooseFirstSize, failOnConsoleErrors, placeOrder } from './shopper-helpers';

/*
 * One Dutch voice: every shopper and staff page is walked and its visible text
 * (plus accessible names and placeholders) may contain none of these English words, nor the
 * formal 'u'/'uw' (the shop says 'je').
 */
const ENGLISH = [
  'please',
  'select',
  'cancel',
  'save',
  'failed',
  'credentials',
  'unnamed',
  'found',
  'component',
  'loading',
  'submit',
  'required',
  'invalid',
  'expected',
  'received',
  'the',
  'your',
  'you',
  'click',
  'items',
];
const FORMAL = ['u', 'uw'];

async function visibleWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title]')]
      .filter((element) => !element.closest('[hidden]'))
      .map((element) =>
        ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? '').join(' '),
      );
    // biome-ignore lint/performance/useDomNodeTextContent: only the text a shopper sees counts
    return `${document.body.innerText} ${attributes.join(' ')}`;
  });
  // E-mail addresses are data, not the shop's voice (a test address like x2u@example.nl has a 'u').
  return text
    .replace(/\S+@\S+/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u);
}

async function expectDutch(page: Page, path: string) {
  await page.goto(path);
  await islandsReady(page);
  await expect(page.locator('h1').first()).toBeVisible();
  const words = new Set(await visibleWords(page));
  const english = ENGLISH.filter((word) => words.has(word));
  const formal = FORMAL.filter((word) => words.has(word));
  expect({ path, english, formal }).toEqual({ path, english: [], formal: [] });
}

test('every shopper page speaks Dutch, in the je-form', { tag: '@once' }, async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  const order = await placeOrder(page);
  for (const path of [
    '/',
    '/shop',
    '/shop/dames-broekjes',
    '/product/zorgzaam-pants-heren-normaal',
    '/producthulp',
    '/kennisbank',
    '/artikel/vergoeding-zorgverzekeraar',
    '/contact',
    '/over-ons',
    '/algemene-voorwaarden',
    '/privacybeleid',
    '/search?q=broekje',
    '/search?q=qqqqzzzz',
    '/login',
    '/registreer',
    '/forgot-password',
    '/reset-password?token=onbekend',
    '/herroepen',
    new URL(order.redirectUrl).pathname,
    `/bestelling/${order.id}`,
  ])
    await expectDutch(page, path);

  await page.goto('/product/zorgzaam-pants-heren-normaal');
  await islandsReady(page);
  await chooseFirstSize(page);
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await expectDutch(page, '/checkout');
  await logInAs(page, CUSTOMER);
  await expectDutch(page, '/account');
  expect(errors).toEqual([]);
  // Last: the 404 page's own status is logged as a failed resource.
  await expectDutch(page, '/bestaat-niet');
});

test('every staff page speaks Dutch, in the je-form', { tag: '@staff' }, async ({ page }) => {
  const order = await placeOrder(page);
  await logInAs(page, ADMIN);
  for (const path of [
    '/admin/orders',
    `/admin/orders/${order.number}`,
    '/admin/products',
    '/admin/stats',
    '/editor/home',
    '/editor/',
    '/editor/artikel/vergoeding-zorgverzekeraar',
  ])
    await expectDutch(page, path);
  await page.goto('/editor/home');
  await page.getByRole('button', { name: 'Blok toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Blok toevoegen' });
  await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeVisible();
  const dialogWords = new Set(((await dialog.textContent()) ?? '').toLowerCase().split(/[^\p{L}]+/u));
  expect(ENGLISH.filter((word) => dialogWords.has(word))).toEqual([]);
});

test("form errors are the shop's own, in Dutch, next to the field and announced", { tag: '@once' }, async ({
  page,
}) => {
  await page.goto('/login');
  await islandsReady(page);
  const main = page.getByRole('main');
  // Required fields say so.
  await expect(main.getByText('E-mailadres (verplicht)')).toBeVisible();
  await main.getByLabel('E-mailadres').fill('geen-adres');
  await main.getByRole('button', { name: 'Inloggen' }).click();
  const email = main.getByLabel('E-mailadres');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Vul een geldig e-mailadres in/);
  await expect(main.getByLabel('Wachtwoord')).toHaveAccessibleDescription("Vul het veld 'Wachtwoord' in.");
  // The browser's own bubble never shows: the form is not validated by the browser.
  await expect(main.locator('form')).toHaveAttribute('novalidate', '');
  await expect(email).toBeFocused();
  await expectNoAxeViolations(page);

  await page.goto('/herroepen');
  await page.getByRole('button', { name: 'Overeenkomst herroepen' }).click();
  await expect(page.getByLabel('Bestelnummer')).toHaveAccessibleDescription(
    "Vul het veld 'Bestelnummer' in.",
  );
});

test('the API answers validation errors in Dutch', { tag: '@api' }, async ({ request }) => {
  const response = await request.post('/api/create-order', { data: { lineItems: [{ quantity: 0 }] } });
  expect(response.status()).toBe(422);
  const body = (await response.json()) as { errors: Record<string, string[]> };
  const all = Object.values(body.errors).flat().join(' ');
  expect(all).not.toMatch(/Invalid input|expected|Too small|received/i);
  expect(all).toMatch(/Dit veld is verplicht\./);
});
