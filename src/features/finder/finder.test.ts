import { describe, expect, it } from 'vitest';
import { allAnswered, EMPTY_ANSWERS, filtersFromAnswers, isDimmed } from './finder';

describe('product finder', () => {
  it('dims a single-choice question until the previous one is answered', () => {
    expect(isDimmed(EMPTY_ANSWERS, 0)).toBe(false);
    expect(isDimmed(EMPTY_ANSWERS, 1)).toBe(true);
    expect(isDimmed({ ...EMPTY_ANSWERS, gender: 'female' }, 1)).toBe(false);
  });

  it('never dims the multiple-choice question', () => {
    expect(isDimmed(EMPTY_ANSWERS, 2)).toBe(false);
  });

  it('needs every question answered before showing products', () => {
    expect(allAnswered({ gender: 'male', leakage_amount: 'heavy', incontinence_time: [] })).toBe(false);
    expect(allAnswered({ gender: 'male', leakage_amount: 'heavy', incontinence_time: ['night'] })).toBe(true);
  });

  it('turns the answers into overview filters', () => {
    expect(
      filtersFromAnswers({ gender: 'male', leakage_amount: 'heavy', incontinence_time: ['day'] }),
    ).toEqual({
      gender: 'male',
      absorption: ['heavy'],
      categories: [],
    });
    expect(filtersFromAnswers(EMPTY_ANSWERS)).toEqual({ gender: 'both', absorption: [], categories: [] });
  });
});
