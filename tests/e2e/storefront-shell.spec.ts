import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, islandsReady, openFilters } from './helpers';

const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1366) < 1024;

test.beforeEach(async ({ page }) => {
  await page.goto('/shop');
  await page.evaluate(() => localStorage.clear());
});

test.describe('header', () => {
  test('the search field opens under the header without moving or widening the page', async ({ page }) => {
    await page.goto('/shop');
    const header = page.locator('#site-header');
    const before = await header.boundingBox();
    await page.getByRole('button', { name: 'Zoeken openen' }).click();
    const input = page.getByRole('searchbox', { name: 'Zoeken' });
    await expect(input).toBeFocused();
    await expect(page.getByRole('button', { name: 'Winkelmand openen' })).toBeInViewport();
    expect((await header.boundingBox())?.height).toBe(before?.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);

    await input.fill('broekje');
    await page.getByRole('button', { name: 'Zoeken sluiten' }).click();
    await expect(input).toBeHidden();
    await page.getByRole('button', { name: 'Zoeken openen' }).click();
    await expect(input).toHaveValue('');
    await input.press('Escape');
    await expect(input).toBeHidden();
    await expect(page.getByRole('button', { name: 'Zoeken openen' })).toBeFocused();
  });

  test('menus open with the keyboard, close on Escape and give focus back', async ({ page }) => {
    await page.goto('/shop');
    if (isNarrow(page)) {
      const toggle = page.getByRole('button', { name: 'Menu openen' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('navigation', { name: 'Mobiel menu' });
      await expect(menu.getByRole('button', { name: 'Menu sluiten' })).toBeFocused();
      // Focus stays inside the open menu: Shift+Tab from the first element wraps to the last.
      await page.keyboard.press('Shift+Tab');
      await expect(menu.getByRole('link', { name: 'Inloggen' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
    } else {
      const dames = page
        .getByRole('navigation', { name: 'Hoofdmenu' })
        .getByRole('button', { name: 'Dames' });
      await dames.focus();
      await page.keyboard.press('Enter');
      await expect(dames).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Dames broekje met stretch' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('link', { name: 'Dames broekje met stretch' })).toBeHidden();
      await expect(dames).toBeFocused();
    }
  });

  test('Account and Uitloggen replace Inloggen while logged in', async ({ page, request }) => {
    const response = await request.post('/api/login', {
      data: { email: 'klant@zorgzaam.example', password: 'Welkom bij Zorgzaam 1' },
    });
    expect(response.ok()).toBe(true);
    const { token } = (await response.json()) as { token: string };
    await page.evaluate((value) => localStorage.setItem('authToken', value), token);
    await page.goto('/shop');
    if (isNarrow(page)) await page.getByRole('button', { name: 'Menu openen' }).click();
    const area = isNarrow(page)
      ? page.getByRole('navigation', { name: 'Mobiel menu' })
      : page.locator('#site-header');
    await expect(area.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(area.getByRole('link', { name: 'Inloggen' })).toBeHidden();
    await area.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeFalsy();
  });
  // The drawer's focus trap, Escape and focus return: src/features/cart/CartDrawer.test.tsx.
});

test.describe('banner and footer', () => {
  // The other journeys run with reduced motion (playwright.config.ts); this one needs the movement.
  test.use({ reducedMotion: 'no-preference' });
  test('the moving selling points can be stopped', async ({ page }) => {
    await page.goto('/shop');
    const stop = page.getByRole('button', { name: 'Beloftes stilzetten' });
    await stop.click();
    await expect(stop).toHaveAttribute('aria-pressed', 'true');
    const track = page.locator('[data-banner-track]');
    expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('paused');
  });
  // The newsletter form's hints and thank-you: src/components/shell/newsletter.client.test.ts.
});

test.describe('overview', () => {
  test('a category page shows its products whatever gender was chosen before, and /shop shows all again', async ({
    page,
  }) => {
    // A man used the finder, then looks at a category for his partner.
    await page.goto('/shop');
    await openFilters(page);
    await page.getByRole('radio', { name: 'Mannen' }).check();
    await page.goto('/shop/dames-broekjes');
    await openFilters(page);
    await expect(page.getByRole('radio', { name: 'Iedereen' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Dames broekjes/ })).toBeChecked();
    await expect(page.locator('[data-product-card]:visible')).toHaveCount(5);

    await page.getByRole('checkbox', { name: 'Licht' }).check();
    await expect(page.locator('[data-product-card]:visible')).toHaveCount(1);

    // The category belonged to that page; the absorption choice is kept.
    await page.goto('/shop');
    await openFilters(page);
    await expect(page.getByRole('checkbox', { name: 'Licht' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Dames broekjes/ })).not.toBeChecked();
    const light = await page.locator('[data-product-card]:visible').count();
    expect(light).toBeGreaterThan(1);
  });
});

test.describe('product page', () => {
  test('describes the product for search engines', { tag: '@once' }, async ({ page }) => {
    await page.goto('/product/zorgzaam-pants-dames-normaal');
    await expect(page).toHaveTitle('Zorgzaam Pants Dames Normaal | Zorgzaam');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    // Product, Organization and BreadcrumbList, each in its own script.
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string },
    );
    expect(blocks.map((block) => block['@type']).sort()).toEqual([
      'BreadcrumbList',
      'Organization',
      'Product',
    ]);
    const jsonLd = blocks.find((block) => block['@type'] === 'Product');
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Zorgzaam Pants Dames Normaal',
      offers: { priceCurrency: 'EUR', price: '14.95', availability: 'https://schema.org/InStock' },
    });
  });

  test('the instruction video plays, pauses, mutes and seeks', { tag: '@once' }, async ({ page }) => {
    await page.goto('/product/zorgzaam-pants-dames-normaal');
    const player = page.locator('[data-video]');
    await player.scrollIntoViewIfNeeded();
    await expect(player.getByText('0:00')).toBeVisible();

    // A click halfway along the bar seeks there, even before the video has loaded.
    const bar = player.getByRole('slider', { name: 'Positie in de video' });
    const box = (await bar.boundingBox())!;
    await bar.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect(player.locator('[data-video-time]')).toHaveText(/^0:0[5-7] \/ 0:12$/);

    await player.getByRole('button', { name: 'Afspelen' }).click();
    await expect(player.getByRole('button', { name: 'Pauzeren' })).toBeVisible();
    await player.getByRole('button', { name: 'Pauzeren' }).click();
    await expect(player.getByRole('button', { name: 'Afspelen' })).toBeVisible();

    const mute = player.getByRole('button', { name: 'Geluid uit' });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(await player.locator('video').evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
  });

  test('the gallery shows the chosen picture', async ({ page }) => {
    await page.goto('/product/zorgzaam-pants-dames-normaal');
    const main = page.locator('[data-gallery-main]');
    const first = await main.getAttribute('src');
    await page.getByRole('button', { name: 'Toon afbeelding 2' }).click();
    await expect(main).not.toHaveAttribute('src', first ?? '');
    await expect(page.getByRole('button', { name: 'Toon afbeelding 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

for (const path of ['/shop/mannen-broekjes', '/bestaat-niet']) {
  test(`no accessibility violations on ${path} with the search and drawer open`, async ({ page }) => {
    await page.goto(path);
    await islandsReady(page);
    await page.getByRole('button', { name: 'Zoeken openen' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Winkelmand openen' }).click();
    await expect(page.getByRole('dialog', { name: 'Winkelmand' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
