import { describe, expect, it } from 'vitest';
import { refillDueDay } from './refill';

describe('"bijna op?" estimate', () => {
  it('counts pack size times quantity over the usage a day, from delivery, 5 days early', () => {
    // 2 packs of 14 = 28 pieces at 2 a day: 14 days; delivered after 2 days; remind 5 days before.
    expect(refillDueDay('2026-11-25', [{ inPackage: 14, quantity: 2 }], 2)).toBe('2026-12-06');
    // Two lines add up: 28 + 10 = 38 pieces at 4 a day: 9 days.
    expect(
      refillDueDay(
        '2026-11-25',
        [
          { inPackage: 14, quantity: 2 },
          { inPackage: 10, quantity: 1 },
        ],
        4,
      ),
    ).toBe('2026-12-01');
  });

  it('never reminds before tomorrow', () => {
    expect(refillDueDay('2026-11-25', [{ inPackage: 1, quantity: 1 }], 8)).toBe('2026-11-26');
  });
});
