import { describe, expect, it } from 'vitest';
import { announcedReduction, lowestPriceBefore } from './price-history';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));

describe('the Omnibus reference price', () => {
  const history = [
    { priceCents: 1500, changedAt: day(1) },
    { priceCents: 1200, changedAt: day(10) },
    { priceCents: 1600, changedAt: day(20) },
  ];

  it('is the lowest price of the 30 days before the reduction, not the last one', () => {
    // A reduction to 1400 on day 25: the last price was 1600, the 30-day lowest 1200 (no reduction).
    expect(lowestPriceBefore(history, day(25))).toBe(1200);
    expect(announcedReduction(1200, 1400)).toBeNull();
    expect(announcedReduction(1200, 900)).toBe(25);
  });

  it('counts the price in force when the window opened, and nothing before it', () => {
    // 30 days before 5 December is 5 November, when 1500 held; 1200 and 1600 followed.
    expect(lowestPriceBefore(history, new Date(Date.UTC(2026, 11, 5, 12)))).toBe(1200);
    expect(
      lowestPriceBefore([{ priceCents: 1500, changedAt: day(1) }], new Date(Date.UTC(2027, 0, 30))),
    ).toBe(1500);
    expect(lowestPriceBefore(history, day(1))).toBeNull();
  });
});
