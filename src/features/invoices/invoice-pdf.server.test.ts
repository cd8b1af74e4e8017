import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { overlappingWords, pdfText, pdfWordBoxes } from '../../../tests/helpers/pdf-text';
import { creditFigures, type InvoiceDocument, invoiceFigures } from './invoice';
import { renderInvoicePdf } from './invoice-pdf.server';

const invoice = (lineCount: number): InvoiceDocument => ({
  kind: 'invoice',
  number: 7,
  issuedAt: '2026-11-24T10:00:00.000Z',
  orderNumber: 'ZZ-100007',
  creditsInvoiceNumber: null,
  seller: {
    legalName: 'Zorgzaam B.V.',
    addressLines: ['Keizersgracht 221', '1016 DV Amsterdam'],
    address: { street: 'Keizersgracht 221', postcode: '1016 DV', city: 'Amsterdam', countryCode: 'NL' },
    kvk: '91234567',
    vatId: 'NL865123456B01',
    email: 'service@zorgzaam.example',
    phone: '020 123 45 67',
  },
  buyer: {
    name: 'Kim Klant',
    email: 'kim@example.nl',
    addressLines: ['Dam 1', '1012 JS Amsterdam'],
    address: { street: 'Dam 1', postcode: '1012 JS', city: 'Amsterdam', countryCode: 'NL' },
  },
  ...invoiceFigures(
    Array.from({ length: lineCount }, (_, index) => ({
      description: `Broekje ${index + 1}`,
      quantity: 1,
      unitPriceCents: 1295,
      vatRateBasisPoints: 900,
    })),
    500,
  ),
});

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('the invoice PDF', () => {
  it('names the seller with KvK and VAT id at the foot of a one-page invoice, without page numbers', async () => {
    const text = pdfText(await renderInvoicePdf(invoice(3), { compress: false }));
    expect(occurrences(text, 'KvK 91234567')).toBe(1);
    expect(text).not.toContain('Pagina');
  });

  it('repeats that footer on every page of a long invoice, with the page number', async () => {
    const text = pdfText(await renderInvoicePdf(invoice(60), { compress: false }));
    const pages = occurrences(text, 'KvK 91234567');
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Pagina 1 van');
    expect(text).toContain(`Pagina ${pages} van ${pages}`);
    expect(text).toContain('Broekje 60');
  });

  it('embeds its fonts, states the delivery date and carries title and PDF/A identification', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'invoice-')), 'factuur.pdf');
    const bytes = await renderInvoicePdf(invoice(3));
    writeFileSync(file, bytes);
    const fonts = execFileSync('pdffonts', [file]).toString().split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    // Columns: name type encoding emb sub uni; every font embedded.
    for (const font of fonts) expect(font).toMatch(/DejaVuSans\S*\s+CID TrueType\s+Identity-H\s+yes/);
    const info = execFileSync('pdfinfo', [file]).toString();
    expect(info).toMatch(/Title:\s+Factuur F-000007/);
    expect(info).toMatch(/Author:\s+Zorgzaam B.V./);
    expect(Buffer.from(bytes).toString('latin1')).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(() => execFileSync('qpdf', ['--check', file])).not.toThrow();
    const text = pdfText(bytes);
    // Not shipped yet: the advance payment's date (the tax point), not a made-up delivery date.
    expect(text).toContain('Vooruitbetaald op 24 november 2026');
    expect(text).not.toContain('Leverdatum');
    // Shipped: "Leverdatum" is the day the goods left.
    const shipped = pdfText(await renderInvoicePdf({ ...invoice(3), shippedAt: '2026-11-26T15:00:00.000Z' }));
    expect(shipped).toContain('Leverdatum 26 november 2026');
    expect(text).toMatch(/Totaal incl\. btw € 43,85/);
  });

  it('prints no text over other text in any variant (pdftotext -bbox)', async () => {
    const base = invoice(3);
    const mixed = invoiceFigures(
      [
        { description: 'Pants', quantity: 12, unitPriceCents: 129_995, vatRateBasisPoints: 900 },
        { description: 'Huidcrème', quantity: 1, unitPriceCents: 799, vatRateBasisPoints: 2100 },
      ],
      500,
      [
        { description: 'Korting (ZOMER10)', vatRateBasisPoints: 900, cents: 1250 },
        { description: 'Korting (ZOMER10)', vatRateBasisPoints: 2100, cents: 80 },
      ],
    );
    const withMixed: InvoiceDocument = { ...base, ...mixed, issuedAt: '2026-12-31T12:00:00.000Z' };
    const credit = (items: Parameters<typeof creditFigures>[0]): InvoiceDocument => ({
      ...withMixed,
      kind: 'credit',
      number: 8,
      creditsInvoiceNumber: 7,
      ...creditFigures(items, {
        charged: mixed.vat,
        discountCode: 'ZOMER10',
        amountLabel: (rate) => `Gedeeltelijke terugbetaling (btw ${rate})`,
      }),
    });
    const longBuyer: InvoiceDocument = {
      ...withMixed,
      // A December date is the longest ('31 december 2026'), and names and streets run long.
      buyer: {
        ...base.buyer,
        name: 'Anna-Maria Wilhelmina van den Broek-Oosterhuis de la Fontaine',
        email: 'anna-maria.vandenbroek-oosterhuis@zorginstelling-voorbeeld.example',
        addressLines: [
          'Burgemeester van Karnebeekstraat 1234 bis-zwart',
          '1234 AB Westerhaar-Vriezenveensewijk',
          'Nederland',
        ],
      },
      lines: withMixed.lines.map((line, index) =>
        index === 0
          ? { ...line, description: 'Zorgzaam Pants Super Nacht Extra Absorberend Unisex - Maat Extra Large' }
          : line,
      ),
    };
    const variants: [string, InvoiceDocument][] = [
      ['invoice', base],
      ['two rates, discount, large amounts', withMixed],
      ['long names and addresses', longBuyer],
      ['many lines over pages', invoice(60)],
      [
        'business buyer with KvK, btw-id and PO reference',
        {
          ...longBuyer,
          buyer: {
            ...longBuyer.buyer,
            company: {
              name: 'Stichting Thuiszorg De Linde en Omstreken Regio Noordoost-Twente',
              kvk: '12345678',
              vatId: 'NL123456789B01',
              poReference: 'PO-2026-000000000042',
            },
          },
        },
      ],
      [
        'credit of everything',
        credit({
          lines: [
            {
              description: 'Pants',
              packs: 12,
              unitPriceCents: 129_995,
              vatRateBasisPoints: 900,
              discountCents: 1250,
            },
            {
              description: 'Huidcrème',
              packs: 1,
              unitPriceCents: 799,
              vatRateBasisPoints: 2100,
              discountCents: 80,
            },
          ],
          shipping: { grossCents: 500, vatRateBasisPoints: 900 },
          amounts: [],
        }),
      ],
      [
        'credit of an amount',
        credit({ lines: [], shipping: null, amounts: [{ vatRateBasisPoints: 900, grossCents: 1000 }] }),
      ],
    ];
    for (const [name, document] of variants) {
      const boxes = pdfWordBoxes(await renderInvoicePdf(document, { compress: false }));
      expect(boxes.length, name).toBeGreaterThan(20);
      expect(overlappingWords(boxes), name).toEqual([]);
    }
  });
});
