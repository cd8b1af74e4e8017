import { describe, expect, it } from 'vitest';
import { profileProblems, readUbl, xsdProblems } from '../../../tests/helpers/ubl-check';
import { type CreditedItems, creditFigures, type InvoiceDocument, invoiceFigures } from './invoice';
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
const pants = { description: 'Pants <maat M>', unitPriceCents: 1295, vatRateBasisPoints: 900 };
const credit = (items: CreditedItems): InvoiceDocument => ({
  ...invoice,
  kind: 'credit',
  number: 8,
  creditsInvoiceNumber: 7,
  ...creditFigures(items, {
    charged: figures.vat,
    discountCode: 'ZOMER10',
    amountLabel: (rate) => `Gedeeltelijke terugbetaling (btw ${rate})`,
  }),
});
const everything = credit({
  lines: [
    { ...pants, packs: 3, discountCents: 389 },
    { description: 'Huidcrème', packs: 1, unitPriceCents: 799, vatRateBasisPoints: 2100, discountCents: 0 },
  ],
  shipping: figures.shipping,
  amounts: [],
});
const onePack = credit({ lines: [{ ...pants, packs: 1, discountCents: 130 }], shipping: null, amounts: [] });
const partial = credit({
  lines: [],
  shipping: null,
  amounts: [{ vatRateBasisPoints: 900, grossCents: 1000 }],
});

describe('the UBL e-invoice', () => {
  const documents = [invoice, everything, partial, onePack];
  const xmls = documents.map(invoiceUbl);

  it('is valid UBL 2.1 for an invoice and credit notes of everything, an amount and one pack', () => {
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
    // A credit by line names the pack and the discount it carried.
    expect(readUbl(xmls[3]!).taxInclusiveCents).toBe(1295 - 130);
    expect(xmls[3]).toContain('<cbc:Name>Pants &lt;maat M&gt;</cbc:Name>');
    expect(xmls[3]).toContain('<cbc:Name>Korting (ZOMER10)</cbc:Name>');
    // Issued 00:30 Dutch time on 25 November: the Dutch date, not the UTC one.
    expect(xmls[0]).toContain('<cbc:IssueDate>2026-11-25</cbc:IssueDate>');
    expect(xmls[0]).toContain('Kim &amp; Co');
    expect(ublFilename(documents[1]!)).toBe('creditnota-F-000008.xml');
  });
});
