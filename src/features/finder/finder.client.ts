import { setFilters } from '~/features/catalog/filters.store';
import { allAnswered, type FinderAnswers, filtersFromAnswers, isDimmed, QUESTIONS } from './finder';
import { $finderAnswers } from './finder.store';
import { type FinderProduct, rankForAnswers } from './ranking';

/**
 * FinderWizard.astro in plain TypeScript: the stored answers check the inputs and undim the next
 * question; an answer moves on to the next question, the completing one to 'Toon producten'.
 */
export function initFinder(root: HTMLElement): void {
  const fieldsets = [...root.querySelectorAll<HTMLFieldSetElement>('[data-finder-question]')];
  const bar = root.querySelector<HTMLElement>('[data-finder-bar]')!;
  const button = bar.querySelector('button')!;
  const classes = (name: string) => (root.dataset[name] ?? '').split(' ').filter(Boolean);
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const scrollTo = (element: Element | null | undefined) =>
    element?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
  // Once the products show, the button stops floating over them.
  let shown = false;

  const render = (answers: FinderAnswers) => {
    for (const [index, question] of QUESTIONS.entries()) {
      const fieldset = fieldsets[index];
      if (!fieldset) continue;
      const dimmed = isDimmed(answers, index);
      fieldset.disabled = dimmed;
      fieldset.classList.toggle('opacity-45', dimmed);
      const value = answers[question.id];
      for (const input of fieldset.querySelectorAll('input')) {
        const checked = Array.isArray(value) ? value.includes(input.value) : value === input.value;
        input.checked = checked;
        const label = input.closest('label');
        label?.classList.remove(...classes(checked ? 'optionUnchecked' : 'optionChecked'));
        label?.classList.add(...classes(checked ? 'optionChecked' : 'optionUnchecked'));
      }
    }
    bar.hidden = !allAnswered(answers);
    bar.className = classes(shown ? 'barShown' : 'barFloating').join(' ');
  };

  root.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement)) return;
    const index = fieldsets.findIndex((fieldset) => fieldset.contains(input));
    const question = QUESTIONS[index];
    if (!question) return;
    const answers = $finderAnswers.get();
    let next: FinderAnswers;
    if (question.multiple) {
      const current = answers[question.id] as string[];
      next = {
        ...answers,
        [question.id]: current.includes(input.value)
          ? current.filter((item) => item !== input.value)
          : [...current, input.value],
      };
    } else {
      next = { ...answers, [question.id]: input.value };
    }
    $finderAnswers.set(next);
    // The answer that completes the wizard leads to 'Toon producten' (the last question is a
    // multiple choice, so this cannot wait for a single choice); otherwise a single choice moves
    // on to the next question.
    if (allAnswered(next) && !allAnswered(answers)) scrollTo(button);
    else if (!question.multiple && index + 1 < QUESTIONS.length) scrollTo(fieldsets[index + 1]);
  });

  button.addEventListener('click', () => {
    shown = true;
    render($finderAnswers.get());
    setFilters(filtersFromAnswers($finderAnswers.get()));
    const overview = document.getElementById(root.dataset.overviewId ?? '');
    if (!overview) return;
    showBest(overview, $finderAnswers.get());
    overview.hidden = false;
    scrollTo(overview);
    overview.querySelector<HTMLElement>('h2')?.focus();
  });

  $finderAnswers.subscribe(render);
}

/** The ranked products above the overview, each with the one line that says why it fits. */
function showBest(overview: HTMLElement, answers: FinderAnswers): void {
  const section = overview.querySelector<HTMLElement>('[data-finder-best]');
  const list = section?.querySelector<HTMLOListElement>('[data-finder-best-list]');
  const none = section?.querySelector<HTMLElement>('[data-finder-none]');
  if (!section || !list || !none) return;
  const products = JSON.parse(section.dataset.finderBest ?? '[]') as FinderProduct[];
  const ranked = rankForAnswers(products, answers);
  list.replaceChildren(
    ...ranked.map(({ product, reason }) => {
      const item = document.createElement('li');
      item.className = 'rounded-2xl border-2 border-brand-200 bg-white p-4';
      item.dataset.finderBestItem = product.slug;
      const link = document.createElement('a');
      link.href = product.url;
      link.className = 'text-xl font-semibold text-brand-800 underline focus-ring rounded';
      link.textContent = product.name;
      const why = document.createElement('p');
      why.className = 'mt-1 text-lg';
      why.textContent = reason;
      const price = document.createElement('p');
      price.className = 'amount mt-1 text-lg font-bold';
      price.textContent = product.price;
      item.append(link, why, price);
      return item;
    }),
  );
  none.hidden = ranked.length > 0;
}
