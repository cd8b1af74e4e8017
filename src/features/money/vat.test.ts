import { describe, expect, it } from 'vitest';
import { allocateVat, includedVat, mainVatRate, vatPerRate } from './vat';

describe('the one VAT rule', () => {
  it('rounds once per rate over the document, not per line', () => {
    // Three lines of 14,99 at 9 %: rounded per line 1,24 each (3,72), per rate 3,71 of 44,97:
    // the kind of cent that once differed between the order page and the PDF.
    const parts = [
      { grossCents: 1499, vatRateBasisPoints: 900 },
      { grossCents: 1499, vatRateBasisPoints: 900 },
      { grossCents: 1499, vatRateBasisPoints: 900 },
    ];
    const perLine = parts.reduce((sum, part) => sum + includedVat(part.grossCents, 900), 0);
    const [row] = vatPerRate(parts);
    expect(perLine).toBe(372);
    expect(row).toEqual({ rateBasisPoints: 900, grossCents: 4497, vatCents: 371, netCents: 4126 });
  });

  it('mirrors a credit exactly (half away from zero)', () => {
    expect(includedVat(-1090, 900)).toBe(-90);
    expect(includedVat(-15, 900)).toBe(-includedVat(15, 900));
  });

  it("shares a rate's VAT over its parts so that they add up to it exactly", () => {
    const parts = [
      { grossCents: 1499, vatRateBasisPoints: 900 },
      { grossCents: 1499, vatRateBasisPoints: 900 },
      { grossCents: 1499, vatRateBasisPoints: 900 },
      { grossCents: 799, vatRateBasisPoints: 2100 },
      { grossCents: -300, vatRateBasisPoints: 900 },
    ];
    const shares = allocateVat(parts);
    const rows = vatPerRate(parts);
    for (const row of rows) {
      const sum = parts.reduce(
        (total, part, index) =>
          total + (part.vatRateBasisPoints === row.rateBasisPoints ? shares[index]! : 0),
        0,
      );
      expect(sum).toBe(row.vatCents);
    }
    // A rate whose parts cancel out has no VAT to share.
    expect(
      allocateVat([
        { grossCents: 500, vatRateBasisPoints: 900 },
        { grossCents: -500, vatRateBasisPoints: 900 },
      ]),
    ).toEqual([0, 0]);
  });

  it('charges shipping at the rate of the largest line, the first of equals', () => {
    expect(
      mainVatRate([
        { lineTotalCents: 500, vatRateBasisPoints: 2100 },
        { lineTotalCents: 900, vatRateBasisPoints: 900 },
      ]),
    ).toBe(900);
    expect(
      mainVatRate([
        { lineTotalCents: 500, vatRateBasisPoints: 2100 },
        { lineTotalCents: 500, vatRateBasisPoints: 900 },
      ]),
    ).toBe(2100);
  });
});
