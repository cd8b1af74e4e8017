import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_22_AA: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // Only violations are reported: axe then keeps no node lists for the rules that pass.
  resultTypes: ['violations'],
};
type AxeWindow = { axe: { run(context: string | Document, options: RunOptions): Promise<AxeResults> } };

/**
 * No WCAG 2.2 A/AA violation on the page as it is now. `within` limits the scan to one region
 * (e.g. 'main'): a journey that checks several states of the same page need not rescan the shop's
 * header and footer each time.
 *
 * axe-core runs in the page itself, put into each frame once per document (the editor's preview is
 * a frame). @axe-core/playwright's AxeBuilder did the same rules in 1.5-3 s a scan, most of it
 * spent re-injecting axe and finishing the run in a new blank page; this takes 0.1-0.7 s
 * (decision 020).
 */
export async function expectNoAxeViolations(page: Page, options: { within?: string } = {}): Promise<void> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!present)
      await frame.evaluate(`${axeSource};axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] })`);
  }
  const violations = await page.evaluate(
    async ({ within, runOptions }) => {
      const { axe } = window as unknown as AxeWindow;
      const results = await axe.run(within ?? document, runOptions);
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
    },
    { within: options.within, runOptions: WCAG_22_AA },
  );
  expect(violations).toEqual([]);
}

/** Waits until every island on the page has hydrated (Astro drops the `ssr` attribute then). */
export async function islandsReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/**
 * The newest e-mail to `to` in the test server's outbox (DATA_DIR/outbox), decoded enough to read
 * links. Waits a little: some mails are sent just after the answer.
 */
export async function lastMailTo(to: string, containing = ''): Promise<string> {
  const { existsSync, readdirSync, readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  // Mails leave through the outbox after the answer: up to 15 s on a busy 2-core machine.
  for (let attempt = 0; attempt < 150; attempt++) {
    const mails = (existsSync(outbox) ? readdirSync(outbox) : [])
      .sort()
      .map((file) =>
        readFileSync(path.join(outbox, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .filter((mail) => mail.includes(`To: ${to}`) && mail.includes(containing));
    if (mails.length > 0) return mails.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

// The embedded demo database's accounts (README, 'Accounts').
export const ADMIN = { email: 'beheer@zorgzaam.example', password: 'Welkom bij Zorgzaam 3' };
export const EDITOR = { email: 'redactie@zorgzaam.example', password: 'Welkom bij Zorgzaam 2' };
export const CUSTOMER = { email: 'klant@zorgzaam.example', password: 'Welkom bij Zorgzaam 1' };

/** Logs in through the API and keeps the token where the shop keeps it (localStorage authToken). */
export async function logInAs(page: Page, account: { email: string; password: string }): Promise<string> {
  const response = await page.request.post('/api/login', { data: account });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.goto('/robots.txt');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  return token;
}

/** On a phone the shop's filters wait behind 'Filteren' (a dialog); elsewhere they are always shown. */
export async function openFilters(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1366) < 1024)
    await page.getByRole('button', { name: /^Filteren/ }).click();
}
