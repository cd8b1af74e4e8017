import { expect, type Locator, test } from '@playwright/test';
import { CUSTOMER, expectNoAxeViolations, islandsReady, logInAs } from './helpers';
import { chooseFirstSize, expectNoHorizontalScroll, placeOrder } from './shopper-helpers';

// Loose ends from the review, at 390 px.
test.use({ viewport: { width: 390, height: 844 } });

/** An amount on one line: as high as one line of its own text. */
async function expectOneLine(amount: Locator): Promise<void> {
  const lines = await amount.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    // One box per line the text takes (a wrapped amount gives two).
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines, `${await amount.textContent()} breaks over lines`).toBe(1);
}

test('amounts stay on one line on the thank-you and payment-failed pages', async ({ page }) => {
  for (const outcome of ['Betaald', 'Mislukt']) {
    const order = await placeOrder(page);
    await page.goto(order.redirectUrl);
    await page.getByRole('button', { name: outcome }).click();
    await expect(
      page.getByRole('heading', { name: `Overzicht van bestelling ${order.number}` }),
    ).toBeVisible();
    const amounts = page.locator('main td.amount');
    expect(await amounts.count()).toBeGreaterThan(3);
    for (const amount of await amounts.all()) await expectOneLine(amount);
    await expectNoHorizontalScroll(page);
  }
});

test('a product with sizes has none chosen: In winkelmand asks for one first', async ({ page }) => {
  await page.goto('/product/zorgzaam-pants-heren-normaal');
  await islandsReady(page);
  await expect(page.getByLabel('Kies je maat')).toHaveValue('');
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await expect(page.getByText('Kies eerst je maat.')).toBeVisible();
  await expect(page.getByLabel('Kies je maat')).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Winkelmand' })).toBeHidden();
  await chooseFirstSize(page);
  await expect(page.getByText('Kies eerst je maat.')).toBeHidden();
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  const drawer = page.getByRole('dialog', { name: 'Winkelmand' });
  await expect(drawer).toBeVisible();

  // Removing the last line leaves focus in the drawer: Escape still closes it.
  // By keyboard, as the review found it: the focused button disappears with its line.
  await drawer
    .getByRole('button', { name: /^Verwijder/ })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByText('Je winkelmand is leeg.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('the phone number is a tap-to-call link in the header and the menu; guests see no Mijn account', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.locator('#site-header');
  await expect(header.getByRole('link', { name: 'Bel ons: 020 123 45 67' }).first()).toHaveAttribute(
    'href',
    'tel:+31201234567',
  );
  await page.getByRole('button', { name: 'Menu openen' }).click();
  await expect(
    page
      .getByRole('navigation', { name: 'Mobiel menu' })
      .getByRole('link', { name: 'Bel ons: 020 123 45 67' }),
  ).toHaveAttribute('href', 'tel:+31201234567');
  await page.keyboard.press('Escape');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Mijn account' })).toBeHidden();
  await logInAs(page, CUSTOMER);
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mijn account' })).toBeVisible();
});

test('search counts one result in the singular and understands symptom words', { tag: '@once' }, async ({
  page,
}) => {
  await page.goto('/search?q=druppels');
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Inlegverband Dames Druppel/ })
      .first(),
  ).toBeVisible();
  await page.goto('/search?q=fixatiebroekje');
  await expect(page.getByText(/^\d+ resulta(at|ten) gevonden$/)).toBeVisible();
  const text = (await page.getByText(/^\d+ resulta(at|ten) gevonden$/).textContent()) ?? '';
  if (text.startsWith('1 ')) expect(text).toBe('1 resultaat gevonden');
});

test('the Keuzehulp sends a few drops (woman) to a light pad and says why', { tag: '@once' }, async ({
  page,
}) => {
  await page.goto('/producthulp');
  await page.getByRole('radio', { name: /Voor een vrouw/ }).check();
  await page.getByRole('radio', { name: /Een paar druppels/ }).check();
  await page.getByRole('checkbox', { name: /Overdag/ }).check();
  await page.getByRole('button', { name: 'Toon producten' }).click();
  const best = page.getByRole('region', { name: 'Dit past het best bij je antwoorden' });
  const first = best.getByRole('listitem').first();
  await expect(first).toContainText('Inlegverband Dames');
  await expect(first).toContainText('Past bij een paar druppels, voor vrouwen');
  await expect(best).not.toContainText('Stretch');
  await expectNoAxeViolations(page, { within: '#finder-results' });
});
