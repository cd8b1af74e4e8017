import { expect, test } from '@playwright/test';
import { CUSTOMER, EDITOR, expectNoAxeViolations, islandsReady, logInAs } from './helpers';
import { chooseFirstSize, failOnConsoleErrors } from './shopper-helpers';

test('GET /api/pages and /api/pages/ answer the home page (empty path means home)', { tag: '@api' }, async ({
  request,
}) => {
  for (const path of ['/api/pages', '/api/pages/']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(((await response.json()) as { slug: string }).slug).toBe('home');
  }
});

test('cart drawer: minus is disabled at 1, typing 0 still removes the line', async ({ page }) => {
  await page.goto('/product/zorgzaam-heupbandverband-heren-normaal');
  await islandsReady(page);
  await chooseFirstSize(page);
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  const drawer = page.getByRole('dialog', { name: 'Winkelmand' });
  await expect(drawer.getByRole('button', { name: /^Eén minder/ })).toBeDisabled();
  await drawer.getByRole('button', { name: /^Eén meer/ }).click();
  await expect(drawer.getByRole('button', { name: /^Eén minder/ })).toBeEnabled();
  await drawer.getByRole('spinbutton').fill('0');
  await expect(drawer.getByText('Je winkelmand is leeg.')).toBeVisible();
});

test('the Keuzehulp brings Toon producten into view after the answer that completes it', {
  tag: '@once',
}, async ({ page }) => {
  for (const height of [600, 900, 1400]) {
    await page.setViewportSize({ width: 1366, height });
    await page.goto('/producthulp');
    await page.evaluate(() => localStorage.removeItem('wizardAnswers'));
    await page.reload();
    await islandsReady(page);
    await page.getByRole('radio', { name: /Voor een vrouw/ }).check();
    await page.getByRole('radio', { name: /Een volledige blaas/ }).check();
    await page.getByRole('checkbox').first().check();
    await expect(page.getByRole('button', { name: 'Toon producten' })).toBeInViewport({ ratio: 1 });
  }
});

test('a logged-in customer who opens /editor is told why access is refused', { tag: '@staff' }, async ({
  page,
}) => {
  await logInAs(page, CUSTOMER);
  await page.goto('/editor/home');
  await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('alleen voor medewerkers');
  await expect(page).toHaveURL(/\/editor\/home$/);
  await expectNoAxeViolations(page);
});

test('/account hydrates without React error #418, however fast the user arrives', { tag: '@once' }, async ({
  page,
}) => {
  const errors = failOnConsoleErrors(page);
  await logInAs(page, CUSTOMER);
  for (let load = 0; load < 3; load += 1) {
    await page.goto('/account');
    await islandsReady(page);
    await expect(page.getByRole('heading', { name: 'Mijn bestellingen' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('reimbursement by health insurers: article and FAQ, linked from product pages and the footer', {
  tag: '@once',
}, async ({ page }) => {
  await page.goto('/product/zorgzaam-pants-heren-normaal');
  const help = page.getByRole('complementary', { name: 'Hulp bij het kiezen?' });
  await expect(help.getByRole('link', { name: '020 123 45 67' })).toHaveAttribute('href', 'tel:+31201234567');
  await expect(help.getByText('Maandag t/m vrijdag 8.30 - 17.30 uur')).toBeVisible();
  await help.getByRole('link', { name: 'Vergoedt mijn zorgverzekeraar dit?' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vergoedt mijn zorgverzekeraar incontinentiemateriaal?' }),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(/basisverzekering/).first()).toBeVisible();
  await expect(main.getByText(/medische verklaring/).first()).toBeVisible();
  await expect(main.getByText(/klanten die zelf betalen/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Vergoeding door je zorgverzekeraar' })
    .click();
  await expect(page).toHaveURL(/\/artikel\/vergoeding-zorgverzekeraar$/);
  await page.goto('/contact');
  await expect(page.getByText('Vergoedt mijn zorgverzekeraar incontinentiemateriaal?')).toBeVisible();
});

test('rich text: an image pasted as base64 is uploaded before saving, not silently dropped', {
  tag: '@staff',
}, async ({ page }) => {
  await logInAs(page, EDITOR);
  await page.goto('/editor/over-ons');
  await islandsReady(page);
  const editable = page.locator('.rich-text-editor [contenteditable]').first();
  await expect(editable).toBeVisible();
  // A 1x1 PNG, pasted the way a browser pastes an image copied from another page.
  const png =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  await editable.click();
  await editable.evaluate((element, source) => {
    const data = new DataTransfer();
    data.setData('text/html', `<p><img src="${source}" alt="Meetlint"></p>`);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, png);
  // The editor reports its change a moment later (Milkdown debounces): then save.
  await expect(page.getByText('Niet opgeslagen wijzigingen')).toBeVisible();
  await page.getByRole('button', { name: 'Publiceren' }).click();
  await expect(page.getByText('De pagina is gepubliceerd.')).toBeVisible();
  const saved = (await (await page.request.get('/api/pages/over-ons')).json()) as { content: unknown };
  const text = JSON.stringify(saved.content);
  expect(text).toMatch(/<img src=\\"\/media\/[^"\\]+\\" alt=\\"Meetlint\\"/);
  expect(text).not.toContain('data:image');
});
