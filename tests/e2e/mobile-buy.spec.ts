import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, islandsReady } from './helpers';
import { chooseFirstSize, expectNoHorizontalScroll, placeOrder } from './shopper-helpers';

const PRODUCT = '/product/zorgzaam-pants-heren-normaal';

test('on a 390 px phone price, size and In winkelmand stand in the first screen, under the title', {
  tag: '@once',
}, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PRODUCT);
  await islandsReady(page);
  const title = await page.getByRole('heading', { level: 1 }).boundingBox();
  const price = await page.getByRole('article').getByText('€ 14,95', { exact: true }).boundingBox();
  const size = await page.getByLabel('Kies je maat').boundingBox();
  const button = await page.getByRole('button', { name: 'In winkelmand' }).boundingBox();
  expect(title!.y).toBeLessThan(price!.y);
  expect(price!.y).toBeLessThan(size!.y);
  expect(button!.y + button!.height).toBeLessThanOrEqual(844);
  await expectNoAxeViolations(page);
});

test('the product page fits 320 px: tab strip, size dropdown and Specificaties table', {
  tag: '@once',
}, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(PRODUCT);
  await islandsReady(page);
  await expectNoHorizontalScroll(page);
  for (const control of [page.getByLabel('Kies je maat'), ...(await page.getByRole('tab').all())]) {
    const box = await control.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  }
  await page.getByRole('tab', { name: 'Specificaties' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Specificaties' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('no main page scrolls sideways at 320 px, the test payment page included', { tag: '@once' }, async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const order = await placeOrder(page);
  const paths = [
    '/',
    '/shop',
    PRODUCT,
    '/producthulp',
    '/kennisbank',
    '/artikel/vergoeding-zorgverzekeraar',
    '/contact',
    '/search?q=broekje',
    '/login',
    '/registreer',
    '/herroepen',
    new URL(order.redirectUrl).pathname,
    `/bestelling/${order.id}`,
  ];
  for (const path of paths) {
    await page.goto(path);
    await expectNoHorizontalScroll(page);
  }
  await page.goto(PRODUCT);
  await islandsReady(page);
  await chooseFirstSize(page);
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await page.goto('/checkout');
  await islandsReady(page);
  await expectNoHorizontalScroll(page);
});

test('price per piece on cards and the product page, and a concrete delivery promise', async ({ page }) => {
  await page.goto(PRODUCT);
  await expect(page.getByRole('article').getByText('€ 1,07 per stuk (14 stuks per pak)')).toBeVisible();
  await expect(
    page.getByText(/Nu besteld, uiterlijk \w+dag \d+ \w+ discreet bij je bezorgd\./),
  ).toBeVisible();
  await expect(
    page.getByText('Op werkdagen vóór 16.00 uur besteld en betaald: binnen 2 werkdagen in huis.'),
  ).toBeVisible();
  await page.goto('/shop');
  await expect(page.getByText(/per stuk \(\d+ stuks per pak\)/).first()).toBeVisible();
});

test('every link, button and field shows a 3 px focus ring', { tag: '@once' }, async ({ page }) => {
  await page.goto('/login');
  await islandsReady(page);
  for (const control of [
    page.getByRole('link', { name: 'Wachtwoord vergeten?' }),
    page.getByRole('button', { name: 'Inloggen' }),
    page.getByRole('main').getByLabel('E-mailadres'),
  ]) {
    await control.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const outline = await control.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).toBe('solid 3px');
  }
});
