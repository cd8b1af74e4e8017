import { z } from 'zod';
import type { VatRateTotal } from '~/features/money/vat';
import * as accountingTexts from '~/lib/messages/accounting';

/*
 * The accountant's figures (decision 019): the VAT overview of a month or quarter as the
 * Dutch VAT return asks it, and the journal of invoices and credit invoices. Pure: it adds up the
 * issued documents (their VAT rows come from the one VAT rule), so it reconciles with them to the
 * cent. A credit invoice counts in the period it was issued, i.e. when the money went back.
 */

/**
 * '2026-11' (a month) or '2026-Q4' (a quarter), in a year the database can store and a person means
 * (1900-2999, as calendar dates elsewhere): '0000-01' once reached PostgreSQL and answered 500.
 */
export const accountingPeriodSchema = z.object({
  period: z
    .string()
    .regex(/^(19\d{2}|2\d{3})-(0[1-9]|1[0-2]|Q[1-4])$/, accountingTexts.accounting.periodFormat),
});

/** The first and last Dutch calendar day of a period. */
export function periodDays(period: string): { from: string; to: string } {
  const [year, part] = period.split('-') as [string, string];
  const firstMonth = part.startsWith('Q') ? (Number(part.slice(1)) - 1) * 3 + 1 : Number(part);
  const lastMonth = part.startsWith('Q') ? firstMonth + 2 : firstMonth;
  const lastDay = new Date(Date.UTC(Number(year), lastMonth, 0)).getUTCDate();
  const month = (m: number) => String(m).padStart(2, '0');
  return { from: `${year}-${month(firstMonth)}-01`, to: `${year}-${month(lastMonth)}-${lastDay}` };
}

/** One issued invoice or credit invoice as the books see it (amounts signed: a credit is negative). */
export interface BookedDocument {
  number: string;
  kind: 'invoice' | 'credit';
  /** Dutch calendar day of issue. */
  day: string;
  orderNumber: string;
  customer: string;
  vat: VatRateTotal[];
  totals: { netCents: number; vatCents: number; grossCents: number };
  paymentMethod: string;
  paymentReference: string;
}

/** The rubrics of the Dutch VAT return this shop fills: 1a (21 %) and 1b (9 %). */
export const RUBRICS = [
  { rubric: '1a', rateBasisPoints: 2100 },
  { rubric: '1b', rateBasisPoints: 900 },
] as const;

export interface VatOverviewRow {
  rubric: string;
  rateBasisPoints: number;
  /** Turnover excluding VAT: invoices minus credits of the period. */
  netCents: number;
  vatCents: number;
  /** Of which refunded (credit invoices of the period), negative or 0. */
  refundedNetCents: number;
  refundedVatCents: number;
}

export interface VatOverview {
  period: string;
  from: string;
  to: string;
  rows: VatOverviewRow[];
  totals: { netCents: number; vatCents: number; grossCents: number };
  invoiceCount: number;
  creditCount: number;
}

/** The VAT overview of a period from the documents issued in it. */
export function vatOverview(period: string, documents: BookedDocument[]): VatOverview {
  const rows = RUBRICS.map(({ rubric, rateBasisPoints }) => {
    const at = (kind?: BookedDocument['kind']) =>
      documents
        .filter((document) => kind === undefined || document.kind === kind)
        .flatMap((document) => document.vat)
        .filter((row) => row.rateBasisPoints === rateBasisPoints);
    const sum = (rows: VatRateTotal[], pick: (row: VatRateTotal) => number) =>
      rows.reduce((total, row) => total + pick(row), 0);
    return {
      rubric,
      rateBasisPoints,
      netCents: sum(at(), (row) => row.netCents),
      vatCents: sum(at(), (row) => row.vatCents),
      refundedNetCents: sum(at('credit'), (row) => row.netCents),
      refundedVatCents: sum(at('credit'), (row) => row.vatCents),
    };
  });
  const total = (pick: (document: BookedDocument) => number) =>
    documents.reduce((sum, document) => sum + pick(document), 0);
  return {
    period,
    ...periodDays(period),
    rows,
    totals: {
      netCents: total((d) => d.totals.netCents),
      vatCents: total((d) => d.totals.vatCents),
      grossCents: total((d) => d.totals.grossCents),
    },
    invoiceCount: documents.filter((d) => d.kind === 'invoice').length,
    creditCount: documents.filter((d) => d.kind === 'credit').length,
  };
}

/** A rate's part of one document (0 when the document has nothing at that rate). */
export function atRate(
  document: BookedDocument,
  rateBasisPoints: number,
  pick: 'netCents' | 'vatCents',
): number {
  return document.vat.find((row) => row.rateBasisPoints === rateBasisPoints)?.[pick] ?? 0;
}

/** The periods the screen offers, newest first: the last eight quarters and the last twelve months. */
export function recentPeriods(today: string): { quarters: string[]; months: string[] } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months = Array.from({ length: 12 }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
  const quarter = Math.floor((month - 1) / 3);
  const quarters = Array.from({ length: 8 }, (_, back) => {
    const index = year * 4 + quarter - back;
    return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
  });
  return { quarters, months };
}
