import { z } from 'zod';
import { discountLabel } from '~/features/discounts/discounts';
import {
  creditVatPerRate,
  includedVat,
  mainVatRate,
  netAmounts,
  type VatRateTotal,
  vatPerRate,
  vatTotals,
} from '~/features/money/vat';
import * as checkoutTexts from '~/lib/messages/checkout';
import { formatVatRate } from '~/lib/money';

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
  /** ISO time of the advance payment (the invoice's day); older invoices have none. */
  deliveryDate?: string;
  /**
   * ISO time the goods were shipped: the supply (the transport to the customer began), printed as
   * "Leverdatum". Set on the invoice when the order ships (and copied into credit invoices issued
   * later). Until then the invoice states the advance payment's date, when the VAT became due.
   */
  shippedAt?: string;
  orderNumber: string;
  /** The invoice a credit invoice corrects. */
  creditsInvoiceNumber: number | null;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  shipping: { grossCents: number; vatRateBasisPoints: number; netCents?: number } | null;
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

/**
 * An address as the e-invoice needs it, from the structured fields (never parsed from a printed
 * line): the street line (street, house number and addition), postcode, city, ISO 3166 country.
 */
export interface InvoiceAddress {
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. 'NL'. */
  countryCode: string;
}

/** A business buyer (decision 030): named on the invoice, and the e-invoice follows SI-UBL 2.0. */
export interface InvoiceBuyerCompany {
  name: string;
  /** KvK number, 8 digits. */
  kvk: string;
  vatId: string | null;
  /** The buyer's purchase-order reference. */
  poReference: string | null;
}

export interface InvoiceBuyer {
  name: string;
  email: string;
  /** As printed on the PDF. */
  addressLines: string[];
  /** As the e-invoice states it (every stored invoice has it since migration 0028). */
  address: InvoiceAddress;
  company?: InvoiceBuyerCompany | null;
}

export interface InvoiceSeller {
  legalName: string;
  addressLines: string[];
  address: InvoiceAddress;
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
  /**
   * The line's amount without VAT, computed once when issued (`netAmounts`, the one line-rounding
   * rule): the PDF and the e-invoice print it; the lines of a rate add up to its taxable amount.
   * Invoices issued before it was stored get it from the same rule (`documentRows`).
   */
  netCents?: number;
}

/** What an invoice is made of: the order's copied lines and its shipping cost. */
export interface InvoiceInputLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  vatRateBasisPoints: number;
}

/** An order line as invoices, credit invoices and refunds name it: 'Nachtpants - Maat L'. */
export function lineDescription(line: { productName: string; variationName: string | null }): string {
  return line.variationName ? `${line.productName} - ${line.variationName}` : line.productName;
}

/** The download endpoints' route parameter: the invoice number as printed or as a plain integer. */
export const invoiceNumberParamsSchema = z.object({
  number: z
    .string()
    .regex(/^(F-)?\d{1,9}$/, checkoutTexts.invoices.unknownNumber)
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

function goodsLines(input: InvoiceInputLine[]): InvoiceLine[] {
  return input.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unitGrossCents: line.unitPriceCents,
    unitNetCents: netFromGross(line.unitPriceCents, line.vatRateBasisPoints),
    vatRateBasisPoints: line.vatRateBasisPoints,
    grossCents: line.unitPriceCents * line.quantity,
  }));
}

/** A discount is one negative line per VAT rate (the rate named when there are several). */
function discountLines(discounts: InvoiceDiscount[]): InvoiceLine[] {
  return discounts
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
}

/**
 * The figures of an invoice for an order's lines and shipping cost. A discount is one negative
 * line per VAT rate, so the VAT per rate is what the order charged after discount (a credit
 * invoice gives back from these figures).
 */
export function invoiceFigures(
  input: InvoiceInputLine[],
  shippingCents: number,
  discounts: InvoiceDiscount[] = [],
): Figures {
  const goods = goodsLines(input);
  const lines = [...goods, ...discountLines(discounts)];
  // Shipping's rate follows the goods before discount, as the checkout's priceOrder does.
  const shippingRate = mainVatRate(goods.map((line) => ({ ...line, lineTotalCents: line.grossCents })));
  const shipping = shippingCents > 0 ? { grossCents: shippingCents, vatRateBasisPoints: shippingRate } : null;
  const vat = vatBreakdown(lines, shipping);
  return withNetAmounts({ lines, shipping, vat, totals: totalsOf(vat) });
}

