import { useEffect, useRef, useState } from 'react';
import { setFilters } from '~/features/catalog/filters.store';
import { useHydratedStore } from '~/lib/use-hydrated-store';
import {
  allAnswered,
  EMPTY_ANSWERS,
  type FinderAnswers,
  filtersFromAnswers,
  isDimmed,
  QUESTIONS,
} from './finder';
import { $finderAnswers } from './finder.store';

/**
 * The Keuzehulp (spec sections 2 and 4): three questions, each single-choice one
 * dimmed until the previous is answered; answering scrolls on; 'Toon producten'
 * (a fixed bar on small screens) sets the filters and reveals the overview.
 */
export default function FinderWizard({ overviewId }: { overviewId: string }) {
  const answers = useHydratedStore($finderAnswers, EMPTY_ANSWERS);
  const questionRefs = useRef<(HTMLFieldSetElement | null)[]>([]);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pendingScroll = useRef<'button' | number | null>(null);
  const reduceMotion =
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const scrollTo = (element: Element | null | undefined) =>
    element?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });

  const choose = (index: number, value: string) => {
    const question = QUESTIONS[index]!;
    let next: FinderAnswers;
    if (question.multiple) {
      const current = answers[question.id] as string[];
      next = {
        ...answers,
        [question.id]: current.includes(value)
          ? current.filter((item) => item !== value)
          : [...current, value],
      };
    } else {
      next = { ...answers, [question.id]: value };
    }
    $finderAnswers.set(next);
    // The answer that completes the wizard leads to 'Toon producten' (the last question is a
    // multiple choice, so this cannot wait for a single choice); otherwise a single choice moves
    // on to the next question. Scrolled after React has rendered the button.
    if (allAnswered(next) && !allAnswered(answers)) pendingScroll.current = 'button';
    else if (!question.multiple && index + 1 < QUESTIONS.length) pendingScroll.current = index + 1;
  };

  // Once the products show, the button stops floating over them (issue 16).
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const target = pendingScroll.current;
    if (target === null) return;
    pendingScroll.current = null;
    scrollTo(target === 'button' ? buttonRef.current : questionRefs.current[target]);
  });

  const showProducts = () => {
    setShown(true);
    setFilters(filtersFromAnswers(answers));
    const overview = document.getElementById(overviewId);
    if (!overview) return;
    overview.hidden = false;
    scrollTo(overview);
    overview.querySelector<HTMLElement>('h2')?.focus();
  };

  const complete = allAnswered(answers);

  return (
    <div className="grid gap-8">
      {QUESTIONS.map((question, index) => {
        const dimmed = isDimmed(answers, index);
        const value = answers[question.id];
        return (
          <fieldset
            key={question.id}
            ref={(element) => {
              questionRefs.current[index] = element;
            }}
            disabled={dimmed}
            className={`rounded-2xl border border-surface-line bg-white p-6 transition-opacity ${dimmed ? 'opacity-45' : ''}`}
          >
            <legend className="float-left w-full">
              <span className="block text-base font-semibold text-brand-600">
                Vraag {index + 1} van {QUESTIONS.length}
              </span>
              <span className="mt-1 block text-2xl font-bold text-brand-800">{question.title}</span>
            </legend>
            <p className="clear-both pt-1 text-ink-soft">{question.help}</p>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              {question.options.map((option) => {
                const checked = Array.isArray(value) ? value.includes(option.value) : value === option.value;
                return (
                  <label
                    key={option.value}
                    className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 ${checked ? 'border-brand-600 bg-brand-50' : 'border-surface-line'}`}
                  >
                    <input
                      type={question.multiple ? 'checkbox' : 'radio'}
                      name={question.id}
                      value={option.value}
                      checked={checked}
                      onChange={() => choose(index, option.value)}
                      className="mt-1 h-5 w-5 flex-none accent-brand-600"
                    />
                    <span>
                      <span className="block text-lg font-semibold">{option.label}</span>
                      <span className="block text-base text-ink-soft">{option.description}</span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}

      {complete && (
        <div
          className={
            shown
              ? 'mt-6 sm:mt-0'
              : 'fixed inset-x-0 bottom-0 z-30 border-t border-surface-line bg-white p-4 shadow-lg sm:static sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none'
          }
        >
          <button
            ref={buttonRef}
            type="button"
            className="btn-primary w-full py-4 text-xl sm:w-auto"
            onClick={showProducts}
          >
            Toon producten
          </button>
        </div>
      )}
    </div>
  );
}
