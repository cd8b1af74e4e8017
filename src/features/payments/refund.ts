import { type PaidLine, packsRefund, splitInProportion } from '~/features/money/refunds';
import { mainVatRate, vatPerRate } from '~/features/money/vat';
import { messages } from '~/lib/messages';
import { formatEuro, formatVatRate } from '~/lib/money';

/*
 * What a staff refund gives back, planned from the order as the database has it (never from the
 * browser): packs of order lines, the shipping cost, or free amounts per VAT rate, checked against
 * what earlier refunds already gave back. Pure, so the rules are unit-tested; refund.server.ts
 * loads the state under the payment's lock and records the plan.
 */

/** An order line and how many of its packs went back before. */
export interface RefundableLine extends PaidLine {
  id: number;
  /** 'Nachtpants - Maat L', as the invoice names it. */
  description: string;
  vatRateBasisPoints: number;
  refundedPacks: number;
}

/** The order as a refund sees it. */
export interface RefundState {
  lines: RefundableLine[];
  shippingCents: number;
  /**
   * The standard delivery (home delivery) at this order's goods amount: what the withdrawal of the
   * whole order gives back of the shipping (BW 6:230s, art. 13 of Directive 2011/83), never more than
   * was charged. Left out: the whole shipping cost.
   */
  standardShippingCents?: number;
  shippingRefunded: boolean;
  /** Gross given back per VAT rate by earlier refunds (every kind). */
  refundedPerRate: { rateBasisPoints: number; grossCents: number }[];
  /** An earlier refund gave back a free amount (or predates refunds by line): "everything" then credits the rest per rate. */
  amountsRefunded: boolean;
}

/** What staff ask for. */
export type RefundChoice =
  /** Everything still open (a cancelled paid order; the API without a choice). */
  | { kind: 'everything' }
  /** One amount, split over the VAT rates in proportion to what is left at each (as before lines existed). */
  | { kind: 'amount'; cents: number }
  | {
      kind: 'parts';
      lines: { lineId: number; quantity: number }[];
      shipping: boolean;
      amounts: { vatRateBasisPoints: number; cents: number }[];
      /**
       * A return under the withdrawal right: when these packs give back the last packs of the whole
       * order, the standard delivery goes back with them (once; a partial return keeps it).
       */
      wholeOrderShipping?: boolean;
    };

export interface PlannedLine {
  lineId: number;
  description: string;
  packs: number;
  unitPriceCents: number;
  vatRateBasisPoints: number;
  goodsCents: number;
  discountCents: number;
  grossCents: number;
}

/** What one refund gives back, to the cent (positive amounts). */
export interface RefundPlan {
  lines: PlannedLine[];
  shipping: { grossCents: number; vatRateBasisPoints: number } | null;
  /** Free amounts ("gedeeltelijke terugbetaling") per VAT rate. */
  amounts: { vatRateBasisPoints: number; grossCents: number }[];
  totalCents: number;
}

/** Why a refund cannot be planned: the field it concerns, the HTTP status and a Dutch message. */
export interface RefundProblem {
  status: 409 | 422;
  field: 'lines' | 'shipping' | 'amounts' | 'amount_cents';
  message: string;
}

/** What the refund form can still offer. */
export interface Refundable {
  /** Packs left per order line. */
  lines: { id: number; packs: number }[];
  /** The shipping cost, 0 when there was none or it went back. */
  shippingCents: number;
  /** What is left per VAT rate (for free amounts). */
  perRate: { rateBasisPoints: number; cents: number }[];
}

const text = messages.refunds;

function shippingRate(state: RefundState): number {
  return mainVatRate(state.lines);
}

/** What the order charged per VAT rate: the lines after discount and the shipping (as its invoice). */
function chargedPerRate(state: RefundState) {
  return vatPerRate([
    ...state.lines.map((line) => ({
      grossCents: line.lineTotalCents - line.discountCents,
      vatRateBasisPoints: line.vatRateBasisPoints,
    })),
    { grossCents: state.shippingCents, vatRateBasisPoints: shippingRate(state) },
  ]);
}

