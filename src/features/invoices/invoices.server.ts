import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { shop } from '~/config/shop';
import { shippingLineLabel } from '~/features/delivery/delivery';
import type { VatRateTotal } from '~/features/money/vat';
import { countryCode } from '~/lib/countries';
import { messages } from '~/lib/messages';
import { formatVatRate } from '~/lib/money';
import { db, type Tx } from '~/server/db';
import { invoiceCounters, invoices, orderLines, orders } from '~/server/db/schema';
import { notFound } from '~/server/http/errors';
import type { MailAttachment } from '~/server/mail';
import {
  type CreditedItems,
  creditFigures,
  discountsPerRate,
  formatInvoiceNumber,
  type InvoiceDocument,
  type InvoiceSeller,
  type InvoiceSummary,
  invoiceFigures,
  lineDescription,
} from './invoice';
import { renderInvoicePdf } from './invoice-pdf.server';
import { invoiceUbl, ublFilename } from './ubl';

declare module '~/server/feature-types' {
  interface FeatureTypes {
    /** The stored document of an issued invoice (invoices.document). */
    invoiceDocument: InvoiceDocument;
  }
}

type Invoice = typeof invoices.$inferSelect;
type Order = typeof orders.$inferSelect;

const SERIES = 'invoices';

/**
 * The next number of the one series of invoices and credit invoices. The upsert locks the
 * counter row until the caller's transaction ends: concurrent payments wait in turn (on
 * PostgreSQL and PGlite alike), and a rollback gives the number back, so there are no gaps.
 */
export async function takeInvoiceNumber(tx: Tx): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series: SERIES, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.series,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ number: invoiceCounters.lastNumber });
  return row!.number;
}

/** The company as configured (src/config/shop.ts), copied into each invoice. */
function seller(): InvoiceSeller {
  const company = shop.company;
  return {
    legalName: company.legalName,
    addressLines: [company.street, `${company.postcode} ${company.city}`, company.country],
    address: {
      street: company.street,
      postcode: company.postcode,
      city: company.city,
      countryCode: countryCode(company.country),
    },
    kvk: company.kvk,
    vatId: company.vatId,
    email: company.email,
    phone: company.phone,
  };
}

function buyer(order: Order): InvoiceDocument['buyer'] {
  const addition = order.streetAddition ? ` ${order.streetAddition}` : '';
  const street = `${order.street} ${order.streetNumber}${addition}`;
  return {
    name: `${order.firstName} ${order.lastName}`,
    email: order.email,
    addressLines: [street, `${order.postcode} ${order.city}`, order.country],
    // The e-invoice's address from the order's own fields, the country as its ISO code.
    address: { street, postcode: order.postcode, city: order.city, countryCode: countryCode(order.country) },
    // A business buyer (decision 030): named on the invoice; its e-invoice follows SI-UBL 2.0.
    company:
      order.companyName && order.companyKvk
        ? {
            name: order.companyName,
            kvk: order.companyKvk,
            vatId: order.companyVatId,
            poReference: order.poReference,
          }
        : null,
  };
}

async function store(tx: Tx, orderId: number, document: InvoiceDocument, creditsId: number | null) {
  const [row] = await tx
    .insert(invoices)
    .values({
      number: document.number,
      orderId,
      kind: document.kind,
      creditsInvoiceId: creditsId,
      netCents: document.totals.netCents,
      vatCents: document.totals.vatCents,
      grossCents: document.totals.grossCents,
      document,
      createdAt: new Date(document.issuedAt),
    })
    .returning();
  return row!;
}

/**
 * Issues the invoice of an order that has just become paid, in the same transaction (so the
 * number is taken only when the payment is recorded). Once per order: a repeated webhook
 * answers the invoice already issued.
 */
export async function issueInvoice(tx: Tx, orderId: number, now = new Date()): Promise<Invoice> {
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  if (existing) return existing;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id);
  const figures = invoiceFigures(
    lines.map((line) => ({
      description: lineDescription(line),
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      vatRateBasisPoints: line.vatRateBasisPoints,
    })),
    order!.shippingCents,
    discountsPerRate(order!.discountCode, lines),
  );
  const document: InvoiceDocument = {
    kind: 'invoice',
    number: await takeInvoiceNumber(tx),
    issuedAt: now.toISOString(),
    // Distance sale: the supply is final when the order is paid, the day the invoice is issued.
    deliveryDate: now.toISOString(),
    orderNumber: order!.number,
    creditsInvoiceNumber: null,
    seller: seller(),
    buyer: buyer(order!),
    ...figures,
    shippingLabel: shippingLineLabel(order!.deliveryMethod),
  };
  return store(tx, orderId, document, null);
}

/**
 * The order shipped: its invoice states the shipping date as the supply's date ("Leverdatum"),
 * in the shipping's transaction. Only that fact is added; figures and names stay as issued.
 */
export async function noteShippedOnInvoice(tx: Tx, orderId: number, shippedAt: Date): Promise<void> {
  await tx
    .update(invoices)
    .set({
      document: sql`jsonb_set(${invoices.document}, '{shippedAt}', to_jsonb(${shippedAt.toISOString()}::text))`,
    })
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
}

