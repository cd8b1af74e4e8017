import { create as parseFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import { shop } from '~/config/shop';
import { formatLongDate } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { formatEuro, formatVatRate } from '~/lib/money';
import regularFont from './fonts/DejaVuSans.ttf?inline';
// DejaVu Sans (free licence, fonts/LICENSE-DejaVu.txt), inlined in the server bundle so every
// install embeds the same font; pdfkit embeds the subset the invoice uses.
import boldFont from './fonts/DejaVuSans-Bold.ttf?inline';
import { documentRows, formatInvoiceNumber, type InvoiceDocument, supplyDate } from './invoice';

const text = messages.invoices;
const PAGE = { left: 50, right: 545, bottom: 770 };
const INK = '#1f2933';
const SOFT = '#52606d';
const ACCENT = '#0f5f5c';

/** Columns of the line table: x, width, alignment. */
const COLUMNS = {
  description: { x: 50, width: 140, align: 'left' },
  quantity: { x: 194, width: 34, align: 'right' },
  unitNet: { x: 232, width: 58, align: 'right' },
  unitGross: { x: 294, width: 58, align: 'right' },
  vatRate: { x: 356, width: 30, align: 'right' },
  // The line's amount without VAT as issued (the one line-rounding rule): per rate these add up
  // to the VAT base printed below.
  net: { x: 390, width: 75, align: 'right' },
  total: { x: 470, width: 75, align: 'right' },
} as const;
type Column = keyof typeof COLUMNS;

const fontBytes = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
/**
 * Parsed once per process: parsing the two font files took most of a render. pdfkit takes a
 * fontkit font as it is and makes a fresh subset of it for every document.
 */
let parsedFonts: { regular: PDFKit.Mixins.PDFFontSource; bold: PDFKit.Mixins.PDFFontSource } | null = null;
function fonts() {
  parsedFonts ??= {
    regular: parseFont(fontBytes(regularFont)) as unknown as PDFKit.Mixins.PDFFontSource,
    bold: parseFont(fontBytes(boldFont)) as unknown as PDFKit.Mixins.PDFFontSource,
  };
  return parsedFonts;
}

/**
 * Renders an issued invoice (or credit invoice) as an A4 PDF with embedded DejaVu Sans (the
 * standard Helvetica is not embedded, which archiving rules and some viewers refuse). Rendered
 * on demand from the stored document. pdfkit writes it as PDF/A-3b (XMP identification, sRGB
 * output intent, all fonts embedded), with title, author, subject and language set.
 */
export function renderInvoicePdf(
  invoice: InvoiceDocument,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const title = invoice.kind === 'credit' ? text.creditTitle : text.title;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    // Pages stay open until the end, so that each gets the footer with its number (footers below).
    bufferPages: true,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    // The default font too: pdfkit would otherwise load (and list) the unembedded Helvetica.
    font: fonts().regular as unknown as string,
    lang: 'nl-NL',
    displayTitle: true,
    info: {
      Title: `${title} ${formatInvoiceNumber(invoice.number)}`,
      Author: invoice.seller.legalName,
      Subject: `${text.orderNumber} ${invoice.orderNumber}`,
      Creator: shop.brand,
      CreationDate: new Date(invoice.issuedAt),
    },
  });
  // The drawing code names the two weights; both are the embedded DejaVu Sans.
  doc.registerFont('Helvetica', fonts().regular);
  doc.registerFont('Helvetica-Bold', fonts().bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const headerBottom = header(doc, invoice, title);
  let y = lineTable(doc, invoice, Math.max(300, headerBottom + 24));
  y = vatAndTotals(doc, invoice, y + 16);
  closing(doc, invoice, y + 24);
  footers(doc, invoice);
  doc.end();
  return done;
}

/** The brand, seller, title, buyer and the invoice's facts; answers the y below the lowest of them. */
function header(doc: PDFKit.PDFDocument, invoice: InvoiceDocument, title: string): number {
  const { seller, buyer } = invoice;
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(22).text(shop.brand, PAGE.left, 50);
  doc.fillColor(SOFT).font('Helvetica').fontSize(9);
  const sellerLines = [
    seller.legalName,
    ...seller.addressLines,
    seller.email,
    seller.phone,
    `${text.kvk}: ${seller.kvk}`,
    `${text.vatId}: ${seller.vatId}`,
  ];
  doc.text(sellerLines.join('\n'), 345, 50, { width: 200, align: 'right', lineGap: 1 });

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(title, PAGE.left, 170);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(SOFT).text(text.to.toUpperCase(), PAGE.left, 205);
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  // Long names and addresses wrap within the buyer's column, left of the facts.
  const company = buyer.company ?? null;
  const buyerLines = company
    ? [
        company.name,
        text.attention(buyer.name),
        ...buyer.addressLines,
        buyer.email,
        `${text.kvk}: ${company.kvk}`,
        ...(company.vatId ? [`${text.vatId}: ${company.vatId}`] : []),
        ...(company.poReference ? [`${text.poReference}: ${company.poReference}`] : []),
      ]
    : [buyer.name, ...buyer.addressLines, buyer.email];
  doc.text(buyerLines.join('\n'), PAGE.left, 219, {
    width: 260,
    lineGap: 1,
  });
  const buyerBottom = doc.y;

  const meta: [string, string][] = [
    [text.number, formatInvoiceNumber(invoice.number)],
    [text.date, formatLongDate(invoice.issuedAt)],
    supplyDate(invoice).shipped
      ? [text.deliveryDate, formatLongDate(supplyDate(invoice).at)]
      : [text.prepaidDate, formatLongDate(supplyDate(invoice).at)],
    [text.orderNumber, invoice.orderNumber],
  ];
  if (invoice.creditsInvoiceNumber !== null) {
    meta.push([text.creditsInvoice, formatInvoiceNumber(invoice.creditsInvoiceNumber)]);
  }
  // Each fact starts below the one before, however it wrapped: no value prints over the next.
  let y = 205;
  for (const [label, value] of meta) {
    doc.font('Helvetica').fontSize(10).fillColor(SOFT).text(label, 330, y, { width: 100 });
    const labelBottom = doc.y;
    doc.font('Helvetica-Bold').fillColor(INK).text(value, 430, y, { width: 115, align: 'right' });
    y = Math.max(labelBottom, doc.y) + 4;
  }
  return Math.max(buyerBottom, y);
}

