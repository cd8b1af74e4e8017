import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VatOverview } from '~/features/accounting/accounting';
import type { OrderDetail } from '~/features/admin/order/order-detail';
import type { StatsResponse } from '~/features/admin/stats/stats';
import { omnibusReferenceCents } from '~/features/catalog/price-history.server';
import { todayInNetherlands } from '~/lib/dates';
import { GET as accountingExport } from '~/pages/api/admin/accounting/export';
import { GET as vatOverview } from '~/pages/api/admin/accounting/vat-overview';
import { GET as ublDownload } from '~/pages/api/admin/invoices/[number]/ubl';
import { POST as refund } from '~/pages/api/admin/orders/[number]/refund';
import { GET as stats } from '~/pages/api/admin/stats';
import { POST as createOrder } from '~/pages/api/create-order';
import { invoices, orders, outboxEvents, priceChanges, products } from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { orderSubmission } from '../helpers/orders';
import { completePayment } from '../helpers/subscriptions';
import { profileProblems, schematronAvailable, schematronFatals, xsdProblems } from '../helpers/ubl-check';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase();

let pants: number;
let cream: number;
let customer: { token: string; email: string };
let admin: string;
let handler: string;
const month = todayInNetherlands().slice(0, 7);
const quarter = `${month.slice(0, 4)}-Q${Math.floor((Number(month.slice(5)) - 1) / 3) + 1}`;

beforeAll(async () => {
  const db = database().db;
  const insert = (slug: string, name: string, priceCents: number, vatRateBasisPoints: number) =>
    db
      .insert(products)
      .values({ slug, name, priceCents, stock: 100, vatRateBasisPoints })
      .returning()
      .then(([row]) => row!.id);
  // Prices whose VAT rounds differently per line than per rate: 3 × 12,95 at 9 %.
  pants = await insert('pants-m', 'Pants Medium', 1295, 900);
  cream = await insert('creme', 'Huidcrème', 799, 2100);
  const user = await userWithToken(database(), 'customer', 'klant@example.nl');
  customer = { token: user.token, email: user.user.email };
  admin = (await userWithToken(database(), 'admin', 'baas@example.nl')).token;
  handler = (await userWithToken(database(), 'order_handler', 'orders@example.nl')).token;
});

async function paidOrder(lines: { id: number; quantity: number }[]): Promise<string> {
  const placed = await call(createOrder, {
    token: customer.token,
    body: orderSubmission(lines, {
      customer: { email: customer.email, first_name: 'Kim', last_name: 'Klant' },
    }),
  });
  expect(placed.status).toBe(201);
  const body = placed.body as { redirectUrl: string; order: { number: string } };
  const paymentId = body.redirectUrl.split('/').at(-1)!;
  await completePayment(database(), paymentId);
  return body.order.number;
}

const documentsOfPeriod = async () => database().db.select().from(invoices).orderBy(invoices.number);

