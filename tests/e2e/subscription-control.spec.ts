import { expect, test } from '@playwright/test';
import { CUSTOMER, expectNoAxeViolations, logInAs } from './helpers';
import { subscribeAndOpenCard } from './subscription-helpers';

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
  const card = await subscribeAndOpenCard(page, {
    token,
    email: CUSTOMER.email,
    firstName: 'Saskia',
    lastName: 'Abonnee',
    intervalWeeks: 12,
  });
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
