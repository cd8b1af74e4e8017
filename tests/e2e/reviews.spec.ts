import { expect, test } from '@playwright/test';
import { EDITOR, expectNoAxeViolations, lastMailTo, logInAs } from './helpers';
import { expectNoHorizontalScroll, payOrder, placeOrder } from './shopper-helpers';

// A review is invited after delivery, written by the buyer, approved by staff and shown.
test.use({ viewport: { width: 390, height: 844 } });

test('a buyer is invited after delivery, writes a review, staff approve it and the product shows it', async ({
  page,
}, testInfo) => {
  // The desktop and mobile runs share one shop: each reviews a product of its own, so each starts at none.
  const slug =
    testInfo.project.name === 'mobile'
      ? 'zorgzaam-inlegverband-dames-licht'
      : 'zorgzaam-inlegverband-dames-druppel';
  const order = await placeOrder(page, slug);
  await payOrder(page, order);

  // Before any review: the product says so, and shows no stars or examples.
  await page.goto(`/product/${slug}`);
  await expect(
    page
      .getByRole('region', { name: 'Ervaringen' })
      .getByText('Er zijn nog geen ervaringen van kopers van dit product.'),
  ).toBeVisible();

  // Staff ship and deliver the order; delivery sends the invitation.
  const token = await logInAs(page, EDITOR);
  for (const action of ['ship', 'deliver'] as const) {
    const response = await page.request.post(`/api/admin/orders/${order.number}/${action}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    expect(response.ok()).toBe(true);
  }
  // The invitation leaves from the outbox just after the delivery is committed.
  const subject = `Subject: Hoe bevalt je bestelling ${order.number}?`;
  await expect.poll(async () => (await lastMailTo('marja@example.nl')).includes(subject)).toBe(true);
  const mail = await lastMailTo('marja@example.nl');
  expect(mail).not.toContain('Inlegverband');
  const link = mail.match(/https?:\/\/[^\s"<>]+\/review\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();

  // The buyer follows the link and writes a review of what she bought.
  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL(link!).pathname);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Beoordeel je bestelling' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await main.getByText('4 sterren').click();
  await main.getByLabel('Je ervaring').fill('Zo dun dat ik het niet voel, en droog bij hoesten.');
  await main.getByRole('button', { name: 'Review versturen' }).click();
  await expect(main.getByRole('status')).toHaveText(
    'Dank je wel. We lezen je review en plaatsen hem zo snel mogelijk.',
  );
  await expectNoAxeViolations(page, { within: 'main' });

  // Staff approve it on the reviews screen.
  await logInAs(page, EDITOR);
  await page.goto('/admin/reviews');
  const screen = page.getByRole('main');
  const item = screen.getByRole('listitem').filter({ hasText: 'Zo dun dat ik het niet voel' });
  await expect(item).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await item.getByRole('button', { name: /^Goedkeuren/ }).click();
  await expect(screen.getByRole('status')).toContainText('Goedgekeurd');

  // The product page now shows the count, the average and the review with its date.
  await page.goto(`/product/${slug}`);
  const voice = page.getByRole('region', { name: 'Ervaringen' });
  await expect(voice.getByText('4,0 van 5 sterren, gemiddeld over 1 ervaring van kopers')).toBeVisible();
  await expect(voice.getByText('Zo dun dat ik het niet voel, en droog bij hoesten.')).toBeVisible();
  await page.getByRole('tab', { name: 'Ervaringen (1)' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Ervaringen (1)' });
  await expect(panel.getByText('4,0 van 5 sterren, gemiddeld over 1 ervaring van kopers')).toBeVisible();
  await expect(panel.getByText('Zo dun dat ik het niet voel, en droog bij hoesten.')).toBeVisible();
  await expect(panel.getByText(/Marja V\. · Gekocht en ontvangen bij ons · Geschreven op/)).toBeVisible();
  await expectNoAxeViolations(page, { within: '#panel-ervaringen' });
});

test('the guarantee is defined once and linked from the product page; reviews are explained', {
  tag: '@once',
}, async ({ page }) => {
  await page.goto('/product/zorgzaam-pants-dames-normaal');
  await page.getByRole('link', { name: 'Zo werkt de geld-terug-garantie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Onze 100% geld-terug-garantie' })).toBeVisible();
  await expect(page.getByText('Binnen 30 dagen nadat je de bestelling hebt ontvangen.')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await page.goto('/ervaringen');
  await expect(page.getByRole('heading', { name: 'Alleen van kopers' })).toBeVisible();
  await expectNoAxeViolations(page, { within: 'main' });
});
