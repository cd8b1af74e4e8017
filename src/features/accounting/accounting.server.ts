import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { formatInvoiceNumber } from '~/features/invoices/invoice';
import { invoiceUbl, ublFilename } from '~/features/invoices/ubl';
import { todayInNetherlands } from '~/lib/dates';
import { db } from '~/server/db';
import { invoices, orders, payments } from '~/server/db/schema';
import { type BookedDocument, periodDays, type VatOverview, vatOverview } from './accounting';
import { journalCsv, vatOverviewCsv } from './accounting-csv';

type Invoice = typeof invoices.$inferSelect;

const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Amsterdam')`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Amsterdam')`;

/** The invoices and credit invoices issued in a period (Dutch days), by number. */
async function issuedIn(period: string): Promise<{ invoice: Invoice; paymentMethod: string | null }[]> {
  const { from, to } = periodDays(period);
  return (await db())
    .select({ invoice: invoices, paymentMethod: orders.paymentMethod })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(gte(invoices.createdAt, dayStart(from)), lt(invoices.createdAt, dayEnd(to))))
    .orderBy(asc(invoices.number));
}

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

async function bookedDocuments(period: string): Promise<{ documents: BookedDocument[]; issued: Invoice[] }> {
  const rows = await issuedIn(period);
  const references = await paymentReferences([...new Set(rows.map((row) => row.invoice.orderId))]);
  const documents = rows.map(({ invoice, paymentMethod }) => ({
    number: formatInvoiceNumber(invoice.number),
    kind: invoice.kind,
    day: todayInNetherlands(invoice.createdAt),
    orderNumber: invoice.document.orderNumber,
    customer: invoice.document.buyer.name,
    vat: invoice.document.vat,
    totals: { netCents: invoice.netCents, vatCents: invoice.vatCents, grossCents: invoice.grossCents },
    paymentMethod: paymentMethod ?? '',
    paymentReference: references.get(invoice.orderId) ?? '',
  }));
  return { documents, issued: rows.map((row) => row.invoice) };
}

/** The VAT overview of a month or quarter (rubrics 1a and 1b), from the documents issued in it. */
export async function periodVatOverview(period: string): Promise<VatOverview> {
  return vatOverview(period, (await bookedDocuments(period)).documents);
}

export async function periodVatOverviewCsv(period: string): Promise<string> {
  return vatOverviewCsv(await periodVatOverview(period));
}

/**
 * The accountant's export of a period as one zip: every invoice and credit invoice as UBL 2.1
 * (ubl/), the journal (journaal.csv) and the VAT overview (btw-overzicht.csv).
 */
export async function periodExport(period: string): Promise<{ filename: string; bytes: Uint8Array }> {
  const { documents, issued } = await bookedDocuments(period);
  const files: Record<string, Uint8Array> = {
    'journaal.csv': strToU8(journalCsv(documents)),
    'btw-overzicht.csv': strToU8(vatOverviewCsv(vatOverview(period, documents))),
  };
  for (const invoice of issued)
    files[`ubl/${ublFilename(invoice.document)}`] = strToU8(invoiceUbl(invoice.document));
  // XML and CSV compress well; level 6 keeps a quarter of 10,000 orders quick.
  return { filename: `boekhouding-${period}.zip`, bytes: zipSync(files, { level: 6 }) };
}
