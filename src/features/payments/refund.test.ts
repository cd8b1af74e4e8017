import { describe, expect, it } from 'vitest';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { planRefund, type RefundPlan, type RefundProblem, type RefundState, refundable } from './refund';

const text = messages.refunds;

/** 3 pants of 12,50 (2,50 discount) and a cream of 9,95 at 21 %, shipping 5,00 at 9 %. */
function order(overrides: Partial<RefundState> = {}): RefundState {
  return {
    lines: [
      {
        id: 1,
        description: 'Pants - L',
        quantity: 3,
        unitPriceCents: 1250,
        lineTotalCents: 3750,
        discountCents: 250,
        vatRateBasisPoints: 900,
        refundedPacks: 0,
      },
      {
        id: 2,
        description: 'Crème',
        quantity: 1,
        unitPriceCents: 995,
        lineTotalCents: 995,
        discountCents: 0,
        vatRateBasisPoints: 2100,
        refundedPacks: 0,
      },
    ],
    shippingCents: 500,
    shippingRefunded: false,
    refundedPerRate: [],
    amountsRefunded: false,
    ...overrides,
  };
}

const plan = (result: RefundPlan | RefundProblem) => {
  if ('status' in result) throw new Error(result.message);
  return result;
};
const parts = (choice: Partial<{ lines: { lineId: number; quantity: number }[]; shipping: boolean }>) => ({
  kind: 'parts' as const,
  lines: choice.lines ?? [],
  shipping: choice.shipping ?? false,
  amounts: [],
});

