import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '~/features/admin/order/order-detail';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { GET as adminInvoice } from '~/pages/api/admin/invoices/[number]';
import { GET as ublDownload } from '~/pages/api/admin/invoices/[number]/ubl';
import { GET as orderDetail } from '~/pages/api/admin/orders/[number]/index';
import { POST as refund } from '~/pages/api/admin/orders/[number]/refund';
import { POST as createOrder } from '~/pages/api/create-order';
import {
  discountCodes,
  invoices,
  orders,
  products,
  refundParts,
  refundRequests,
  refunds,
  testProviderPayments,
} from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { orderSubmission } from '../helpers/orders';
import { pdfText } from '../helpers/pdf-text';
import { completePayment } from '../helpers/subscriptions';
import {
  profileProblems,
  readUbl,
  schematronAvailable,
  schematronFatals,
  xsdProblems,
} from '../helpers/ubl-check';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase();
const text = messages.refunds;

const PANTS = 'Pants Medium';
const CREAM = 'Huidcrème';
let pants: number;
let cream: number;
let customer: { token: string; email: string };
let staff: string;

beforeAll(async () => {
  const db = database().db;
  const insert = (slug: string, name: string, priceCents: number, vatRateBasisPoints: number) =>
    db
      .insert(products)
      .values({ slug, name, priceCents, stock: 100, vatRateBasisPoints })
      .returning()
      .then(([row]) => row!.id);
  pants = await insert('pants-m', PANTS, 1295, 900);
  cream = await insert('creme', CREAM, 799, 2100);
  await db.insert(discountCodes).values({ code: 'ZOMER10', kind: 'percentage', value: 10 });
  const user = await userWithToken(database(), 'customer', 'klant@example.nl');
  customer = { token: user.token, email: user.user.email };
  staff = (await userWithToken(database(), 'order_handler', 'kantoor@example.nl')).token;
});

/** 3 pants (9 %) and a cream (21 %) with 10 % off, home delivery (5,00): placed and paid. */
async function paidOrder(): Promise<OrderDetail> {
  const placed = await call(createOrder, {
    token: customer.token,
    body: orderSubmission(
      [
        { id: pants, quantity: 3 },
        { id: cream, quantity: 1 },
      ],
      {
        customer: { email: customer.email, first_name: 'Kim', last_name: 'Klant' },
        discount_code: 'ZOMER10',
      },
    ),
  });
  expect(placed.status).toBe(201);
  const body = placed.body as { redirectUrl: string; order: { number: string } };
  const paymentId = body.redirectUrl.split('/').at(-1)!;
  await completePayment(database(), paymentId);
  return detail(body.order.number);
}

async function detail(number: string): Promise<OrderDetail> {
  const answer = await call(orderDetail, { params: { number }, token: staff });
  expect(answer.status).toBe(200);
  return answer.body as OrderDetail;
}

const refundOf = (order: OrderDetail, body: Record<string, unknown>) =>
  call(refund, { params: { number: order.number }, token: staff, body });

async function documentsOf(order: OrderDetail) {
  const [row] = await database().db.select().from(orders).where(eq(orders.number, order.number));
  return database().db.select().from(invoices).where(eq(invoices.orderId, row!.id)).orderBy(invoices.number);
}

async function refundedAtProvider(order: OrderDetail): Promise<number> {
  const [payment] = await database()
    .db.select()
    .from(testProviderPayments)
    .where(eq(testProviderPayments.id, order.payments[0]!.providerPaymentId));
  return payment!.refundedCents;
}

const lineOf = (order: OrderDetail, name: string) => order.lines.find((line) => line.productName === name)!;
/** What the customer paid for a line: after its share of the discount. */
const paidFor = (line: OrderDetail['lines'][number]) => line.lineTotalCents - line.discountCents;
/** VAT contained in a gross amount at a rate, rounded half away from zero (the one VAT rule). */
const vatIn = (gross: number, rate: number) => Math.round((gross * rate) / (10_000 + rate));

