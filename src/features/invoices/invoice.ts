import { z } from 'zod';
import { discountLabel } from '~/features/discounts/discounts';
import { includedVat, mainVatRate, type VatRateTotal, vatPerRate, vatTotals } from '~/features/money/vat';

/**
 * An invoice as it was issued: every figure and name the PDF shows, kept as data
 * (invoices.document), so a later change to the catalogue, the order or the company
 * never changes an issued invoice. Amounts are integer cents, VAT included; a credit
 * invoice holds negative amounts.
 */
export interface InvoiceDocument {
  kind: InvoiceKind;
  number: number;
  /** ISO date-time of issue. */
  issuedAt: string;
  /** ISO date the goods were supplied (the payment's day: the order is then final); older invoices have none. */
  deliveryDate?: string;
  orderNumber: string;
  /** The invoice a credit invoice corrects. */
  creditsInvoiceNumber: number | null;
  seller: InvoiceSeller;
  buyer: { name: string; email: string; addressLines: string[] };
  lines: InvoiceLine[];
  shipping: { grossCents: number; vatRateBasisPoints: number } | null;
  /** The shipping line's name, by delivery method ('Verzendkosten (brievenbuspakje)'); older invoices have none. */
  shippingLabel?: string;
  vat: VatRateTotal[];
  totals: { netCents: number; vatCents: number; grossCents: number };
}

export type InvoiceKind = 'invoice' | 'credit';

/** What order lists show of an invoice: enough to offer its download. */
export interface InvoiceSummary {
  number: number;
  /** The printed number, e.g. F-000042. */
  label: string;
  kind: InvoiceKind;
  grossCents: number;
  createdAt: string;
  /** A credit invoice's lines: what was credited (lines and quantities, or the part per VAT rate). */
  credited?: { description: string; quantity: number; grossCents: number }[];
}

export interface InvoiceSeller {
  legalName: string;
  addressLines: string[];
  kvk: string;
  vatId: string;
  email: string;
  phone: string;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitNetCents: number;
  unitGrossCents: number;
  vatRateBasisPoints: number;
  grossCents: number;
}

/** What an invoice is made of: the order's copied lines and its shipping cost. */
export interface InvoiceInputLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  vatRateBasisPoints: number;
}

/** The download endpoints' route parameter: the invoice number as printed or as a plain integer. */
export const invoiceNumberParamsSchema = z.object({
  number: z
    .string()
    .regex(/^(F-)?\d{1,9}$/, 'Onbekend factuurnummer.')
    .transform((value) => Number(value.replace(/^F-/, ''))),
});

/** Invoice numbers are plain integers in the database; printed as F-000042. */
export function formatInvoiceNumber(number: number): string {
  return `F-${String(number).padStart(6, '0')}`;
}

/** A price without VAT from one that includes it, rounded to the cent (the one VAT rule). */
export function netFromGross(grossCents: number, rateBasisPoints: number): number {
  return grossCents - includedVat(grossCents, rateBasisPoints);
}

/** The VAT rows of an invoice: the one rule of ~/features/money/vat, shipping included. */
export function vatBreakdown(
  lines: { grossCents: number; vatRateBasisPoints: number }[],
  shipping: { grossCents: number; vatRateBasisPoints: number } | null,
): VatRateTotal[] {
  return vatPerRate(shipping ? [...lines, shipping] : lines);
}

const totalsOf = vatTotals;

type Figures = Pick<InvoiceDocument, 'lines' | 'shipping' | 'vat' | 'totals'>;

/** A discount code's part at one VAT rate (the order lines' discount_cents summed per rate). */
export interface InvoiceDiscount {
  /** 'Korting (ZOMER10)' */
  description: string;
  vatRateBasisPoints: number;
  cents: number;
}

/** The order's discount summed per VAT rate, for the invoice's discount lines. */
export function discountsPerRate(
  code: string | null,
  lines: { discountCents: number; vatRateBasisPoints: number }[],
): InvoiceDiscount[] {
  if (!code) return [];
  const perRate = new Map<number, number>();
  for (const line of lines) {
    if (line.discountCents > 0)
      perRate.set(line.vatRateBasisPoints, (perRate.get(line.vatRateBasisPoints) ?? 0) + line.discountCents);
  }
  return [...perRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([vatRateBasisPoints, cents]) => ({ description: discountLabel(code), vatRateBasisPoints, cents }));
}

/**
 * The figures of an invoice for an order's lines and shipping cost. A discount is one negative
 * line per VAT rate, so the VAT per rate is what the order charged after discount (a full credit
 * invoice repeats it negated, a partial one credits per rate from these figures).
 */