describe('one money rule, the accountant screen and refunds', () => {
  let first = '';
  let second = '';

  it("stores an order's VAT as its invoice states it (per rate), and the payment charges the invoice's total", async () => {
    first = await paidOrder([
      { id: pants, quantity: 3 },
      { id: cream, quantity: 1 },
    ]);
    second = await paidOrder([{ id: pants, quantity: 1 }]);
    for (const number of [first, second]) {
      const [order] = await database().db.select().from(orders).where(eq(orders.number, number));
      const [invoice] = await database().db.select().from(invoices).where(eq(invoices.orderId, order!.id));
      expect(invoice!.vatCents).toBe(order!.vatCents);
      expect(invoice!.grossCents).toBe(order!.totalCents);
    }
  });

  it('refunds a part once: the same form sent twice is refused, and the order shows the total refunded', async () => {
    const request = { amount_cents: 1000, note: 'Eén pak retour', idempotency_key: 'refund-form-key-1' };
    const done = await call(refund, { params: { number: first }, token: handler, body: request });
    expect(done.status).toBe(200);
    expect((done.body as OrderDetail).refundedCents).toBe(1000);
    const again = await call(refund, { params: { number: first }, token: handler, body: request });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: expect.stringContaining('al uitgevoerd') });
    // A new form (a new key) may refund again.
    const next = await call(refund, {
      params: { number: first },
      token: handler,
      body: { ...request, amount_cents: 500, idempotency_key: 'refund-form-key-2' },
    });
    expect((next.body as OrderDetail).refundedCents).toBe(1500);
    // The order names what each credit invoice gave back: the part per VAT rate.
    const credited = (next.body as OrderDetail).invoices.flatMap((invoice) => invoice.credited ?? []);
    expect(credited.map((line) => line.description)).toContain('Gedeeltelijke terugbetaling (btw 9%)');
    expect(credited.reduce((sum, line) => sum + line.grossCents, 0)).toBe(1500);
    // Each refund is recorded once as a domain event (the refund mail with the credit invoice).
    const events = await database()
      .db.select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'order.refunded'));
    expect(events.map((event) => (event.payload as { amountCents: number }).amountCents)).toEqual([
      1000, 500,
    ]);
    expect(
      events.every((event) => (event.payload as { creditInvoiceId: number | null }).creditInvoiceId !== null),
    ).toBe(true);
  });

  it('gives the VAT overview of the month and quarter, reconciling with the invoices to the cent', async () => {
    const issued = await documentsOfPeriod();
    for (const period of [month, quarter]) {
      const answer = await call(vatOverview, {
        path: `/api/admin/accounting/vat-overview?period=${period}`,
        token: admin,
      });
      expect(answer.status).toBe(200);
      const overview = answer.body as VatOverview;
      expect(overview.invoiceCount).toBe(2);
      expect(overview.creditCount).toBe(2);
      for (const row of overview.rows) {
        const at = issued
          .flatMap((invoice) => invoice.document.vat)
          .filter((r) => r.rateBasisPoints === row.rateBasisPoints);
        expect(row.vatCents).toBe(at.reduce((sum, r) => sum + r.vatCents, 0));
        expect(row.netCents).toBe(at.reduce((sum, r) => sum + r.netCents, 0));
      }
      expect(overview.totals.grossCents).toBe(issued.reduce((sum, invoice) => sum + invoice.grossCents, 0));
      expect(overview.rows.find((row) => row.rubric === '1b')!.refundedNetCents).toBeLessThan(0);
    }
  });

  it('exports the quarter as one zip: every document as valid UBL, the journal and the VAT overview', async () => {
    const answer = await call(accountingExport, {
      path: `/api/admin/accounting/export?period=${quarter}`,
      token: admin,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(answer.bytes);
    const ubl = Object.keys(files).filter((name) => name.startsWith('ubl/'));
    expect(ubl.sort()).toEqual([
      'ubl/creditnota-F-000003.xml',
      'ubl/creditnota-F-000004.xml',
      'ubl/factuur-F-000001.xml',
      'ubl/factuur-F-000002.xml',
    ]);
    const xmls = ubl.map((name) => strFromU8(files[name]!));
    expect(xsdProblems(xmls)).toBe('');
    for (const xml of xmls) expect(profileProblems(xml)).toEqual([]);
    // The official rules of the profile each declares (EN 16931 for these consumers): 0 fatal.
    if (schematronAvailable()) expect(schematronFatals(xmls)).toEqual([]);
    const journal = strFromU8(files['journaal.csv']!).trim().split('\r\n');
    expect(journal[0]).toContain(
      'Datum;Nummer;Soort;Bestelnummer;Klant;Netto 9%;Btw 9%;Netto 21%;Btw 21%;Bruto;Betaalmethode;Betaalreferentie',
    );
    expect(journal).toHaveLength(5);
    expect(journal[3]).toMatch(/F-000003;creditfactuur;ZZ-\d+;Kim Klant;-\d+,\d\d;.*;-10,00;ideal;tr_/);
    const overviewCsv = strFromU8(files['btw-overzicht.csv']!);
    expect(overviewCsv).toContain('1a;21%');
    // The headers say what the columns hold: turnover and VAT with the period's refunds deducted.
    expect(overviewCsv.split('\r\n')[1]!.split(';')).toEqual([
      'Rubriek',
      'Tarief',
      'Omzet excl. btw, na terugbetalingen',
      'Btw, na terugbetalingen',
      'Terugbetaald excl. btw',
      'Terugbetaalde btw',
    ]);
  });

  it('lets staff download an invoice as UBL; the accountant screen is for admins only; a bad period is 422', async () => {
    const xml = await call(ublDownload, { params: { number: 'F-000001' }, token: handler });
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-disposition')).toContain('factuur-F-000001.xml');
    expect(xsdProblems([xml.body as string])).toBe('');
    expect((await call(ublDownload, { params: { number: '1' }, token: customer.token })).status).toBe(403);
    expect(
      (
        await call(vatOverview, {
          path: `/api/admin/accounting/vat-overview?period=${quarter}`,
          token: handler,
        })
      ).status,
    ).toBe(403);
    // Year zero (PostgreSQL has none) and years nobody means answered 500 once; now 422 on both routes.
    for (const period of ['2026-13', '0000-01', '0000-Q1', '0001-12', '1899-12', '3000-01']) {
      for (const [route, path] of [
        [vatOverview, '/api/admin/accounting/vat-overview'],
        [accountingExport, '/api/admin/accounting/export'],
      ] as const) {
        const answer = await call(route, { path: `${path}?period=${period}`, token: admin });
        expect(answer.status, `${path} ${period}`).toBe(422);
        expect(answer.body).toMatchObject({ errors: { period: [expect.any(String)] } });
      }
    }
  });

  it('counts revenue in the statistics after discounts and net of the partial refunds', async () => {
    const today = todayInNetherlands();
    const answer = await call(stats, { path: `/api/admin/stats?from=${today}&to=${today}`, token: admin });
    expect(answer.status).toBe(200);
    const totals = await database().db.select({ total: orders.totalCents }).from(orders);
    const charged = totals.reduce((sum, order) => sum + order.total, 0);
    expect((answer.body as StatsResponse).figures.revenueCents.current).toBe(charged - 1500);
  });

  it('records every price change of a product with its time (price history)', async () => {
    const db = database().db;
    await db.update(products).set({ priceCents: 1195 }).where(eq(products.id, pants));
    await db.update(products).set({ stock: 50 }).where(eq(products.id, pants));
    const history = await db
      .select({ price: priceChanges.priceCents, at: priceChanges.changedAt })
      .from(priceChanges)
      .where(sql`${priceChanges.productId} = ${pants} and ${priceChanges.variationId} is null`)
      .orderBy(priceChanges.id);
    expect(history.map((row) => row.price)).toEqual([1295, 1195]);
    expect(history[1]!.at).toBeInstanceOf(Date);
    // Back up to 12,95 and then a reduction to 9,95: its reference is the 30-day lowest, 11,95.
    await db.update(products).set({ priceCents: 1295 }).where(eq(products.id, pants));
    await db.update(products).set({ priceCents: 995 }).where(eq(products.id, pants));
    const [reduction] = await db
      .select({ at: sql<Date>`max(${priceChanges.changedAt})` })
      .from(priceChanges)
      .where(eq(priceChanges.productId, pants));
    expect(await omnibusReferenceCents(pants, null, new Date(reduction!.at))).toBe(1195);
  });
});
