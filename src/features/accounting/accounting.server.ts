import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { formatInvoiceNumber } from '~/features/invoices/invoice';
import { invoiceUbl, ublFilename } from '~/features/invoices/ubl';
import type { VatRateTotal } from '~/features/money/vat';
import { todayInNetherlands } from '~/lib/dates';
import { db } from '~/server/db';
import { dutchDayEnd, dutchDayStart } from '~/server/db/dutch-day';
import { invoices, orders, payments } from '~/server/db/schema';
import { type BookedDocument, periodDays, type VatOverview, vatOverview } from './accounting';
import { journalCsv, vatOverviewCsv } from './accounting-csv';

const inPeriod = (period: string) => {
  const { from, to } = periodDays(period);
  return and(gte(invoices.createdAt, dutchDayStart(from)), lt(invoices.createdAt, dutchDayEnd(to)));
};

/** The provider's id of each order's paid payment: the reference the bank statement shows. */
async function paymentReferences(orderIds: number[]): Promise<Map<number, string>> {
  const references = new Map<number, string>();
  if (orderIds.length === 0) return references;
  const rows = await (await db())
    .select({ orderId: payments.orderId, id: payments.providerPaymentId })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'paid')))
    .orderBy(desc(payments.paidAt));
  for (const row of rows) if (!references.has(row.orderId)) references.set(row.orderId, row.id);
  return references;
}

/**
 * The documents issued in a period (Dutch days), by number, as the books see them: only the parts
 * of the stored document the overview and journal need are read (a quarter has thousands).
 */
async function bookedDocuments(period: string): Promise<BookedDocument[]> {
  const rows = await (await db())
    .select({
      number: invoices.number,
      kind: invoices.kind,
      orderId: invoices.orderId,
      createdAt: invoices.createdAt,
      netCents: invoices.netCents,
      vatCents: invoices.vatCents,
      grossCents: invoices.grossCents,
      orderNumber: sql<string>`${invoices.document}->>'orderNumber'`,
      customer: sql<string>`${invoices.document}->'buyer'->>'name'`,
      vat: sql<VatRateTotal[]>`${invoices.document}->'vat'`,
      paymentMethod: orders.paymentMethod,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(inPeriod(period))
    .orderBy(asc(invoices.number));
  const references = await paymentReferences([...new Set(rows.map((row) => row.orderId))]);
  return rows.map((row) => ({
    number: formatInvoiceNumber(row.number),
    kind: row.kind,
    day: todayInNetherlands(row.createdAt),
    orderNumber: row.orderNumber,
    customer: row.customer,
    // node-postgres parses jsonb; a driver answering text is parsed here.
    vat: typeof row.vat === 'string' ? (JSON.parse(row.vat) as VatRateTotal[]) : row.vat,
    totals: { netCents: row.netCents, vatCents: row.vatCents, grossCents: row.grossCents },
    paymentMethod: row.paymentMethod ?? '',
    paymentReference: references.get(row.orderId) ?? '',
  }));
}

/** The VAT overview of a month or quarter (rubrics 1a and 1b), from the documents issued in it. */
export async function periodVatOverview(period: string): Promise<VatOverview> {
  return vatOverview(period, await bookedDocuments(period));
}

export async function periodVatOverviewCsv(period: string): Promise<string> {
  return vatOverviewCsv(await periodVatOverview(period));
}

/**
 * The accountant's export of a period as one zip: every invoice and credit invoice as UBL 2.1
 * (ubl/), the journal (journaal.csv) and the VAT overview (btw-overzicht.csv).
 */
export async function periodExport(period: string): Promise<{ filename: string; bytes: Uint8Array }> {
  const documents = await bookedDocuments(period);
  const issued = await (await db())
    .select({ document: invoices.document })
    .from(invoices)
    .where(inPeriod(period))
    .orderBy(asc(invoices.number));
  const files: Record<string, Uint8Array> = {
    'journaal.csv': strToU8(journalCsv(documents)),
    'btw-overzicht.csv': strToU8(vatOverviewCsv(vatOverview(period, documents))),
  };
  for (const invoice of issued)
    files[`ubl/${ublFilename(invoice.document)}`] = strToU8(invoiceUbl(invoice.document));
  // XML and CSV compress well; level 6 keeps a quarter of 10,000 orders quick.
  return { filename: `boekhouding-${period}.zip`, bytes: zipSync(files, { level: 6 }) };
}
