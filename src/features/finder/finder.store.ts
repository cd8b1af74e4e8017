import { persistentAtom } from '@nanostores/persistent';
import { EMPTY_ANSWERS, type FinderAnswers } from './finder';

/** The finder's answers in localStorage, so a returning visitor sees them again. */
export const $finderAnswers = persistentAtom<FinderAnswers>('wizardAnswers', EMPTY_ANSWERS, {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      return { ...EMPTY_ANSWERS, ...(JSON.parse(raw) as Partial<FinderAnswers>) };
    } catch {
      return EMPTY_ANSWERS;
    }
  },
});