function leftPerRate(state: RefundState): { rateBasisPoints: number; cents: number }[] {
  return chargedPerRate(state).map((row) => ({
    rateBasisPoints: row.rateBasisPoints,
    cents:
      row.grossCents -
      (state.refundedPerRate.find((done) => done.rateBasisPoints === row.rateBasisPoints)?.grossCents ?? 0),
  }));
}

export function refundable(state: RefundState): Refundable {
  return {
    lines: state.lines.map((line) => ({ id: line.id, packs: line.quantity - line.refundedPacks })),
    shippingCents: state.shippingRefunded ? 0 : state.shippingCents,
    perRate: leftPerRate(state),
  };
}

/** What the withdrawal of the whole order gives back of the shipping: the standard delivery at most. */
export function withdrawalShippingCents(state: RefundState): number {
  return Math.min(state.shippingCents, state.standardShippingCents ?? state.shippingCents);
}

function plan(
  state: RefundState,
  lines: { line: RefundableLine; packs: number }[],
  shipping: boolean | number,
  amounts: RefundPlan['amounts'],
): RefundPlan {
  const planned = lines.map(({ line, packs }) => ({
    lineId: line.id,
    description: line.description,
    packs,
    unitPriceCents: line.unitPriceCents,
    vatRateBasisPoints: line.vatRateBasisPoints,
    ...packsRefund(line, line.refundedPacks, packs),
  }));
  const shippingCents = shipping === true ? state.shippingCents : shipping === false ? 0 : shipping;
  const shippingPart =
    shippingCents > 0 ? { grossCents: shippingCents, vatRateBasisPoints: shippingRate(state) } : null;
  const totalCents =
    planned.reduce((sum, line) => sum + line.grossCents, 0) +
    (shippingPart?.grossCents ?? 0) +
    amounts.reduce((sum, part) => sum + part.grossCents, 0);
  return { lines: planned, shipping: shippingPart, amounts, totalCents };
}

/** Everything still open: the packs and shipping left, or, after free amounts, the rest per rate. */
function everything(state: RefundState): RefundPlan {
  if (state.amountsRefunded) {
    const rest = leftPerRate(state)
      .filter((row) => row.cents > 0)
      .map((row) => ({ vatRateBasisPoints: row.rateBasisPoints, grossCents: row.cents }));
    return plan(state, [], false, rest);
  }
  const lines = state.lines
    .map((line) => ({ line, packs: line.quantity - line.refundedPacks }))
    .filter(({ packs }) => packs > 0);
  return plan(state, lines, !state.shippingRefunded && state.shippingCents > 0, []);
}

function amountPlan(state: RefundState, cents: number): RefundPlan | RefundProblem {
  const left = leftPerRate(state).filter((row) => row.cents > 0);
  const leftTotal = left.reduce((sum, row) => sum + row.cents, 0);
  if (cents > leftTotal) {
    return {
      status: 422,
      field: 'amount_cents',
      message: messages.admin.refundTooHigh(formatEuro(leftTotal)),
    };
  }
  if (cents === leftTotal) return everything(state);
  const shares = splitInProportion(
    left.map((row) => ({ grossCents: row.cents })),
    cents,
  );
  const amounts = left
    .map((row, index) => ({ vatRateBasisPoints: row.rateBasisPoints, grossCents: shares[index]! }))
    .filter((part) => part.grossCents > 0);
  return plan(state, [], false, amounts);
}

