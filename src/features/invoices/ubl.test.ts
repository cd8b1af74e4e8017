import { describe, expect, it } from 'vitest';
import { profileProblems, readUbl, xsdProblems } from '../../../tests/helpers/ubl-check';
import { creditFigures, type InvoiceDocument, invoiceFigures } from './invoice';
import { invoiceUbl, ublFilename } from './ubl';

const base = {
  issuedAt: '2026-11-24T23:30:00.000Z',
  deliveryDate: '2026-11-24T23:30:00.000Z',
  orderNumber: 'ZZ-100007',
  seller: {
    legalName: 'Zorgzaam B.V.',
    addressLines: ['Keizersgracht 221', '1016 DV Amsterdam', 'Nederland'],
    kvk: '91234567',
    vatId: 'NL865123456B01',
    email: 'service@zorgzaam.example',
    phone: '020 123 45 67',
  },
  buyer: {
    name: 'Kim & Co',
    email: 'kim@example.nl',
    addressLines: ['Dam 1', '1012 JS Amsterdam', 'Nederland'],
  },
};

const figures = invoiceFigures(
  [
    { description: 'Pants <maat M>', quantity: 3, unitPriceCents: 1295, vatRateBasisPoints: 900 },
    { description: 'Huidcrème', quantity: 1, unitPriceCents: 799, vatRateBasisPoints: 2100 },
  ],
  495,
  [{ description: 'Korting (ZOMER10)', vatRateBasisPoints: 900, cents: 389 }],
);
const invoice: InvoiceDocument = {
  ...base,
  kind: 'invoice',
  number: 7,
  creditsInvoiceNumber: null,
  ...figures,
};
const credit = (amountCents: number): InvoiceDocument => ({
  ...invoice,
  kind: 'credit',
  number: 8,
  creditsInvoiceNumber: 7,
  ...creditFigures(figures, amountCents, (rate) => `Gedeeltelijke terugbetaling (btw ${rate})`),
});

describe('the UBL e-invoice', () => {
  const documents = [invoice, credit(invoice.totals.grossCents), credit(1000)];
  const xmls = documents.map(invoiceUbl);

  it('is valid UBL 2.1 for an invoice, a full and a partial credit note', () => {
    expect(xsdProblems(xmls)).toBe('');
  });

  it('meets the profile rules on totals, VAT breakdown and identifiers', () => {
    for (const xml of xmls) expect(profileProblems(xml)).toEqual([]);
  });

  it('says what the PDF says, in positive amounts on a credit note', () => {
    const read = readUbl(xmls[0]!);
    expect(read.taxInclusiveCents).toBe(invoice.totals.grossCents);
    expect(read.vatCents).toBe(invoice.totals.vatCents);
    expect(read.subtotals.map((row) => row.vatCents)).toEqual(invoice.vat.map((row) => row.vatCents));
    const partial = readUbl(xmls[2]!);
    expect(partial.taxInclusiveCents).toBe(1000);
    expect(xmls[2]).toContain('<cbc:ID>F-000007</cbc:ID></cac:InvoiceDocumentReference>');
    // Issued 00:30 Dutch time on 25 November: the Dutch date, not the UTC one.
    expect(xmls[0]).toContain('<cbc:IssueDate>2026-11-25</cbc:IssueDate>');
    expect(xmls[0]).toContain('Kim &amp; Co');
    expect(ublFilename(documents[1]!)).toBe('creditnota-F-000008.xml');
  });
});