describe('refunds by line and packs', () => {
  let order: OrderDetail;
  let onePack = 0;

  it('refunds a pack and the shipping: the amount comes from the order, the credit invoice names them', async () => {
    order = await paidOrder();
    const line = lineOf(order, PANTS);
    expect(line.discountCents).toBeGreaterThan(0);
    // One of three packs gives back a third of what the line cost after discount, rounded down.
    onePack = Math.floor(paidFor(line) / 3);
    const answer = await refundOf(order, {
      lines: [{ line_id: line.id, quantity: 1 }],
      shipping: true,
      idempotency_key: 'refund-lines-1',
    });
    expect(answer.status).toBe(200);
    const after = answer.body as OrderDetail;
    expect(after.status).toBe('paid');
    expect(after.refundedCents).toBe(onePack + 500);
    expect(lineOf(after, PANTS).refunded).toEqual({ packs: 1, cents: onePack });
    expect(lineOf(after, CREAM).refunded).toEqual({ packs: 0, cents: 0 });
    expect(after.shippingRefundedCents).toBe(500);
    expect(after.refundable.lines.find((entry) => entry.id === line.id)?.packs).toBe(2);
    expect(after.refundable.shippingCents).toBe(0);
    expect(await refundedAtProvider(after)).toBe(onePack + 500);

    // The credit invoice: the pack at its price, the discount it carried, the shipping; VAT at 9 %.
    const [invoice, credit] = await documentsOf(after);
    expect(credit).toMatchObject({
      kind: 'credit',
      creditsInvoiceId: invoice!.id,
      grossCents: -(onePack + 500),
    });
    expect(credit!.document.vat).toEqual([
      {
        rateBasisPoints: 900,
        grossCents: -(onePack + 500),
        vatCents: -vatIn(onePack + 500, 900),
        netCents: -(onePack + 500) + vatIn(onePack + 500, 900),
      },
    ]);
    expect(
      credit!.document.lines.map((entry) => [entry.description, entry.quantity, entry.grossCents]),
    ).toEqual([
      [PANTS, -1, -1295],
      ['Korting (ZOMER10)', -1, 1295 - onePack],
    ]);
    // The order page names what the credit invoice gave back.
    const summary = after.invoices.find((entry) => entry.kind === 'credit')!;
    expect(summary.credited).toEqual([
      { description: PANTS, quantity: 1, grossCents: 1295 },
      { description: 'Korting (ZOMER10)', quantity: 1, grossCents: -(1295 - onePack) },
      { description: 'Verzendkosten (thuisbezorgd)', quantity: 1, grossCents: 500 },
    ]);

    const pdf = await call(adminInvoice, { params: { number: String(credit!.number) }, token: staff });
    expect(pdf.status).toBe(200);
    const printed = pdfText(pdf.bytes);
    for (const expected of [
      'Creditfactuur',
      'Correctie op factuur',
      `F-${String(invoice!.number).padStart(6, '0')}`,
    ])
      expect(printed).toContain(expected);
    expect(printed).toMatch(new RegExp(`${PANTS} -1 `));
    expect(printed).toContain('Korting (ZOMER10)');
    expect(printed).toContain('Verzendkosten');

    const ubl = await call(ublDownload, { params: { number: String(credit!.number) }, token: staff });
    const xml = ubl.body as string;
    expect(xsdProblems([xml])).toBe('');
    expect(profileProblems(xml)).toEqual([]);
    expect(xml).toContain(`<cbc:Name>${PANTS}</cbc:Name>`);
    expect(readUbl(xml).taxInclusiveCents).toBe(onePack + 500);
  });

  it('refuses packs beyond what is left, shipping twice and a line of another order, and refunds nothing', async () => {
    const line = lineOf(order, PANTS);
    const documentsBefore = (await documentsOf(order)).length;
    const tooMany = await refundOf(order, { lines: [{ line_id: line.id, quantity: 3 }] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({
      message: text.tooManyPacks(PANTS, 2),
      errors: { lines: [text.tooManyPacks(PANTS, 2)] },
    });
    const shippingAgain = await refundOf(order, { shipping: true });
    expect(shippingAgain.status).toBe(409);
    expect(shippingAgain.body).toMatchObject({ message: text.shippingDone });
    const other = await paidOrder();
    const foreign = await refundOf(order, { lines: [{ line_id: lineOf(other, PANTS).id, quantity: 1 }] });
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({ message: text.unknownLine });
    const negative = await refundOf(order, { lines: [{ line_id: line.id, quantity: -1 }] });
    expect(negative.status).toBe(422);
    expect((await documentsOf(order)).length).toBe(documentsBefore);
    expect(await refundedAtProvider(order)).toBe(onePack + 500);
  });

  it('refunds one request once, and two staff members never the same packs twice', async () => {
    const line = lineOf(order, PANTS);
    const request = { lines: [{ line_id: line.id, quantity: 1 }], idempotency_key: 'refund-lines-2' };
    expect((await refundOf(order, request)).status).toBe(200);
    const repeat = await refundOf(order, request);
    expect(repeat.status).toBe(409);
    expect(repeat.body).toMatchObject({ message: messages.admin.refundAlreadyDone });
    // One pack left; two forms ask for it at the same moment: one refunds it, the other is told.
    const answers = await Promise.all(
      ['refund-lines-3', 'refund-lines-4'].map((key) =>
        refundOf(order, { lines: [{ line_id: line.id, quantity: 1 }], idempotency_key: key }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const after = await detail(order.number);
    // The packs of a line add up to exactly what it cost: the last one takes the cent left.
    expect(lineOf(after, PANTS).refunded).toEqual({ packs: 3, cents: paidFor(line) });
    const [row] = await database().db.select().from(orders).where(eq(orders.number, order.number));
    const payment = order.payments[0]!;
    expect(await database().db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(
      3,
    );
    expect(row!.status).toBe('paid');
  });

  it('refunds everything left; all credit invoices together give back the VAT charged per rate, to the cent', async () => {
    const answer = await refundOf(order, {});
    expect(answer.status).toBe(200);
    const after = answer.body as OrderDetail;
    expect(after.status).toBe('refunded');
    expect(after.refundedCents).toBe(after.totalCents);
    expect(lineOf(after, CREAM).refunded).toEqual({ packs: 1, cents: paidFor(lineOf(after, CREAM)) });
    expect(await refundedAtProvider(after)).toBe(after.totalCents);
    const [invoice, ...credits] = await documentsOf(after);
    for (const row of invoice!.document.vat) {
      const credited = credits
        .flatMap((credit) => credit.document.vat)
        .filter((entry) => entry.rateBasisPoints === row.rateBasisPoints);
      expect(credited.reduce((sum, entry) => sum + entry.grossCents, 0)).toBe(-row.grossCents);
      expect(credited.reduce((sum, entry) => sum + entry.vatCents, 0)).toBe(-row.vatCents);
    }
    const xmls = await ublOf(credits);
    expect(xsdProblems(xmls)).toBe('');
    // The invoice and every credit note of the order against the official EN 16931 rules: 0 fatal.
    if (schematronAvailable()) expect(schematronFatals(await ublOf([invoice!, ...credits]))).toEqual([]);
  });

  it('refunds a free amount at one VAT rate, and then no more at that rate than is left', async () => {
    const other = await paidOrder();
    const creamLine = lineOf(other, CREAM);
    const answer = await refundOf(other, { amounts: [{ vat_rate_basis_points: 2100, amount_cents: 300 }] });
    expect(answer.status).toBe(200);
    const [, credit] = await documentsOf(other);
    expect(credit!.document.lines.map((entry) => [entry.description, entry.grossCents])).toEqual([
      ['Gedeeltelijke terugbetaling (btw 21%)', -300],
    ]);
    expect(credit!.document.vat).toEqual([
      {
        rateBasisPoints: 2100,
        grossCents: -300,
        vatCents: -vatIn(300, 2100),
        netCents: -300 + vatIn(300, 2100),
      },
    ]);
    const creamBack = await refundOf(other, { lines: [{ line_id: creamLine.id, quantity: 1 }] });
    expect(creamBack.status).toBe(422);
    expect(creamBack.body).toMatchObject({
      message: text.rateTooHigh('21%', formatEuro(paidFor(creamLine) - 300)),
    });
    const tooMuch = await refundOf(other, { amounts: [{ vat_rate_basis_points: 2100, amount_cents: 1000 }] });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({ errors: { amounts: [expect.any(String)] } });
  });
});

describe('refunds from before refunds by line', () => {
  it('are counted as amounts per rate (migration 0025), so later refunds give back only the rest', async () => {
    const order = await paidOrder();
    expect((await refundOf(order, { amount_cents: 1000 })).status).toBe(200);
    // As before the migration: a credit invoice, but no refund parts.
    const [row] = await database().db.select().from(orders).where(eq(orders.number, order.number));
    await database().db.delete(refundRequests).where(eq(refundRequests.orderId, row!.id));
    const migration = readFileSync('src/server/db/migrations/0025_refund-parts.sql', 'utf8');
    const backfill = migration.split('--> statement-breakpoint').filter((part) => /INSERT INTO/.test(part));
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await database().db.execute(sql.raw(statement));
    const parts = await database().db.select().from(refundParts).where(eq(refundParts.orderId, row!.id));
    const [, credit] = await documentsOf(order);
    expect(parts.map((part) => [part.kind, part.vatRateBasisPoints, part.grossCents])).toEqual(
      credit!.document.vat.map((vat) => ['amount', vat.rateBasisPoints, -vat.grossCents]),
    );
    const rest = await refundOf(order, {});
    expect(rest.status).toBe(200);
    expect((rest.body as OrderDetail).refundedCents).toBe(order.totalCents);
    expect(await refundedAtProvider(order)).toBe(order.totalCents);
  });
});

async function ublOf(documents: { number: number }[]): Promise<string[]> {
  return Promise.all(
    documents.map(async (document) => {
      const answer = await call(ublDownload, { params: { number: String(document.number) }, token: staff });
      return answer.body as string;
    }),
  );
}