describe('planning a refund from the order', () => {
  it('gives back packs at their share of the line after discount, and the shipping', () => {
    const result = plan(planRefund(order(), parts({ lines: [{ lineId: 1, quantity: 1 }], shipping: true })));
    expect(result.lines).toEqual([
      expect.objectContaining({ lineId: 1, packs: 1, goodsCents: 1250, discountCents: 84, grossCents: 1166 }),
    ]);
    expect(result.shipping).toEqual({ grossCents: 500, vatRateBasisPoints: 900 });
    expect(result.totalCents).toBe(1666);
  });

  it('counts from the packs refunded before, so a line never goes back beyond its quantity', () => {
    const state = order();
    state.lines[0]!.refundedPacks = 2;
    expect(plan(planRefund(state, parts({ lines: [{ lineId: 1, quantity: 1 }] }))).totalCents).toBe(
      3500 - 2333,
    );
    expect(planRefund(state, parts({ lines: [{ lineId: 1, quantity: 2 }] }))).toEqual({
      status: 422,
      field: 'lines',
      message: text.tooManyPacks('Pants - L', 1),
    });
    // The same line twice in one request counts twice.
    expect(
      planRefund(
        state,
        parts({
          lines: [
            { lineId: 1, quantity: 1 },
            { lineId: 1, quantity: 1 },
          ],
        }),
      ),
    ).toMatchObject({ status: 422, field: 'lines' });
  });

  it('refuses an unknown line, shipping twice and an empty choice', () => {
    expect(planRefund(order(), parts({ lines: [{ lineId: 9, quantity: 1 }] }))).toMatchObject({
      status: 422,
      message: text.unknownLine,
    });
    expect(planRefund(order({ shippingRefunded: true }), parts({ shipping: true }))).toMatchObject({
      status: 409,
      message: text.shippingDone,
    });
    expect(planRefund(order(), parts({ lines: [{ lineId: 1, quantity: 0 }] }))).toMatchObject({
      status: 422,
      message: text.nothingChosen,
    });
  });

  it('keeps free amounts within what is left at their VAT rate', () => {
    const amounts = (cents: number, rate = 2100) => ({
      ...parts({}),
      amounts: [{ vatRateBasisPoints: rate, cents }],
    });
    expect(plan(planRefund(order(), amounts(995))).amounts).toEqual([
      { vatRateBasisPoints: 2100, grossCents: 995 },
    ]);
    expect(planRefund(order(), amounts(996))).toEqual({
      status: 422,
      field: 'amounts',
      message: text.rateTooHigh('21%', formatEuro(995)),
    });
    expect(planRefund(order(), amounts(100, 600))).toMatchObject({ status: 422, field: 'amounts' });
    // After 5,00 back as an amount at 21 %, the cream (9,95) no longer fits.
    const after = order({
      refundedPerRate: [{ rateBasisPoints: 2100, grossCents: 500 }],
      amountsRefunded: true,
    });
    expect(planRefund(after, parts({ lines: [{ lineId: 2, quantity: 1 }] }))).toMatchObject({
      status: 422,
      field: 'lines',
      message: text.rateTooHigh('21%', formatEuro(495)),
    });
  });

  it('refunds everything still open: the lines and shipping left, or the rest per rate after amounts', () => {
    const all = plan(planRefund(order(), { kind: 'everything' }));
    expect(all.lines.map((line) => [line.lineId, line.packs])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(all.totalCents).toBe(3500 + 995 + 500);
    const afterAmount = order({
      refundedPerRate: [{ rateBasisPoints: 900, grossCents: 1000 }],
      amountsRefunded: true,
    });
    const rest = plan(planRefund(afterAmount, { kind: 'everything' }));
    expect(rest.lines).toEqual([]);
    expect(rest.amounts).toEqual([
      { vatRateBasisPoints: 900, grossCents: 3000 },
      { vatRateBasisPoints: 2100, grossCents: 995 },
    ]);
    const done = order({ shippingRefunded: true });
    for (const line of done.lines) line.refundedPacks = line.quantity;
    expect(planRefund(done, { kind: 'everything' })).toMatchObject({
      status: 409,
      message: messages.admin.nothingToRefund,
    });
  });

  it('splits one amount over the rates as before refunds by line existed', () => {
    const result = plan(planRefund(order(), { kind: 'amount', cents: 1000 }));
    expect(result.amounts.reduce((sum, part) => sum + part.grossCents, 0)).toBe(1000);
    expect(result.amounts.map((part) => part.vatRateBasisPoints)).toEqual([900, 2100]);
    expect(planRefund(order(), { kind: 'amount', cents: 5000 })).toMatchObject({
      status: 422,
      field: 'amount_cents',
      message: messages.admin.refundTooHigh(formatEuro(4995)),
    });
  });

  it('tells the form what is left', () => {
    const state = order({
      shippingRefunded: true,
      refundedPerRate: [{ rateBasisPoints: 900, grossCents: 1666 }],
    });
    state.lines[0]!.refundedPacks = 1;
    expect(refundable(state)).toEqual({
      lines: [
        { id: 1, packs: 2 },
        { id: 2, packs: 1 },
      ],
      shippingCents: 0,
      perRate: [
        { rateBasisPoints: 900, cents: 3500 + 500 - 1666 },
        { rateBasisPoints: 2100, cents: 995 },
      ],
    });
  });
});

describe('a return under the withdrawal right', () => {
  const returning = (lines: { lineId: number; quantity: number }[]) => ({
    ...parts({ lines }),
    wholeOrderShipping: true,
  });

  it('gives the standard delivery back with the last packs of the whole order, never with a part', () => {
    expect(plan(planRefund(order(), returning([{ lineId: 1, quantity: 3 }]))).shipping).toBeNull();
    const whole = plan(
      planRefund(
        order(),
        returning([
          { lineId: 1, quantity: 3 },
          { lineId: 2, quantity: 1 },
        ]),
      ),
    );
    expect(whole.shipping).toEqual({ grossCents: 500, vatRateBasisPoints: 900 });
    expect(whole.totalCents).toBe(3500 + 995 + 500);
    // The rest after earlier packs went back completes the order too.
    const rest = order({
      lines: order().lines.map((line) => (line.id === 1 ? { ...line, refundedPacks: 3 } : line)),
    });
    expect(plan(planRefund(rest, returning([{ lineId: 2, quantity: 1 }]))).shipping?.grossCents).toBe(500);
  });

  it('keeps the extra of a costlier method the shopper chose, and gives the delivery back once', () => {
    const express = order({ shippingCents: 895, standardShippingCents: 500 });
    const all = returning([
      { lineId: 1, quantity: 3 },
      { lineId: 2, quantity: 1 },
    ]);
    expect(plan(planRefund(express, all)).shipping?.grossCents).toBe(500);
    expect(plan(planRefund(order({ shippingRefunded: true }), all)).shipping).toBeNull();
  });
});
