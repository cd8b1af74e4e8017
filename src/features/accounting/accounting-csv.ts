import { csvAmount, toCsv } from '~/lib/csv';
import { messages } from '~/lib/messages';
import { atRate, type BookedDocument, RUBRICS, type VatOverview } from './accounting';

const text = messages.accounting;

/** The journal: one row per invoice and credit invoice, net and VAT per rate, gross, payment. */
export function journalCsv(documents: BookedDocument[]): string {
  const rates = RUBRICS.map((r) => r.rateBasisPoints).sort((a, b) => a - b);
  const header = [
    text.csv.date,
    text.csv.number,
    text.csv.kind,
    text.csv.orderNumber,
    text.csv.customer,
    ...rates.flatMap((rate) => [text.csv.netAt(rate / 100), text.csv.vatAt(rate / 100)]),
    text.csv.gross,
    text.csv.paymentMethod,
    text.csv.paymentReference,
  ];
  const rows = documents.map((document) => [
    document.day,
    document.number,
    document.kind === 'credit' ? text.kindCredit : text.kindInvoice,
    document.orderNumber,
    document.customer,
    ...rates.flatMap((rate) => [
      csvAmount(atRate(document, rate, 'netCents')),
      csvAmount(atRate(document, rate, 'vatCents')),
    ]),
    csvAmount(document.totals.grossCents),
    document.paymentMethod,
    document.paymentReference,
  ]);
  return toCsv([header, ...rows]);
}

/** The VAT overview as the return's rubrics, plus the refunds it contains. */
export function vatOverviewCsv(overview: VatOverview): string {
  const header = [
    text.csv.rubric,
    text.csv.rate,
    text.csv.turnover,
    text.csv.vat,
    text.csv.refundedNet,
    text.csv.refundedVat,
  ];
  const rows = overview.rows.map((row) => [
    row.rubric,
    `${row.rateBasisPoints / 100}%`,
    csvAmount(row.netCents),
    csvAmount(row.vatCents),
    csvAmount(row.refundedNetCents),
    csvAmount(row.refundedVatCents),
  ]);
  const total = [
    text.csv.total,
    '',
    csvAmount(overview.totals.netCents),
    csvAmount(overview.totals.vatCents),
    '',
    '',
  ];
  return toCsv([[text.csv.period, overview.period, overview.from, overview.to], header, ...rows, total]);
}
