import { describe, expect, it } from 'vitest';
import { formatEuro, formatVatRate } from '~/lib/money';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { readUbl } from '../../../tests/helpers/ubl-check';
import { creditFigures, documentRows, type InvoiceDocument, invoiceFigures } from './invoice';
import { renderInvoicePdf } from './invoice-pdf.server';
import { invoiceUbl } from './ubl';

/*
 * One line-rounding rule (decision 030): each row's net amount is computed once when the
 * document is issued (netAmounts, stored in the document) and the PDF and the e-invoice print that
 * value; per VAT rate the rows add up to the taxable amount. Random orders with both rates,
 * discounts, shipping and credits of packs or amounts.
 */

/** mulberry32: the same orders on every run. */
function random(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}

const address = { street: 'Dam 1', postcode: '1012 JS', city: 'Amsterdam', countryCode: 'NL' };
const party = {
  seller: {
    legalName: 'Zorgzaam B.V.',
    addressLines: ['Keizersgracht 221', '1016 DV Amsterdam', 'Nederland'],
    address: { ...address, street: 'Keizersgracht 221', postcode: '1016 DV' },
    kvk: '91234567',
    vatId: 'NL865123456B01',
    email: 'service@zorgzaam.example',
    phone: '020 123 45 67',
  },
  buyer: {
    name: 'Kim Klant',
    email: 'kim@example.nl',
    addressLines: ['Dam 1', '1012 JS Amsterdam'],
    address,
  },
};

function randomDocuments(rng: ReturnType<typeof random>, index: number): InvoiceDocument[] {
  const lines = Array.from({ length: 1 + rng(4) }, (_, i) => ({
    description: `Product ${i}`,
    quantity: 1 + rng(6),
    unitPriceCents: 99 + rng(4000),
    vatRateBasisPoints: rng(3) === 0 ? 2100 : 900,
  }));
  const rates = [...new Set(lines.map((line) => line.vatRateBasisPoints))];
  const discounts =
    rng(2) === 0
      ? rates.map((rate) => ({
          description: 'Korting (TEST)',
          vatRateBasisPoints: rate,
          cents: 1 + rng(300),
        }))
      : [];
  const figures = invoiceFigures(lines, rng(2) === 0 ? 0 : [350, 395, 500][rng(3)]!, discounts);
  const invoice: InvoiceDocument = {
    kind: 'invoice',
    number: index * 2 + 1,
    issuedAt: '2026-11-02T10:00:00.000Z',
    orderNumber: `ZZ-${200_000 + index}`,
    creditsInvoiceNumber: null,
    ...party,
    ...figures,
  };
  const line = lines[rng(lines.length)]!;
  const credit: InvoiceDocument = {
    ...invoice,
    kind: 'credit',
    number: index * 2 + 2,
    creditsInvoiceNumber: invoice.number,
    ...creditFigures(
      rng(2) === 0
        ? {
            lines: [{ ...line, packs: 1 + rng(line.quantity), discountCents: rng(50) }],
            shipping: figures.shipping,
            amounts: [],
          }
        : {
            lines: [],
            shipping: null,
            amounts: [{ vatRateBasisPoints: line.vatRateBasisPoints, grossCents: 1 + rng(900) }],
          },
      {
        charged: figures.vat,
        discountCode: discounts.length ? 'TEST' : null,
        amountLabel: (rate) => `Deel ${rate}`,
      },
    ),
  };
  return [invoice, credit];
}

const ORDERS = 150;

describe('one line-rounding rule', () => {
  it('prints the stored line amounts in the PDF and the e-invoice, and per rate they add up', async () => {
    const rng = random(34);
    for (let index = 0; index < ORDERS; index++) {
      for (const document of randomDocuments(rng, index)) {
        const rows = documentRows(document, 'Verzendkosten');
        // Stored once, when issued: every row carries its net amount.
        expect(document.lines.every((line) => line.netCents !== undefined)).toBe(true);
        // Per VAT rate the rows add up to the taxable amount of the VAT breakdown.
        for (const row of document.vat) {
          const atRate = rows.filter((entry) => entry.vatRateBasisPoints === row.rateBasisPoints);
          expect(atRate.reduce((sum, entry) => sum + entry.netCents, 0)).toBe(row.netCents);
        }
        // The e-invoice's line amounts are the stored ones (positive on a credit note).
        const sign = document.kind === 'credit' ? -1 : 1;
        expect(readUbl(invoiceUbl(document)).lines.map((line) => line.netCents)).toEqual(
          rows.map((row) => sign * row.netCents),
        );
        // The PDF prints each row's stored net amount beside its gross, in order. One order in ten
        // (30 documents, both rates, discounts, both kinds of credit): each costs a render and a
        // pdftotext process, two thirds of this test's time.
        if (index % 10 === 0) {
          const text = pdfText(await renderInvoicePdf(document, { compress: false }));
          let from = 0;
          for (const row of rows) {
            const printed = [
              String(row.quantity),
              formatEuro(row.unitNetCents),
              formatEuro(row.unitGrossCents),
              formatVatRate(row.vatRateBasisPoints),
              formatEuro(row.netCents),
              formatEuro(row.grossCents),
            ]
              .join(' ')
              .replace(/[\s\u00a0\u202f]+/g, ' ');
            const at = text.indexOf(printed, from);
            expect(at, `${document.orderNumber} ${document.kind}: ${printed}`).toBeGreaterThanOrEqual(0);
            from = at + printed.length;
          }
        }
      }
    }
  }, 60_000);
});