export function invoiceFigures(
  input: InvoiceInputLine[],
  shippingCents: number,
  discounts: InvoiceDiscount[] = [],
): Figures {
  const goods = input.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unitGrossCents: line.unitPriceCents,
    unitNetCents: netFromGross(line.unitPriceCents, line.vatRateBasisPoints),
    vatRateBasisPoints: line.vatRateBasisPoints,
    grossCents: line.unitPriceCents * line.quantity,
  }));
  const discountLines = discounts
    .filter((discount) => discount.cents > 0)
    .map((discount) => ({
      description:
        discounts.length > 1
          ? `${discount.description}, ${formatVatRate(discount.vatRateBasisPoints)} btw`
          : discount.description,
      quantity: 1,
      unitGrossCents: -discount.cents,
      unitNetCents: netFromGross(-discount.cents, discount.vatRateBasisPoints),
      vatRateBasisPoints: discount.vatRateBasisPoints,
      grossCents: -discount.cents,
    }));
  const lines = [...goods, ...discountLines];
  // Shipping's rate follows the goods before discount, as the checkout's priceOrder does.
  const shippingRate = mainVatRate(goods.map((line) => ({ ...line, lineTotalCents: line.grossCents })));
  const shipping = shippingCents > 0 ? { grossCents: shippingCents, vatRateBasisPoints: shippingRate } : null;
  const vat = vatBreakdown(lines, shipping);
  return { lines, shipping, vat, totals: totalsOf(vat) };
}

/**
 * The figures of a credit invoice for `amountCents` refunded on `original`, after the
 * credits already issued on it (`credited`, their VAT rows summed, negative). The whole
 * amount at once repeats every line negated. A part is credited per VAT rate in
 * proportion to what is left at each rate (remainders go to the largest part), one line
 * per rate; the last part gives back exactly the VAT left, so all credits together
 * return the VAT charged to the cent.
 */
export function creditFigures(
  original: Figures,
  amountCents: number,
  lineLabel: (rateBasisPoints: number) => string,
  credited: VatRateTotal[] = [],
): Figures {
  if (credited.length === 0 && amountCents >= original.totals.grossCents) {
    const lines = original.lines.map((line) => ({
      ...line,
      quantity: -line.quantity,
      grossCents: -line.grossCents,
    }));
    const shipping = original.shipping && { ...original.shipping, grossCents: -original.shipping.grossCents };
    const vat = vatBreakdown(lines, shipping);
    return { lines, shipping, vat, totals: totalsOf(vat) };
  }
  const left = original.vat.map((row) => {
    const done = credited.find((credit) => credit.rateBasisPoints === row.rateBasisPoints);
    return {
      rateBasisPoints: row.rateBasisPoints,
      grossCents: row.grossCents + (done?.grossCents ?? 0),
      vatCents: row.vatCents + (done?.vatCents ?? 0),
      creditedGrossCents: -(done?.grossCents ?? 0),
      creditedVatCents: -(done?.vatCents ?? 0),
    };
  });
  // A part's VAT is what the one VAT rule gives for everything credited at that rate so far, minus
  // the VAT credited before: rounding never adds up, so the credits never return more VAT than was
  // charged, and the last one returns exactly what is left.
  const partVat = (row: (typeof left)[number], share: number) =>
    Math.min(
      row.vatCents,
      Math.max(0, includedVat(row.creditedGrossCents + share, row.rateBasisPoints) - row.creditedVatCents),
    );
  const leftGross = left.reduce((sum, row) => sum + row.grossCents, 0);
  const vat: VatRateTotal[] =
    amountCents >= leftGross
      ? left.map((row) => ({
          rateBasisPoints: row.rateBasisPoints,
          grossCents: -row.grossCents,
          vatCents: -row.vatCents,
          netCents: 0,
        }))
      : proportionalShares(left, amountCents).map((share, index) => ({
          rateBasisPoints: left[index]!.rateBasisPoints,
          grossCents: -share,
          vatCents: -partVat(left[index]!, share),
          netCents: 0,
        }));
  const rows = vat
    .filter((row) => row.grossCents !== 0)
    .map((row) => ({ ...row, netCents: row.grossCents - row.vatCents }));
  const lines = rows.map((row) => ({
    description: lineLabel(row.rateBasisPoints),
    quantity: 1,
    unitGrossCents: row.grossCents,
    unitNetCents: row.netCents,
    vatRateBasisPoints: row.rateBasisPoints,
    grossCents: row.grossCents,
  }));
  return { lines, shipping: null, vat: rows, totals: totalsOf(rows) };
}

/** `amount` split over the parts in proportion to their gross, floored, the rest to the largest. */
function proportionalShares(parts: { grossCents: number }[], amount: number): number[] {
  const whole = parts.reduce((sum, part) => sum + part.grossCents, 0);
  const shares = parts.map((part) => Math.floor((amount * part.grossCents) / whole));
  const largest = shares.indexOf(Math.max(...shares));
  shares[largest]! += amount - shares.reduce((sum, share) => sum + share, 0);
  return shares;
}

/** 900 -> '9%', 2100 -> '21%' */
export function formatVatRate(rateBasisPoints: number): string {
  return `${(rateBasisPoints / 100).toLocaleString('nl-NL')}%`;
}
