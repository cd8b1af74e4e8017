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
    expect(figures.shipping).toMatchObject({ grossCents: 500, vatRateBasisPoints: 900 });
    expect(figures.lines[0]).toMatchObject({ unitGrossCents: 1250, unitNetCents: 1147, grossCents: 3750 });
    // Each line's net amount is stored once, and per rate the lines add up to the VAT base.
    const nine = figures.vat.find((row) => row.rateBasisPoints === 900)!;
    expect(figures.lines[0]!.netCents! + figures.shipping!.netCents!).toBe(nine.netCents);
    expect(figures.lines[1]!.netCents).toBe(
      figures.vat.find((row) => row.rateBasisPoints === 2100)!.netCents,
    );
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
  const pants = { description: 'Pants', unitPriceCents: 1250, vatRateBasisPoints: 900 };
  const creme = { description: 'Crème', unitPriceCents: 999, vatRateBasisPoints: 2100 };
  const original = invoiceFigures(
    [
      { ...pants, quantity: 2 },
      { ...creme, quantity: 1 },
    ],
    500,
    [{ description: 'Korting (ZOMER)', vatRateBasisPoints: 900, cents: 250 }],
  );
  const options = { charged: original.vat, discountCode: 'ZOMER', amountLabel: describeRate };
  const nothing = { lines: [], shipping: null, amounts: [] };

  it('negates every line, the discount and the shipping for everything, mirroring the VAT exactly', () => {
    const credit = creditFigures(
      {
        lines: [
          { ...pants, packs: 2, discountCents: 250 },
          { ...creme, packs: 1, discountCents: 0 },
        ],
        shipping: original.shipping,
        amounts: [],
      },
      options,
    );
    expect(credit.lines.map((line) => [line.description, line.quantity, line.grossCents])).toEqual([
      ['Pants', -2, -2500],
      ['Crème', -1, -999],
      ['Korting (ZOMER)', -1, 250],
    ]);
    expect(credit.shipping?.grossCents).toBe(-500);
    expect(credit.vat).toEqual(
      original.vat.map((row) => ({
        ...row,
        grossCents: -row.grossCents,
        vatCents: -row.vatCents,
        netCents: -row.netCents,
      })),
    );
  });

  it('names the credited packs at their price and gives back the discount they carried', () => {
    const credit = creditFigures(
      { ...nothing, lines: [{ ...pants, packs: 1, discountCents: 125 }] },
      options,
    );
    expect(credit.lines.map((line) => [line.description, line.quantity, line.grossCents])).toEqual([
      ['Pants', -1, -1250],
      ['Korting (ZOMER)', -1, 125],
    ]);
    // 11,25 back at 9 %: VAT 0,93 by the one rule.
    expect(credit.vat).toEqual([{ rateBasisPoints: 900, grossCents: -1125, vatCents: -93, netCents: -1032 }]);
  });

  it('credits a free amount per rate as a "gedeeltelijke terugbetaling" line', () => {
    const credit = creditFigures(
      { ...nothing, amounts: [{ vatRateBasisPoints: 2100, grossCents: 500 }] },
      options,
    );
    expect(credit.lines.map((line) => [line.description, line.quantity, line.grossCents])).toEqual([
      ['Terugbetaling 2100', 1, -500],
    ]);
    expect(credit.totals).toEqual({ grossCents: -500, vatCents: -87, netCents: -413 });
  });

  it('makes the credit that gives back the rest of a rate return exactly the VAT left', () => {
    const parts = [
      { ...nothing, amounts: [{ vatRateBasisPoints: 900, grossCents: 1 }] },
      { ...nothing, lines: [{ ...pants, packs: 1, discountCents: 125 }] },
      { ...nothing, amounts: [{ vatRateBasisPoints: 2100, grossCents: 333 }] },
      // The rest per rate, as a refund of everything after free amounts asks.
      {
        ...nothing,
        amounts: original.vat.map((row) => ({
          vatRateBasisPoints: row.rateBasisPoints,
          grossCents: row.grossCents - (row.rateBasisPoints === 900 ? 1 + 1125 : 333),
        })),
      },
    ];
    const credits: ReturnType<typeof creditFigures>[] = [];
    for (const part of parts) {
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
      credits.push(creditFigures(part, { ...options, credited: summed }));
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
