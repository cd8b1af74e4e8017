import { describe, expect, it } from 'vitest';
import {
  profileProblems,
  readUbl,
  schematronAvailable,
  schematronFatals,
  xsdProblems,
} from '../../../tests/helpers/ubl-check';
import { type CreditedItems, creditFigures, type InvoiceDocument, invoiceFigures } from './invoice';
import { invoiceUbl, ublFilename } from './ubl';

const base = {
  issuedAt: '2026-11-24T23:30:00.000Z',
  deliveryDate: '2026-11-24T23:30:00.000Z',
  orderNumber: 'ZZ-100007',
  seller: {
    legalName: 'Zorgzaam B.V.',
    addressLines: ['Keizersgracht 221', '1016 DV Amsterdam', 'Nederland'],
    address: { street: 'Keizersgracht 221', postcode: '1016 DV', city: 'Amsterdam', countryCode: 'NL' },
    kvk: '91234567',
    vatId: 'NL865123456B01',
    email: 'service@zorgzaam.example',
    phone: '020 123 45 67',
  },
  buyer: {
    name: 'Kim & Co',
    email: 'kim@example.nl',
    addressLines: ['Dam 1', '1012 JS Amsterdam', 'Nederland'],
    address: { street: 'Dam 1', postcode: '1012 JS', city: 'Amsterdam', countryCode: 'NL' },
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

/** A care organisation with a KvK number, a VAT id and its purchase-order reference. */
const company = {
  name: 'Thuiszorg De Linde B.V.',
  kvk: '12345678',
  vatId: 'NL123456789B01',
  poReference: 'PO-2026-0042',
};
const business: InvoiceDocument = { ...invoice, number: 9, buyer: { ...invoice.buyer, company } };
const businessCredit: InvoiceDocument = {
  ...everything,
  number: 10,
  creditsInvoiceNumber: 9,
  buyer: business.buyer,
};
const businessPartial: InvoiceDocument = {
  ...partial,
  number: 11,
  creditsInvoiceNumber: 9,
  buyer: { ...business.buyer, company: { ...company, vatId: null, poReference: null } },
};

describe('the UBL e-invoice', () => {
  const documents = [invoice, everything, partial, onePack, business, businessCredit, businessPartial];
  const xmls = documents.map(invoiceUbl);

  it('is valid UBL 2.1 for an invoice and credit notes of everything, an amount and one pack', () => {
    expect(xsdProblems(xmls)).toBe('');
  });

  it('meets the profile rules on totals, VAT breakdown and identifiers', () => {
    for (const xml of xmls) expect(profileProblems(xml)).toEqual([]);
  });

  it('declares EN 16931 for a consumer and SI-UBL 2.0 for a business buyer with its KvK and PO', () => {
    expect(xmls[0]).toContain('<cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>');
    expect(xmls[0]).not.toContain('nlcius');
    expect(xmls[0]).toContain('<cbc:PaymentMeansCode>68</cbc:PaymentMeansCode>');
    expect(xmls[4]).toContain('urn:fdc:nen.nl:nlcius:v1.0');
    expect(xmls[4]).toContain('<cbc:PaymentMeansCode>57</cbc:PaymentMeansCode>');
    expect(xmls[4]).toContain('<cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID>');
    expect(xmls[4]).toContain('<cbc:BuyerReference>PO-2026-0042</cbc:BuyerReference>');
    expect(xmls[4]).toContain('<cbc:SalesOrderID>ZZ-100007</cbc:SalesOrderID>');
    // The address from its fields: street line, postcode, city and the ISO country code.
    expect(xmls[0]).toContain(
      '<cbc:StreetName>Dam 1</cbc:StreetName><cbc:CityName>Amsterdam</cbc:CityName><cbc:PostalZone>1012 JS</cbc:PostalZone><cac:Country><cbc:IdentificationCode>NL</cbc:IdentificationCode>',
    );
  });

  it.skipIf(!schematronAvailable())(
    'passes every rule of the profile it declares (official schematron, Saxon-HE): 0 fatal',
    () => {
      expect(schematronFatals(xmls)).toEqual([]);
    },
    60_000,
  );

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
