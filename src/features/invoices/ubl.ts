import { todayInNetherlands } from '~/lib/dates';
import { documentRows, formatInvoiceNumber, type InvoiceDocument, supplyDate } from './invoice';
import { amount, customerParty, escapeXml, supplierParty, taxCategory } from './ubl-parts';

/*
 * An issued invoice or credit invoice as a UBL 2.1 e-invoice, made from the stored document, so it
 * always says what the PDF says. A credit invoice becomes a CreditNote (positive amounts, referring
 * to the invoice it corrects). Each document declares the profile that fits its buyer and passes
 * all of that profile's official rules (decision 030):
 * - a consumer: EN 16931 itself (no NLCIUS claim: SI-UBL 2.0 requires a KvK or OIN for a Dutch
 *   buyer, BR-NL-10), paid through an online payment service (UNCL 4461 code 68);
 * - a business buyer with a KvK number: SI-UBL 2.0 (NLCIUS), which allows only the payment means
 *   codes 30, 48, 49, 57, 58 and 59 (BR-NL-12): 57, "standing agreement", because it paid when it
 *   ordered, through the payment provider agreed at checkout, and nothing is left to pay.
 */

export const PROFILES = {
  consumer: { customization: 'urn:cen.eu:en16931:2017', profile: null, paymentMeans: '68' },
  business: {
    customization: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0',
    profile: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
    paymentMeans: '57',
  },
} as const;

/** The profile a document declares: SI-UBL 2.0 for a business buyer with a KvK number, else EN 16931. */
export function profileOf(document: InvoiceDocument) {
  return document.buyer.company?.kvk ? PROFILES.business : PROFILES.consumer;
}

interface UblLine {
  description: string;
  quantity: number;
  netCents: number;
  vatRateBasisPoints: number;
}

/** Every row with its net amount as issued (the one line-rounding rule, `documentRows`). */
function netLines(document: InvoiceDocument, sign: number): UblLine[] {
  return documentRows(document, 'Verzendkosten').map((row) => ({
    description: row.description,
    quantity: row.quantity,
    netCents: sign * row.netCents,
    vatRateBasisPoints: row.vatRateBasisPoints,
  }));
}

function line(tag: 'InvoiceLine' | 'CreditNoteLine', id: number, entry: UblLine): string {
  const quantityTag = tag === 'InvoiceLine' ? 'InvoicedQuantity' : 'CreditedQuantity';
  const pieces = Math.max(1, Math.abs(entry.quantity));
  // The price is for all pieces of the line (BaseQuantity), so the line amount is exact in cents.
  const quantity = entry.netCents < 0 ? -pieces : pieces;
  return [
    `<cac:${tag}>`,
    `<cbc:ID>${id}</cbc:ID>`,
    `<cbc:${quantityTag} unitCode="C62">${quantity}</cbc:${quantityTag}>`,
    amount('LineExtensionAmount', entry.netCents),
    `<cac:Item><cbc:Name>${escapeXml(entry.description)}</cbc:Name>${taxCategory('ClassifiedTaxCategory', entry.vatRateBasisPoints)}</cac:Item>`,
    `<cac:Price>${amount('PriceAmount', Math.abs(entry.netCents))}<cbc:BaseQuantity unitCode="C62">${pieces}</cbc:BaseQuantity></cac:Price>`,
    `</cac:${tag}>`,
  ].join('');
}

/** The UBL 2.1 XML of an invoice (Invoice) or credit invoice (CreditNote). */
export function invoiceUbl(document: InvoiceDocument): string {
  const credit = document.kind === 'credit';
  const sign = credit ? -1 : 1;
  const root = credit ? 'CreditNote' : 'Invoice';
  const lines = netLines(document, sign);
  const totals = {
    net: sign * document.totals.netCents,
    vat: sign * document.totals.vatCents,
    gross: sign * document.totals.grossCents,
  };
  const profile = profileOf(document);
  const poReference = document.buyer.company?.poReference ?? null;
  const issueDate = todayInNetherlands(new Date(document.issuedAt));
  // The supply's date once shipped; before that the document states none (the issue date is the tax point).
  const supply = supplyDate(document);
  const body = [
    '<cbc:UBLVersionID>2.1</cbc:UBLVersionID>',
    `<cbc:CustomizationID>${profile.customization}</cbc:CustomizationID>`,
    profile.profile ? `<cbc:ProfileID>${profile.profile}</cbc:ProfileID>` : '',
    `<cbc:ID>${formatInvoiceNumber(document.number)}</cbc:ID>`,
    `<cbc:IssueDate>${issueDate}</cbc:IssueDate>`,
    credit
      ? '<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>'
      : '<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>',
    '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>',
    // The buyer's reference and purchase order: its PO reference when it gave one (business).
    `<cbc:BuyerReference>${escapeXml(poReference ?? document.orderNumber)}</cbc:BuyerReference>`,
    `<cac:OrderReference><cbc:ID>${escapeXml(poReference ?? document.orderNumber)}</cbc:ID>${poReference ? `<cbc:SalesOrderID>${escapeXml(document.orderNumber)}</cbc:SalesOrderID>` : ''}</cac:OrderReference>`,
    document.creditsInvoiceNumber === null
      ? ''
      : `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${formatInvoiceNumber(document.creditsInvoiceNumber)}</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference>`,
    supplierParty(document.seller),
    customerParty(document.buyer),
    supply.shipped
      ? `<cac:Delivery><cbc:ActualDeliveryDate>${todayInNetherlands(new Date(supply.at))}</cbc:ActualDeliveryDate></cac:Delivery>`
      : '',
    `<cac:PaymentMeans><cbc:PaymentMeansCode>${profile.paymentMeans}</cbc:PaymentMeansCode><cbc:PaymentID>${escapeXml(document.orderNumber)}</cbc:PaymentID></cac:PaymentMeans>`,
    '<cac:TaxTotal>',
    amount('TaxAmount', totals.vat),
    ...document.vat.map(
      (row) =>
        `<cac:TaxSubtotal>${amount('TaxableAmount', sign * row.netCents)}${amount('TaxAmount', sign * row.vatCents)}${taxCategory('TaxCategory', row.rateBasisPoints)}</cac:TaxSubtotal>`,
    ),
    '</cac:TaxTotal>',
    '<cac:LegalMonetaryTotal>',
    amount('LineExtensionAmount', totals.net),
    amount('TaxExclusiveAmount', totals.net),
    amount('TaxInclusiveAmount', totals.gross),
    // Paid (or refunded) through the payment provider: nothing is left to pay.
    amount('PrepaidAmount', totals.gross),
    amount('PayableAmount', 0),
    '</cac:LegalMonetaryTotal>',
    ...lines.map((entry, index) => line(credit ? 'CreditNoteLine' : 'InvoiceLine', index + 1, entry)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">`,
    ...body.filter(Boolean),
    `</${root}>`,
    '',
  ].join('\n');
}

export function ublFilename(document: InvoiceDocument): string {
  const prefix = document.kind === 'credit' ? 'creditnota' : 'factuur';
  return `${prefix}-${formatInvoiceNumber(document.number)}.xml`;
}
