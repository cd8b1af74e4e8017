import { describe, expect, it } from 'vitest';
import { packsRefund, paidForPacks, splitInProportion } from './refunds';

describe('what packs of a line give back', () => {
  // 3 packs of 14,95 with 3,00 of the order's discount: 41,85 paid.
  const line = { quantity: 3, unitPriceCents: 1495, lineTotalCents: 4485, discountCents: 300 };

  it('gives back the whole line after its discount when every pack goes back', () => {
    expect(paidForPacks(line, 3)).toBe(4185);
    expect(packsRefund(line, 0, 3)).toEqual({ goodsCents: 4485, discountCents: 300, grossCents: 4185 });
  });

  it('gives back a share of the paid amount for part of the packs, rounded down, nothing for none', () => {
    expect(paidForPacks(line, 1)).toBe(1395);
    expect(paidForPacks(line, 2)).toBe(2790);
    expect(
      paidForPacks({ quantity: 3, unitPriceCents: 333, lineTotalCents: 1000, discountCents: 0 }, 1),
    ).toBe(333);
    expect(paidForPacks(line, 0)).toBe(0);
  });

  it('adds up to exactly what the line cost over several refunds, whatever their sizes', () => {
    // 1000 paid for 3 packs: 333 + 333 + 334, never 333 x 3 (a cent lost) nor a cent too many.
    const odd = { quantity: 3, unitPriceCents: 400, lineTotalCents: 1200, discountCents: 200 };
    const refunds = [packsRefund(odd, 0, 1), packsRefund(odd, 1, 1), packsRefund(odd, 2, 1)];
    expect(refunds.map((refund) => refund.grossCents)).toEqual([333, 333, 334]);
    expect(refunds.reduce((sum, refund) => sum + refund.discountCents, 0)).toBe(200);
    expect(packsRefund(odd, 1, 2).grossCents + packsRefund(odd, 0, 1).grossCents).toBe(1000);
  });
});

describe('an amount split over the VAT rates', () => {
  it('follows what is left at each rate, rounded down, the cents left to the largest part', () => {
    // 1000 x 3000/3999 = 750.2 and 1000 x 999/3999 = 249.8.
    expect(splitInProportion([{ grossCents: 3000 }, { grossCents: 999 }], 1000)).toEqual([751, 249]);
    expect(splitInProportion([{ grossCents: 0 }, { grossCents: 999 }], 500)).toEqual([0, 500]);
  });
});
