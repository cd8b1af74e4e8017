import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, islandsReady, logInAs } from './helpers';
import { expectNoHorizontalScroll, registerByApi } from './shopper-helpers';
import { subscribeAndOpenCard } from './subscription-helpers';

/*
 * A daughter's subscription for her mother. The card shows where the renewals go (the
 * mother, at her address) and "Adres wijzigen" changes the mother's address, not the daughter's.
 */
test('at 390 px a daughter changes the delivery address of her mother’s subscription', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `dochter-${testInfo.project.name}-${Date.now()}@example.nl`;
  const password = 'tulpen in juni 2026';
  await registerByApi(page.request, { first_name: 'Sanne', last_name: 'Jansen', email, password });
  const token = await logInAs(page, { email, password });

  const card = await subscribeForMother(page, { email, token, interval: 8 });
  await expect(card.getByText('Bezorgd bij Riet Jansen')).toBeVisible();
  await expect(card.getByText(/Oudegracht 5, 3511 LX Utrecht/)).toBeVisible();

  await card.getByRole('button', { name: 'Adres wijzigen' }).click();
  const form = card.getByRole('form', { name: 'Adres wijzigen' });
  await form.getByLabel('Postcode').fill('3011 AD');
  await form.getByLabel('Huisnummer').fill('10');
  await form.getByLabel('Straat').fill('Coolsingel');
  await form.getByLabel('Plaats').fill('Rotterdam');
  await form.getByRole('button', { name: 'Adres opslaan' }).click();
  await expect(card.getByText(/De volgende levering gaat naar het nieuwe adres/)).toBeVisible();
  await expect(card.getByText('Bezorgd bij Riet Jansen')).toBeVisible();
  await expect(card.getByText(/Coolsingel 10, 3011 AD Rotterdam/)).toBeVisible();
  await expectNoAxeViolations(page, { within: 'main' });
  await expectNoHorizontalScroll(page);
  await card.screenshot({ path: testInfo.outputPath('daughter-subscription-card-390.png') });
});

/*
 * "Adres wijzigen" also chooses who receives the renewals: one of the daughter's saved
 * recipients, or herself at her own address. She keeps paying.
 */
for (const [viewport, size] of [
  ['390 px', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  test(`at ${viewport} a daughter sends her mother’s subscription to another saved recipient, then to herself`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const email = `keuze-${testInfo.project.name}-${size.width}-${Date.now()}@example.nl`;
    const password = 'tulpen in juni 2026';
    await registerByApi(page.request, { first_name: 'Sanne', last_name: 'Jansen', email, password });
    const token = await logInAs(page, { email, password });
    const auth = { authorization: `Bearer ${token}` };
    const saved = await page.request.post('/api/account/recipients', {
      headers: auth,
      data: {
        label: 'Oom',
        first_name: 'Kees',
        last_name: 'Jansen',
        postcode: '3011 AD',
        house_number: '10',
        addition: '',
        street: 'Coolsingel',
        city: 'Rotterdam',
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);

    const card = await subscribeForMother(page, { email, token, interval: 12 });
    await expect(card.getByText('Bezorgd bij Riet Jansen')).toBeVisible();

    await card.getByRole('button', { name: 'Adres wijzigen' }).click();
    const form = card.getByRole('form', { name: 'Adres wijzigen' });
    const choices = form.getByRole('group', { name: 'Wie ontvangt de leveringen?' });
    await choices.getByRole('radio', { name: /Oom: Kees Jansen, Coolsingel 10, 3011 AD Rotterdam/ }).check();
    await expect(form.getByLabel('Postcode')).toHaveCount(0);
    await expectNoAxeViolations(page, { within: 'main' });
    await expectNoHorizontalScroll(page);
    await card.screenshot({ path: testInfo.outputPath(`recipient-choice-${size.width}.png`) });
    await form.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(card.getByText(/De volgende levering gaat naar het nieuwe adres/)).toBeVisible();
    await expect(card.getByText('Bezorgd bij Kees Jansen')).toBeVisible();
    await expect(card.getByText(/Coolsingel 10, 3011 AD Rotterdam/)).toBeVisible();

    await card.getByRole('button', { name: 'Adres wijzigen' }).click();
    await form.getByRole('radio', { name: 'Ikzelf, op mijn eigen adres' }).check();
    await form.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(card.getByText(/De volgende levering gaat naar het nieuwe adres/)).toBeVisible();
    await expect(card.getByText(/Bezorgd bij/)).toHaveCount(0);
    await expect(card.getByText(/Dam 1, 1012 JS Amsterdam/)).toBeVisible();

    // After a reload the choice holds: it is the server's.
    await page.reload();
    await islandsReady(page);
    await expect(card.getByText(/Dam 1, 1012 JS Amsterdam/)).toBeVisible();
    await expect(card.getByText(/Bezorgd bij/)).toHaveCount(0);
  });
}

/**
 * The daughter (logged in as `email`) orders a subscription delivered to her mother Riet in Utrecht,
 * pays it on the test provider's page, and opens her account: answers the subscription's card.
 */
function subscribeForMother(page: Page, who: { email: string; token: string; interval: number }) {
  return subscribeAndOpenCard(page, {
    token: who.token,
    email: who.email,
    firstName: 'Sanne',
    lastName: 'Jansen',
    intervalWeeks: who.interval,
    recipient: {
      first_name: 'Riet',
      last_name: 'Jansen',
      postcode: '3511 LX',
      house_number: '5',
      addition: null,
      street: 'Oudegracht',
      city: 'Utrecht',
    },
  });
}