/** Each line's and the shipping's net amount, by the one line-rounding rule, stored in the document. */
function withNetAmounts(figures: Figures): Figures {
  const parts = figures.shipping ? [...figures.lines, figures.shipping] : figures.lines;
  const nets = netAmounts(parts, figures.vat);
  return {
    ...figures,
    lines: figures.lines.map((line, index) => ({ ...line, netCents: nets[index]! })),
    shipping: figures.shipping && { ...figures.shipping, netCents: nets[figures.lines.length]! },
  };
}

/**
 * The date the documents state for the supply: the shipping date once shipped; before that the
 * advance payment's date (the tax point of a prepaid sale), said so.
 */
export function supplyDate(document: InvoiceDocument): { shipped: boolean; at: string } {
  return document.shippedAt
    ? { shipped: true, at: document.shippedAt }
    : { shipped: false, at: document.deliveryDate ?? document.issuedAt };
}

/** A row of a document as the PDF and the e-invoice print it: the lines, then the shipping. */
export interface DocumentRow extends InvoiceLine {
  netCents: number;
  isShipping: boolean;
}

/**
 * The rows of an issued document with their net amounts as stored (or, for a document issued
 * before they were stored, by the same rule over its stored VAT rows): one source for the PDF, the
 * e-invoice and the property test. The shipping row is named `shippingLabel`.
 */
export function documentRows(document: InvoiceDocument, shippingLabel: string): DocumentRow[] {
  const rows: InvoiceLine[] = [...document.lines];
  if (document.shipping) {
    const { grossCents, vatRateBasisPoints, netCents } = document.shipping;
    const unitGross = Math.abs(grossCents);
    rows.push({
      description: document.shippingLabel ?? shippingLabel,
      quantity: Math.sign(grossCents),
      unitGrossCents: unitGross,
      unitNetCents: netFromGross(unitGross, vatRateBasisPoints),
      vatRateBasisPoints,
      grossCents,
      netCents,
    });
  }
  const stored = rows.every((row) => row.netCents !== undefined);
  const nets = stored ? rows.map((row) => row.netCents!) : netAmounts(rows, document.vat);
  return rows.map((row, index) => ({
    ...row,
    netCents: nets[index]!,
    isShipping: document.shipping !== null && index === rows.length - 1,
  }));
}

/**
 * What a credit invoice gives back, as the refund planned it from the order
 * (src/features/payments/refund.ts): packs of order lines (with the part of the discount they
 * carried), the shipping cost, and free amounts per VAT rate. Positive amounts.
 */
export interface CreditedItems {
  lines: {
    description: string;
    packs: number;
    unitPriceCents: number;
    vatRateBasisPoints: number;
    discountCents: number;
  }[];
  shipping: { grossCents: number; vatRateBasisPoints: number } | null;
  amounts: { vatRateBasisPoints: number; grossCents: number }[];
}

const negated = (line: InvoiceLine): InvoiceLine => ({
  ...line,
  quantity: -line.quantity,
  grossCents: -line.grossCents,
});

/**
 * The figures of a credit invoice. Credited packs are the invoice's lines negated (so a refund of
 * everything mirrors the invoice), the discount they carried is given back per rate as on the
 * invoice, and a free amount is one "gedeeltelijke terugbetaling" line per rate. The VAT per rate
 * follows the one rule for credits (`creditVatPerRate`): `charged` is the original invoice's VAT
 * rows, `credited` the earlier credits' rows summed per rate.
 */
export function creditFigures(
  credit: CreditedItems,
  options: {
    charged: VatRateTotal[];
    credited?: VatRateTotal[];
    discountCode: string | null;
    amountLabel: (rateBasisPoints: number) => string;
  },
): Figures {
  const goods = goodsLines(
    credit.lines.map((line) => ({
      description: line.description,
      quantity: line.packs,
      unitPriceCents: line.unitPriceCents,
      vatRateBasisPoints: line.vatRateBasisPoints,
    })),
  );
  const discounts = discountLines(discountsPerRate(options.discountCode, credit.lines));
  const amounts = credit.amounts
    .filter((part) => part.grossCents > 0)
    .map((part) => ({
      description: options.amountLabel(part.vatRateBasisPoints),
      quantity: 1,
      unitGrossCents: -part.grossCents,
      unitNetCents: netFromGross(-part.grossCents, part.vatRateBasisPoints),
      vatRateBasisPoints: part.vatRateBasisPoints,
      grossCents: -part.grossCents,
    }));
  const lines = [...[...goods, ...discounts].map(negated), ...amounts];
  const shipping = credit.shipping && { ...credit.shipping, grossCents: -credit.shipping.grossCents };
  const vat = creditVatPerRate(
    options.charged,
    options.credited ?? [],
    shipping ? [...lines, shipping] : lines,
  );
  return withNetAmounts({ lines, shipping, vat, totals: totalsOf(vat) });
}