/**
 * A credit invoice for what a refund gives back (the lines and packs, the shipping, free amounts
 * per VAT rate, as the refund planned them), in the transaction that records the refund; it
 * refers to the invoice it corrects. An order paid before invoices existed has no invoice to
 * correct: nothing is issued then.
 */
export async function issueCreditInvoice(
  tx: Tx,
  orderId: number,
  credit: CreditedItems,
  now = new Date(),
): Promise<Invoice | null> {
  const [original] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  if (!original) return null;
  const [order] = await tx
    .select({ discountCode: orders.discountCode })
    .from(orders)
    .where(eq(orders.id, orderId));
  const earlierCredits = await tx
    .select({ vat: invoices.document })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit')));
  const figures = creditFigures(credit, {
    charged: original.document.vat,
    credited: sumVatRows(earlierCredits.flatMap((earlier) => earlier.vat.vat)),
    discountCode: order?.discountCode ?? null,
    amountLabel: (rate) => messages.invoices.creditLine(formatVatRate(rate)),
  });
  if (figures.totals.grossCents === 0) return null;
  const document: InvoiceDocument = {
    ...original.document,
    kind: 'credit',
    number: await takeInvoiceNumber(tx),
    issuedAt: now.toISOString(),
    creditsInvoiceNumber: original.number,
    seller: seller(),
    ...figures,
  };
  return store(tx, orderId, document, original.id);
}

/** VAT rows of several credit invoices added up per rate. */
function sumVatRows(rows: VatRateTotal[]): VatRateTotal[] {
  const byRate = new Map<number, VatRateTotal>();
  for (const row of rows) {
    const sum = byRate.get(row.rateBasisPoints) ?? {
      rateBasisPoints: row.rateBasisPoints,
      grossCents: 0,
      vatCents: 0,
      netCents: 0,
    };
    byRate.set(row.rateBasisPoints, {
      ...sum,
      grossCents: sum.grossCents + row.grossCents,
      vatCents: sum.vatCents + row.vatCents,
      netCents: sum.netCents + row.netCents,
    });
  }
  return [...byRate.values()];
}

function summary(invoice: Invoice): InvoiceSummary {
  return {
    number: invoice.number,
    label: formatInvoiceNumber(invoice.number),
    kind: invoice.kind,
    grossCents: invoice.grossCents,
    createdAt: invoice.createdAt.toISOString(),
    ...(invoice.kind === 'credit'
      ? {
          credited: [
            // Given back is positive; the discount the credited packs carried is kept back (negative).
            ...invoice.document.lines.map(({ description, quantity, grossCents }) => ({
              description,
              quantity: Math.abs(quantity),
              grossCents: -grossCents,
            })),
            ...(invoice.document.shipping
              ? [
                  {
                    description: invoice.document.shippingLabel ?? messages.invoices.shipping,
                    quantity: 1,
                    grossCents: Math.abs(invoice.document.shipping.grossCents),
                  },
                ]
              : []),
          ],
        }
      : {}),
  };
}

/** The invoices of some orders, oldest first, by order id (one query for a whole list). */
export async function invoicesOfOrders(orderIds: number[]): Promise<Map<number, InvoiceSummary[]>> {
  const byOrder = new Map<number, InvoiceSummary[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await (await db())
    .select()
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds))
    .orderBy(asc(invoices.number));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), summary(row)]);
  return byOrder;
}

/**
 * The PDF of one invoice. A customer gets only invoices of their own orders; any other
 * number answers 404 (never 403: whether an invoice number exists is not theirs to learn).
 */
export async function invoicePdf(
  number: number,
  reader: { staff: true } | { userId: number },
): Promise<{ filename: string; bytes: Buffer }> {
  const [row] = await (await db())
    .select({ invoice: invoices, userId: orders.userId })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.number, number));
  if (!row || ('userId' in reader && row.userId !== reader.userId))
    throw notFound(messages.invoices.notFound);
  return {
    filename: invoiceFilename(row.invoice.document),
    bytes: await renderInvoicePdf(row.invoice.document),
  };
}

/** The UBL 2.1 e-invoice of one invoice or credit invoice, for staff (the accountant's import). */
export async function invoiceUblFile(number: number): Promise<{ filename: string; xml: string }> {
  const [row] = await (await db()).select().from(invoices).where(eq(invoices.number, number));
  if (!row) throw notFound(messages.invoices.notFound);
  return { filename: ublFilename(row.document), xml: invoiceUbl(row.document) };
}

/** The answer of the UBL download endpoint. */
export function ublResponse(file: { filename: string; xml: string }): Response {
  return new Response(file.xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

export function invoiceFilename(document: InvoiceDocument): string {
  const prefix = document.kind === 'credit' ? 'creditfactuur' : 'factuur';
  return `${prefix}-${formatInvoiceNumber(document.number)}.pdf`;
}

/** The order's invoice as a mail attachment (none when the order has no invoice). */
export async function invoiceAttachment(orderId: number): Promise<MailAttachment[]> {
  const [invoice] = await (await db())
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  if (!invoice) return [];
  const content = await renderInvoicePdf(invoice.document);
  return [{ filename: invoiceFilename(invoice.document), content, contentType: 'application/pdf' }];
}

/** The answer of a download endpoint: the PDF, never cached by a shared cache. */
export function pdfResponse(pdf: { filename: string; bytes: Buffer }): Response {
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdf.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