function cell(doc: PDFKit.PDFDocument, column: Column, value: string, y: number): number {
  const { x, width, align } = COLUMNS[column];
  doc.text(value, x, y, { width, align });
  return doc.y;
}

function rule(doc: PDFKit.PDFDocument, y: number, color = '#cbd2d9'): void {
  doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.7).strokeColor(color).stroke();
}

/** The lines and the shipping row; answers the y below the table. New pages as needed. */
function lineTable(doc: PDFKit.PDFDocument, invoice: InvoiceDocument, top: number): number {
  const heading = (y: number) => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(SOFT);
    // A label that wraps (narrow columns) pushes the rule down: nothing overlaps it.
    let bottom = y + 11;
    for (const column of Object.keys(COLUMNS) as Column[])
      bottom = Math.max(bottom, cell(doc, column, text.columns[column], y));
    rule(doc, bottom + 3, INK);
    return bottom + 10;
  };
  let y = heading(top);
  const rows = documentRows(invoice, text.shipping);
  for (const line of rows) {
    if (y > PAGE.bottom - 40) {
      doc.addPage();
      y = heading(50);
    }
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    let bottom = cell(doc, 'description', line.description, y);
    for (const [column, value] of [
      ['quantity', String(line.quantity)],
      ['unitNet', formatEuro(line.unitNetCents)],
      ['unitGross', formatEuro(line.unitGrossCents)],
      ['vatRate', formatVatRate(line.vatRateBasisPoints)],
      ['net', formatEuro(line.netCents)],
      ['total', formatEuro(line.grossCents)],
    ] as const)
      bottom = Math.max(bottom, cell(doc, column, value, y));
    y = Math.max(bottom, y + 11) + 6;
    rule(doc, y - 3);
  }
  return y;
}

/** The VAT per rate and the totals, right-aligned under the table. */
function vatAndTotals(doc: PDFKit.PDFDocument, invoice: InvoiceDocument, top: number): number {
  if (top > PAGE.bottom - 140) {
    doc.addPage();
    top = 50;
  }
  const labelX = 300;
  const row = (label: string, value: string, y: number, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 10)
      .fillColor(INK);
    doc.text(label, labelX, y, { width: 160 });
    doc.text(value, 460, y, { width: 85, align: 'right' });
  };
  doc.font('Helvetica-Bold').fontSize(9).fillColor(SOFT).text(text.vatHeading.toUpperCase(), labelX, top);
  let y = top + 16;
  for (const vat of invoice.vat) {
    row(
      `${text.vatRow(formatVatRate(vat.rateBasisPoints))} ${text.vatOver(formatEuro(vat.netCents))}`,
      formatEuro(vat.vatCents),
      y,
    );
    y += 16;
  }
  doc
    .moveTo(labelX, y + 2)
    .lineTo(PAGE.right, y + 2)
    .lineWidth(0.7)
    .strokeColor('#cbd2d9')
    .stroke();
  y += 10;
  row(text.totalNet, formatEuro(invoice.totals.netCents), y);
  row(text.totalVat, formatEuro(invoice.totals.vatCents), y + 16);
  doc.rect(labelX - 8, y + 34, PAGE.right - labelX + 8, 24).fill('#e6f2f1');
  row(text.totalGross, formatEuro(invoice.totals.grossCents), y + 40, true);
  return y + 60;
}

function closing(doc: PDFKit.PDFDocument, invoice: InvoiceDocument, y: number): void {
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  doc.text(invoice.kind === 'credit' ? text.refunded : text.paid, PAGE.left, y, { width: 495 });
}

/** Every page names the seller (legal name, address, KvK, VAT id) and, when there are more, its number. */
function footers(doc: PDFKit.PDFDocument, invoice: InvoiceDocument): void {
  const { seller } = invoice;
  const footer = `${seller.legalName} · ${seller.addressLines.join(', ')} · ${text.kvk} ${seller.kvk} · ${text.vatId} ${seller.vatId}`;
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Written inside the bottom margin: pdfkit would start a page for text below it.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(SOFT);
    doc.text(footer, PAGE.left, 800, { width: 495, align: 'center', lineBreak: false });
    if (count > 1) {
      doc.text(text.pageOf(index - start + 1, count), PAGE.left, 812, {
        width: 495,
        align: 'center',
        lineBreak: false,
      });
    }
    doc.page.margins.bottom = bottomMargin;
  }
}
