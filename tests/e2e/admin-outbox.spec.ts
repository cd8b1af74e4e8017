import { expect, test } from '@playwright/test';
import { ADMIN, expectNoAxeViolations, logInAs } from './helpers';

test('staff find the outgoing mails screen, which says when nothing keeps failing', {
  tag: '@staff',
}, async ({ page }) => {
  await logInAs(page, ADMIN);
  await page.goto('/admin/outbox');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Uitgaande berichten' })).toBeVisible();
  await expect(main.getByText('De winkel probeert het steeds opnieuw')).toBeVisible();
  await expect(main.getByText('Er is niets dat blijft mislukken.')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Uitgaande berichten' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
});
