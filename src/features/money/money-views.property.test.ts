import { describe, expect, it } from 'vitest';
import { type BookedDocument, vatOverview } from '~/features/accounting/accounting';
import { journalCsv } from '~/features/accounting/accounting-csv';
import { priceOrder } from '~/features/checkout/pricing';
import {
  creditFigures,
  discountsPerRate,
  type InvoiceDocument,
  invoiceFigures,
} from '~/features/invoices/invoice';
import { invoiceUbl } from '~/features/invoices/ubl';
import { profileProblems, readUbl, xsdProblems } from '../../../tests/helpers/ubl-check';
import type { VatRateTotal } from './vat';

/*
 * The property of issue #23: for random orders (sizes, quantities, discounts, shipping, refunds,
 * 9 % and 21 %) every view of the money agrees to the cent: the checkout's quote and the stored
 * order (priceOrder), the invoice and credit invoices (PDF figures), their UBL e-invoices, the VAT
 * overview and the journal; and the invoice's total is what the payment provider was asked for.
 */

const ORDERS = 10_000;

/** A small seeded generator (mulberry32): the same orders every run, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)]! };
}

const seller = {
  legalName: 'Zorgzaam B.V.',
  addressLines: ['Keizersgracht 221', '1016 DV Amsterdam', 'Nederland'],
  kvk: '91234567',
  vatId: 'NL865123456B01',
  email: 'service@zorgzaam.example',
  phone: '020 123 45 67',
};
const buyer = {
  name: 'Kim Klant',
  email: 'kim@example.nl',
  addressLines: ['Dam 1', '1012 JS Amsterdam', 'Nederland'],
};

function randomOrder(rng: ReturnType<typeof random>) {
  const lines = Array.from({ length: rng.int(1, 6) }, () => ({
    unitPriceCents: rng.int(49, 7999),
    quantity: rng.pick([1, 1, 1, 2, 3, 4, 6, 12]),
    vatRateBasisPoints: rng.pick([900, 900, 900, 2100]),
  }));
  const discountKind = rng.pick(['none', 'none', 'percentage', 'fixed'] as const);
  const discount =
    discountKind === 'none'
      ? undefined
      : {
          rule: {
            kind: discountKind,
            value: discountKind === 'percentage' ? rng.int(5, 50) : rng.int(100, 2500),
          },
          eligible: lines.map(() => rng.next() < 0.7),
        };
  const shippingFee = rng.pick([0, 395, 495, 695]);
  const totals = priceOrder(lines, {
    shipping: (goods) => (goods >= 5000 ? 0 : shippingFee),
    ...(discount ? { discount } : {}),
  });
  return { lines, totals, code: discount ? 'ZOMER' : null };
}

const sumRows = (rows: VatRateTotal[]) =>
  [900, 2100].map((rate) => {
    const at = rows.filter((row) => row.rateBasisPoints === rate);
    return {
      rate,
      grossCents: at.reduce((s, r) => s + r.grossCents, 0),
      vatCents: at.reduce((s, r) => s + r.vatCents, 0),
    };
  });

describe(`money views agree for ${ORDERS} random orders`, () => {
  it('quote, order, invoice, credits, UBL, VAT overview and journal agree to the cent', () => {
    const rng = random(23);
    const booked: BookedDocument[] = [];
    const xsdSample: string[] = [];
    let number = 0;
    for (let index = 0; index < ORDERS; index++) {
      const { lines, totals, code } = randomOrder(rng);
      const storedLines = lines.map((line, i) => ({
        ...line,
        discountCents: totals.lines[i]!.discountCents,
      }));
      const figures = invoiceFigures(
        lines.map((line, i) => ({ description: `Product ${i}`, ...line })),
        totals.shippingCents,
        discountsPerRate(code, storedLines),
      );
      // The invoice charges what the payment provider was asked for (the order's total) ...
      expect(figures.totals.grossCents).toBe(totals.totalCents);
      // ... with the VAT the order page, the account and admin show (orders.vat_cents).
      expect(figures.totals.vatCents).toBe(totals.vatCents);
      // The lines' shown VAT never exceeds the order's (the rest is shipping's share).
      expect(totals.lines.reduce((s, l) => s + l.vatCents, 0)).toBeLessThanOrEqual(totals.vatCents);

      const invoice: InvoiceDocument = {
        kind: 'invoice',
        number: ++number,
        issuedAt: '2026-11-02T10:00:00.000Z',
        orderNumber: `ZZ-${100_000 + index}`,
        creditsInvoiceNumber: null,
        seller,
        buyer,
        ...figures,
      };
      const documents = [invoice];
      // Refunds: none, one part, several parts, or everything (at once or as the last part).
      let left = totals.totalCents;
      const credited: VatRateTotal[] = [];
      for (let refund = rng.int(0, 3); refund > 0 && left > 0; refund--) {
        const amount = refund === 1 && rng.next() < 0.5 ? left : rng.int(1, left);
        // As issueCreditInvoice does: the earlier credits summed per rate.
        const creditedPerRate = sumRows(credited).map((row) => ({
          rateBasisPoints: row.rate,
          grossCents: row.grossCents,
          vatCents: row.vatCents,
          netCents: row.grossCents - row.vatCents,
        }));
        const credit = creditFigures(
          figures,
          amount,
          (rate) => `Gedeeltelijke terugbetaling ${rate}`,
          creditedPerRate,
        );
        expect(credit.totals.grossCents).toBe(-amount);
        credited.push(...credit.vat);
        left -= amount;
        documents.push({
          ...invoice,
          kind: 'credit',
          number: ++number,
          creditsInvoiceNumber: invoice.number,
          ...credit,
        });
      }
      const refundedVat = credited.reduce((s, r) => s + r.vatCents, 0);
      if (left === 0) expect(refundedVat + 0).toBe(-totals.vatCents + 0);
      else expect(-refundedVat).toBeLessThanOrEqual(totals.vatCents);

      for (const document of documents) {
        const xml = invoiceUbl(document);
        expect(profileProblems(xml, { strict: document.kind === 'invoice' })).toEqual([]);
        const read = readUbl(xml);
        const sign = document.kind === 'credit' ? -1 : 1;
        expect(read.taxInclusiveCents).toBe(sign * document.totals.grossCents + 0);
        expect(read.vatCents).toBe(sign * document.totals.vatCents + 0);
        if (index % 50 === 0) xsdSample.push(xml);
        booked.push({
          number: String(document.number),
          kind: document.kind,
          day: '2026-11-02',
          orderNumber: document.orderNumber,
          customer: buyer.name,
          vat: document.vat,
          totals: document.totals,
          paymentMethod: 'ideal',
          paymentReference: `tr_${index}`,
        });
      }
    }

    // The VAT overview reconciles with the documents of the period, per rubric and in total.
    const overview = vatOverview('2026-11', booked);
    const perRate = sumRows(booked.flatMap((document) => document.vat));
    for (const row of overview.rows) {
      const rate = perRate.find((r) => r.rate === row.rateBasisPoints)!;
      expect(row.netCents + row.vatCents).toBe(rate.grossCents);
      expect(row.vatCents).toBe(rate.vatCents);
    }
    expect(overview.totals.grossCents).toBe(booked.reduce((s, d) => s + d.totals.grossCents, 0));
    expect(overview.rows.reduce((s, r) => s + r.vatCents, 0)).toBe(overview.totals.vatCents);

    // The journal's gross column adds up to the same figure.
    const journalRows = journalCsv(booked).trim().split('\r\n').slice(1);
    const grossColumn = journalRows.map((row) =>
      Math.round(Number(row.split(';')[9]!.replace(',', '.')) * 100),
    );
    expect(grossColumn.reduce((s, g) => s + g, 0)).toBe(overview.totals.grossCents);

    // A sample of the e-invoices (every 50th order with its credit notes) against the UBL 2.1 XSD.
    expect(xsdSample.length).toBeGreaterThan(ORDERS / 50);
    expect(xsdProblems(xsdSample)).toBe('');
  }, 120_000);
});
