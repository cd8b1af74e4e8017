import type { AbsorptionBand, Filters, GenderFilter } from '~/features/catalog/rules';

/** The finder's answers, kept in localStorage (spec section 3: gender, leakage_amount, incontinence_time). */
export interface FinderAnswers {
  gender: GenderFilter | null;
  leakage_amount: AbsorptionBand | null;
  incontinence_time: string[];
}

export const EMPTY_ANSWERS: FinderAnswers = { gender: null, leakage_amount: null, incontinence_time: [] };

export interface FinderQuestion {
  id: keyof FinderAnswers;
  title: string;
  help: string;
  multiple: boolean;
  options: { value: string; label: string; description: string }[];
}

export const QUESTIONS: FinderQuestion[] = [
  {
    id: 'gender',
    title: 'Voor wie zoek je bescherming?',
    help: 'Broekjes voor vrouwen en mannen hebben een andere pasvorm en bescherming op een andere plek.',
    multiple: false,
    options: [
      { value: 'female', label: 'Voor een vrouw', description: 'Pasvorm en bescherming voor vrouwen' },
      { value: 'male', label: 'Voor een man', description: 'Extra bescherming aan de voorkant' },
      { value: 'both', label: 'Maakt niet uit', description: 'Toon producten voor vrouwen en mannen' },
    ],
  },
  {
    id: 'leakage_amount',
    title: 'Hoeveel urine verlies je meestal?',
    help: 'Een schatting is genoeg. Twijfel je, kies dan de ruimere optie: dat voelt vaak zekerder.',
    multiple: false,
    options: [
      {
        value: 'light',
        label: 'Een paar druppels',
        description: 'Bijvoorbeeld bij hoesten, niezen of lachen',
      },
      { value: 'medium', label: 'Een kleine scheut', description: 'Soms niet op tijd bij het toilet' },
      { value: 'heavy', label: 'Een flinke hoeveelheid', description: 'Regelmatig, ook bij bewegen' },
      { value: 'extreme', label: 'Een volledige blaas', description: 'Je houdt urine nauwelijks op' },
    ],
  },
  {
    id: 'incontinence_time',
    title: 'Wanneer heb je bescherming nodig?',
    help: 'Kies alles wat van toepassing is.',
    multiple: true,
    options: [
      { value: 'day', label: 'Overdag', description: 'Thuis, op pad of op het werk' },
      { value: 'night', label: "'s Nachts", description: 'Voor een ongestoorde nachtrust' },
      { value: 'active', label: 'Bij sport en bewegen', description: 'Wandelen, fietsen, zwemmen' },
    ],
  },
];

/** A question is answered when it has a value (single choice) or at least one (multiple choice). */
export function isAnswered(answers: FinderAnswers, question: FinderQuestion): boolean {
  const value = answers[question.id];
  return Array.isArray(value) ? value.length > 0 : value !== null;
}

export const allAnswered = (answers: FinderAnswers) =>
  QUESTIONS.every((question) => isAnswered(answers, question));

/**
 * Each single-choice question stays dimmed until the previous one is answered;
 * multiple-choice questions are never dimmed (spec section 4).
 */
export function isDimmed(answers: FinderAnswers, index: number): boolean {
  const question = QUESTIONS[index];
  if (!question || question.multiple || index === 0) return false;
  return !isAnswered(answers, QUESTIONS[index - 1]!);
}

/** 'Toon producten' sets: gender (answer or both), absorption (the leakage answer alone), no categories. */
export function filtersFromAnswers(answers: FinderAnswers): Filters {
  return {
    gender: answers.gender ?? 'both',
    absorption: answers.leakage_amount ? [answers.leakage_amount] : [],
    categories: [],
  };
}
