import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QUESTIONS } from './finder';

// FinderWizard.astro's markup, built from the same questions, with the overview it reveals.
function wizard(): string {
  const fieldsets = QUESTIONS.map(
    (question) => `
    <fieldset data-finder-question><legend>${question.title}</legend>
      ${question.options
        .map(
          (option) =>
            `<label><input type="${question.multiple ? 'checkbox' : 'radio'}" name="${question.id}" value="${option.value}" /> ${option.label}</label>`,
        )
        .join('')}
    </fieldset>`,
  ).join('');
  return `
  <div data-finder data-overview-id="finder-results" data-option-checked="border-brand-600" data-option-unchecked="border-surface-line"
    data-bar-floating="fixed" data-bar-shown="mt-6">
    ${fieldsets}
    <div data-finder-bar hidden><button type="button">Toon producten</button></div>
  </div>
  <section id="finder-results" hidden><h2 tabindex="-1">Jouw producten</h2></section>`;
}

let finderStore: typeof import('./finder.store');
let filtersStore: typeof import('~/features/catalog/filters.store');

async function start() {
  document.body.innerHTML = wizard();
  const { initFinder } = await import('./finder.client');
  initFinder(document.querySelector<HTMLElement>('[data-finder]')!);
}

describe('product finder (page script)', () => {
  beforeEach(async () => {
    vi.resetModules();
    Element.prototype.scrollIntoView = vi.fn();
    finderStore = await import('./finder.store');
    filtersStore = await import('~/features/catalog/filters.store');
  });

  it('dims each question until the one before it is answered', async () => {
    await start();
    const [first, second] = screen.getAllByRole('group');
    expect(first).toBeEnabled();
    expect(second).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Voor een vrouw' }));
    expect(second).toBeEnabled();
  });

  it("shows 'Toon producten' once every question is answered, then sets the filters and reveals the products", async () => {
    await start();
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Toon producten' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Voor een man' }));
    await user.click(screen.getByRole('radio', { name: 'Een flinke hoeveelheid' }));
    await user.click(screen.getByRole('checkbox', { name: "'s Nachts" }));
    await user.click(screen.getByRole('button', { name: 'Toon producten' }));
    expect(filtersStore.$filters.get()).toEqual({ gender: 'male', absorption: ['heavy'], categories: [] });
    expect(screen.getByRole('heading', { name: 'Jouw producten' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Jouw producten' })).toHaveFocus();
  });

  it('shows the answers a returning visitor gave before', async () => {
    finderStore.$finderAnswers.set({ gender: 'female', leakage_amount: 'light', incontinence_time: ['day'] });
    await start();
    expect(screen.getByRole('radio', { name: 'Voor een vrouw' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Overdag' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Toon producten' })).toBeVisible();
  });

  it('takes a multiple-choice answer away on a second click', async () => {
    await start();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Voor een vrouw' }));
    await user.click(screen.getByRole('radio', { name: 'Een paar druppels' }));
    const night = screen.getByRole('checkbox', { name: "'s Nachts" });
    await user.click(night);
    await user.click(night);
    expect(finderStore.$finderAnswers.get().incontinence_time).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Toon producten' })).not.toBeInTheDocument();
  });
});
