// `npx tsx bench/bench-accounting-export.ts [orders]`: a quarter with 10,000 paid orders (two VAT
// rates, discounts, shipping) and a partial refund on every tenth, in a temporary in-memory
// PGlite (or PostgreSQL with BENCH_DATABASE_URL, a server URL whose user may create databases).
// Times the accountant's export of the quarter (UBL per document + journal + VAT overview in one
// zip) and the VAT overview alone. Prints figures; asserts nothing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'zorgzaam-bench-export-'));
process.env.LOG_LEVEL ??= 'warn';

const { periodExport, periodVatOverview } = await import('~/features/accounting/accounting.server');
const { creditFigures, invoiceFigures } = await import('~/features/invoices/invoice');
const { splitInProportion } = await import('~/features/money/refunds');
type InvoiceDocument = import('~/features/invoices/invoice').InvoiceDocument;
const { priceOrder } = await import('~/features/checkout/pricing');
const { setDatabase, closeDatabase } = await import('~/server/db');
const { invoices, orders, payments } = await import('~/server/db/schema');
const { shop } = await import('~/config/shop');

const ORDERS = Number(process.argv[2] ?? 10_000);
const QUARTER = '2026-Q3';

const { openBenchDatabase } = await import('./bench-database');
const { database, engine, drop } = await openBenchDatabase();
setDatabase(database);

const seller = {
  legalName: shop.company.legalName,
  addressLines: [shop.company.street, `${shop.company.postcode} ${shop.company.city}`, shop.company.country],
  address: {
    street: shop.company.street,
    postcode: shop.company.postcode,
    city: shop.company.city,
    countryCode: 'NL',
  },
  kvk: shop.company.kvk,
  vatId: shop.company.vatId,
  email: shop.company.email,
  phone: shop.company.phone,
};
const quarterStart = Date.UTC(2026, 6, 1, 8);
const BATCH = 500;
let number = 0;
for (let first = 0; first < ORDERS; first += BATCH) {
  const batch = Array.from({ length: Math.min(BATCH, ORDERS - first) }, (_, i) => first + i);
  const priced = batch.map((n) => {
    const lines = Array.from({ length: 1 + (n % 4) }, (_, l) => ({
      unitPriceCents: 995 + ((n * 7 + l * 13) % 40) * 50,
      quantity: 1 + ((n + l) % 3),
      vatRateBasisPoints: (n + l) % 5 === 0 ? 2100 : 900,
    }));
    return { n, lines, totals: priceOrder(lines, { shipping: (goods) => (goods >= 5000 ? 0 : 495) }) };
  });
  const at = (n: number) => new Date(quarterStart + (n / ORDERS) * 89 * 86_400_000);
  const inserted = await database.db
    .insert(orders)
    .values(
      priced.map(({ n, totals }) => ({
        number: `ZZ-${200_000 + n}`,
        status: 'paid' as const,
        email: `klant${n}@example.nl`,
        firstName: 'Klant',
        lastName: String(n),
        street: 'Dam',
        streetNumber: String(1 + (n % 200)),
        postcode: '1012 JS',
        city: 'Amsterdam',
        subtotalCents: totals.subtotalCents,
        shippingCents: totals.shippingCents,
        vatCents: totals.vatCents,
        totalCents: totals.totalCents,
        paymentMethod: 'ideal',
        createdAt: at(n),
        paidAt: at(n),
      })),
    )
    .returning({ id: orders.id, number: orders.number });
  await database.db.insert(payments).values(
    inserted.map((order, i) => ({
      orderId: order.id,
      provider: 'test',
      providerPaymentId: `tr_bench_${priced[i]!.n}`,
      amountCents: priced[i]!.totals.totalCents,
      status: 'paid',
      paidAt: at(priced[i]!.n),
    })),
  );
  const documents = inserted.flatMap((order, i) => {
    const { n, lines, totals } = priced[i]!;
    const figures = invoiceFigures(
      lines.map((line, l) => ({ description: `Product ${l + 1}`, ...line })),
      totals.shippingCents,
    );
    const base = {
      orderNumber: order.number,
      seller,
      buyer: {
        name: `Klant ${n}`,
        email: `klant${n}@example.nl`,
        addressLines: ['Dam 1', '1012 JS Amsterdam', 'Nederland'],
        address: { street: 'Dam 1', postcode: '1012 JS', city: 'Amsterdam', countryCode: 'NL' },
      },
    };
    const invoice = {
      ...base,
      kind: 'invoice' as const,
      number: ++number,
      issuedAt: at(n).toISOString(),
      creditsInvoiceNumber: null,
      ...figures,
    };
    const rows: { orderId: number; document: InvoiceDocument }[] = [{ orderId: order.id, document: invoice }];
    if (n % 10 === 0) {
      // A third of the order back as free amounts per rate, as a refund of one amount plans it.
      const shares = splitInProportion(figures.vat, Math.floor(totals.totalCents / 3));
      const credit = creditFigures(
        {
          lines: [],
          shipping: null,
          amounts: figures.vat.map((row, i) => ({
            vatRateBasisPoints: row.rateBasisPoints,
            grossCents: shares[i]!,
          })),
        },
        {
          charged: figures.vat,
          discountCode: null,
          amountLabel: (rate) => `Gedeeltelijke terugbetaling (btw ${rate / 100}%)`,
        },
      );
      rows.push({
        orderId: order.id,
        document: {
          ...invoice,
          kind: 'credit' as const,
          number: ++number,
          creditsInvoiceNumber: invoice.number,
          ...credit,
        },
      });
    }
    return rows;
  });
  await database.db.insert(invoices).values(
    documents.map(({ orderId, document }) => ({
      number: document.number,
      orderId,
      kind: document.kind,
      netCents: document.totals.netCents,
      vatCents: document.totals.vatCents,
      grossCents: document.totals.grossCents,
      document,
      createdAt: new Date(document.issuedAt),
    })),
  );
}
console.info(`${ORDERS} orders and ${number} invoices and credit invoices in ${QUARTER} (${engine})`);

for (let run = 1; run <= 3; run++) {
  let started = performance.now();
  const overview = await periodVatOverview(QUARTER);
  const overviewMs = performance.now() - started;
  started = performance.now();
  const zip = await periodExport(QUARTER);
  const exportMs = performance.now() - started;
  console.info(
    `run ${run}: VAT overview ${overviewMs.toFixed(0)} ms (${overview.invoiceCount} invoices, ${overview.creditCount} credits); ` +
      `export ${(exportMs / 1000).toFixed(2)} s, zip ${(zip.bytes.length / 1024 / 1024).toFixed(1)} MB`,
  );
}
await closeDatabase();
await drop();
