// `npx tsx --import ./scripts/inline-assets.mjs bench/bench-invoice-pdf.ts [count]`: renders an invoice of 3 and of 40 lines `count`
// times each (PDFs are rendered on demand from stored data, see docs/decisions/010-invoices.md)
// and prints p50/p95 per render and the PDF size. Asserts nothing.
import { invoiceFigures } from '~/features/invoices/invoice';
import { renderInvoicePdf } from '~/features/invoices/invoice-pdf.server';

const count = Number(process.argv[2] ?? 200);
const line = (i: number) => ({
  description: `Incontinentiebroekje maat ${['S', 'M', 'L', 'XL'][i % 4]} (pak van ${10 + i})`,
  quantity: 1 + (i % 3),
  unitPriceCents: 1295 + i * 10,
  vatRateBasisPoints: i % 5 === 4 ? 2100 : 900,
});
const document = (lines: number) => ({
  kind: 'invoice' as const,
  number: 1,
  issuedAt: new Date().toISOString(),
  orderNumber: 'ZZ-100001',
  creditsInvoiceNumber: null,
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
    name: 'Kim Klant',
    email: 'kim@example.nl',
    addressLines: ['Dam 1', '1012 JS Amsterdam', 'Nederland'],
    address: { street: 'Dam 1', postcode: '1012 JS', city: 'Amsterdam', countryCode: 'NL' },
  },
  ...invoiceFigures(
    Array.from({ length: lines }, (_, i) => line(i)),
    500,
  ),
});

for (const lines of [3, 40]) {
  const invoice = document(lines);
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    size = (await renderInvoicePdf(invoice)).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(`${lines} lines: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, ${(size / 1024).toFixed(1)} KB`);
}