function partsPlan(
  state: RefundState,
  choice: Extract<RefundChoice, { kind: 'parts' }>,
): RefundPlan | RefundProblem {
  const lines: { line: RefundableLine; packs: number }[] = [];
  for (const chosen of choice.lines.filter((entry) => entry.quantity > 0)) {
    const line = state.lines.find((candidate) => candidate.id === chosen.lineId);
    if (!line) return { status: 422, field: 'lines', message: text.unknownLine };
    const already = lines.find((entry) => entry.line.id === line.id);
    const packs = chosen.quantity + (already?.packs ?? 0);
    const left = line.quantity - line.refundedPacks;
    if (packs > left)
      return { status: 422, field: 'lines', message: text.tooManyPacks(line.description, left) };
    if (already) already.packs = packs;
    else lines.push({ line, packs });
  }
  if (choice.shipping && state.shippingCents === 0)
    return { status: 422, field: 'shipping', message: text.noShipping };
  if (choice.shipping && state.shippingRefunded)
    return { status: 409, field: 'shipping', message: text.shippingDone };
  const amounts = choice.amounts
    .filter((part) => part.cents > 0)
    .map((part) => ({ vatRateBasisPoints: part.vatRateBasisPoints, grossCents: part.cents }));
  if (lines.length === 0 && amounts.length === 0 && !choice.shipping)
    return { status: 422, field: 'lines', message: text.nothingChosen };
  const result = plan(state, lines, choice.shipping || returnsShipping(state, choice, lines), amounts);
  // Never more at a rate than is left there: a free amount before lines, or lines after one.
  const left = leftPerRate(state);
  for (const rate of new Set(amounts.map((part) => part.vatRateBasisPoints))) {
    if (!left.some((row) => row.rateBasisPoints === rate))
      return { status: 422, field: 'amounts', message: text.rateUnknown(formatVatRate(rate)) };
  }
  for (const row of left) {
    const asked = atRate(result, row.rateBasisPoints);
    if (asked > row.cents) {
      const field = amounts.some((part) => part.vatRateBasisPoints === row.rateBasisPoints)
        ? 'amounts'
        : 'lines';
      return {
        status: 422,
        field,
        message: text.rateTooHigh(formatVatRate(row.rateBasisPoints), formatEuro(Math.max(0, row.cents))),
      };
    }
  }
  return result;
}

/**
 * The standard delivery a return gives back: only when asked (a withdrawal's return), when the
 * shipping has not gone back yet and when these packs complete the return of every line.
 */
function returnsShipping(
  state: RefundState,
  choice: Extract<RefundChoice, { kind: 'parts' }>,
  lines: { line: RefundableLine; packs: number }[],
): number {
  if (!choice.wholeOrderShipping || state.shippingRefunded || state.shippingCents === 0) return 0;
  const whole = state.lines.every(
    (line) =>
      line.refundedPacks + (lines.find((entry) => entry.line.id === line.id)?.packs ?? 0) >= line.quantity,
  );
  return whole ? withdrawalShippingCents(state) : 0;
}

/** What a plan gives back at one VAT rate. */
export function atRate(refund: RefundPlan, rateBasisPoints: number): number {
  const at = <T extends { vatRateBasisPoints: number; grossCents: number }>(parts: T[]) =>
    parts
      .filter((part) => part.vatRateBasisPoints === rateBasisPoints)
      .reduce((sum, part) => sum + part.grossCents, 0);
  return at(refund.lines) + at(refund.shipping ? [refund.shipping] : []) + at(refund.amounts);
}

/** The refund for a choice, or why it cannot be done. Nothing left at all answers 409. */
export function planRefund(state: RefundState, choice: RefundChoice): RefundPlan | RefundProblem {
  const result =
    choice.kind === 'everything'
      ? everything(state)
      : choice.kind === 'amount'
        ? amountPlan(state, choice.cents)
        : partsPlan(state, choice);
  if ('status' in result) return result;
  if (result.totalCents <= 0 && choice.kind === 'everything')
    return { status: 409, field: 'amount_cents', message: messages.admin.nothingToRefund };
  return result;
}

export const isRefundProblem = (result: RefundPlan | RefundProblem): result is RefundProblem =>
  'status' in result;
