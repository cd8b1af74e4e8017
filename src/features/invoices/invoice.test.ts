import { describe, expect, it } from 'vitest';
import { creditFigures, formatInvoiceNumber, invoiceFigures, netFromGross, vatBreakdown } from './invoice';

const describeRate = (rate: number) => `Terugbetaling ${rate}`;

describe('VAT breakdown of an invoice', () => {
  it('rounds once per rate, in cents, not per line', () => {
    // Three lines of € 0,05 at 9 %: per line 0,41 ct each (0 when rounded), together 1,24 ct -> 1 ct.
    const lines = [1, 2, 3].map(() => ({ grossCents: 5, vatRateBasisPoints: 900 }));
    expect(vatBreakdown(lines, null)).toEqual([
      { rateBasisPoints: 900, grossCents: 15, vatCents: 1, netCents: 14 },
    ]);
  });

  it('keeps 9 % and 21 % apart, ordered by rate, and adds shipping to its rate', () => {
    const vat = vatBreakdown(
      [
        { grossCents: 2121, vatRateBasisPoints: 2100 },
        { grossCents: 1090, vatRateBasisPoints: 900 },
      ],
      { grossCents: 500, vatRateBasisPoints: 900 },
    );
    expect(vat).toEqual([
      { rateBasisPoints: 900, grossCents: 1590, vatCents: 131, netCents: 1459 },
      { rateBasisPoints: 2100, grossCents: 2121, vatCents: 368, netCents: 1753 },
    ]);
  });

  it('charges shipping at the rate of the largest line and sums the totals from the rates', () => {
    const figures = invoiceFigures(
      [
        { description: 'Pants', quantity: 3, unitPriceCents: 1250, vatRateBasisPoints: 900 },
        { description: 'Huidcrème', quantity: 1, unitPriceCents: 995, vatRateBasisPoints: 2100 },
      ],
      500,
    );
    expect(figures.shipping).toEqual({ grossCents: 500, vatRateBasisPoints: 900 });
    expect(figures.lines[0]).toMatchObject({ unitGrossCents: 1250, unitNetCents: 1147, grossCents: 3750 });
    expect(figures.totals).toEqual({ grossCents: 5245, vatCents: 351 + 173, netCents: 5245 - 524 });
    const larger21 = invoiceFigures(
      [
        { description: 'Pants', quantity: 1, unitPriceCents: 1250, vatRateBasisPoints: 900 },
        { description: 'Huidcrème', quantity: 2, unitPriceCents: 995, vatRateBasisPoints: 2100 },
      ],
      500,
    );
    expect(larger21.shipping?.vatRateBasisPoints).toBe(2100);
  });

  it('leaves shipping out when it is free', () => {
    const figures = invoiceFigures(
      [{ description: 'x', quantity: 5, unitPriceCents: 1000, vatRateBasisPoints: 900 }],
      0,
    );
    expect(figures.shipping).toBeNull();
    expect(figures.vat).toHaveLength(1);
  });

  it('computes prices without VAT from prices with it', () => {
    expect(netFromGross(1090, 900)).toBe(1000);
    expect(netFromGross(1210, 2100)).toBe(1000);
    expect(netFromGross(-1090, 900)).toBe(-1000);
  });
});

describe('credit invoice figures', () => {
  const original = invoiceFigures(
    [
      { description: 'Pants', quantity: 2, unitPriceCents: 1250, vatRateBasisPoints: 900 },
      { description: 'Crème', quantity: 1, unitPriceCents: 999, vatRateBasisPoints: 2100 },
    ],
    500,
  );

  it('negates every line and the shipping for the whole amount, mirroring the VAT exactly', () => {
    const credit = creditFigures(original, original.totals.grossCents, describeRate);
    expect(credit.lines.map((line) => line.quantity)).toEqual([-2, -1]);
    expect(credit.shipping?.grossCents).toBe(-500);
    expect(credit.totals).toEqual({
      netCents: -original.totals.netCents,
      vatCents: -original.totals.vatCents,
      grossCents: -original.totals.grossCents,
    });
  });

  it('splits a part over the rates in proportion to what each rate charged, to the cent', () => {
    // 1000 x 3000/3999 = 750.2 and 1000 x 999/3999 = 249.8: floored, the cent left goes to the largest.
    const credit = creditFigures(original, 1000, describeRate);
    expect(credit.totals.grossCents).toBe(-1000);
    expect(credit.lines.map((line) => [line.description, line.grossCents])).toEqual([
      ['Terugbetaling 900', -751],
      ['Terugbetaling 2100', -249],
    ]);
    expect(credit.vat.map((row) => row.vatCents)).toEqual([-62, -43]);
  });

  it('makes the last part give back exactly the VAT left, whatever the earlier parts rounded', () => {
    const parts = [1000, 1333, 1];
    const credits: ReturnType<typeof creditFigures>[] = [];
    for (const amount of [...parts, original.totals.grossCents - 2334]) {
      const earlier = credits.flatMap((credit) => credit.vat);
      const summed = [900, 2100].map((rate) => {
        const rows = earlier.filter((row) => row.rateBasisPoints === rate);
        const add = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((t, r) => t + pick(r), 0);
        return {
          rateBasisPoints: rate,
          grossCents: add((r) => r.grossCents),
          vatCents: add((r) => r.vatCents),
          netCents: add((r) => r.netCents),
        };
      });
      credits.push(creditFigures(original, amount, describeRate, credits.length ? summed : []));
    }
    const total = (pick: (figures: (typeof credits)[number]) => number) =>
      credits.reduce((t, c) => t + pick(c), 0);
    expect(total((c) => c.totals.grossCents)).toBe(-original.totals.grossCents);
    expect(total((c) => c.totals.vatCents)).toBe(-original.totals.vatCents);
    expect(total((c) => c.totals.netCents)).toBe(-original.totals.netCents);
  });
});

it('prints invoice numbers with a prefix and leading zeros', () => {
  expect(formatInvoiceNumber(42)).toBe('F-000042');
});
