import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountOrder } from '~/features/account/account';
import type { OrderDetail } from '~/features/admin/order/order-detail';
import { GET as accountInvoice } from '~/pages/api/account/invoices/[number]';
import { GET as adminInvoice } from '~/pages/api/admin/invoices/[number]';
import { GET as orderDetail } from '~/pages/api/admin/orders/[number]/index';
import { POST as refund } from '~/pages/api/admin/orders/[number]/refund';
import { POST as createOrder } from '~/pages/api/create-order';
import { POST as userOrders } from '~/pages/api/get-user-orders';
import { POST as webhook } from '~/pages/api/payments/webhook';
import { invoices, orders, products, testProviderPayments } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { orderSubmission } from '../helpers/orders';
import { pdfText } from '../helpers/pdf-text';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase();
const smtp = setupSmtpServer();

const PANTS = 'Nachtpants Extra Maat L';
const CREAM = 'Beschermende Huidcrème';
let pants: number;
let cream: number;
let owner: { token: string; email: string };
let stranger: string;
let staff: string;

beforeAll(async () => {
  const db = database();
  const insert = (slug: string, name: string, priceCents: number, vatRateBasisPoints: number) =>
    db.db
      .insert(products)
      .values({ slug, name, priceCents, stock: 100, vatRateBasisPoints })
      .returning()
      .then(([row]) => row!.id);
  pants = await insert('nachtpants', PANTS, 1250, 900);
  cream = await insert('huidcreme', CREAM, 995, 2100);
  const customer = await userWithToken(db, 'customer', 'eigenaar@example.nl');
  owner = { token: customer.token, email: customer.user.email };
  stranger = (await userWithToken(db, 'customer', 'ander@example.nl')).token;
  staff = (await userWithToken(db, 'order_handler', 'kantoor@example.nl')).token;
});

/** Places an order as the owner; answers its number and the test provider's payment id. */
async function placeOrder(lines: { id: number; quantity: number }[] = [{ id: pants, quantity: 2 }]) {
  const placed = await call(createOrder, {
    token: owner.token,
    body: orderSubmission(lines, {
      customer: { email: owner.email, first_name: 'Eva', last_name: 'Eigenaar' },
    }),
  });
  expect(placed.status).toBe(201);
  const body = placed.body as { redirectUrl: string; order: { number: string } };
  return { number: body.order.number, paymentId: body.redirectUrl.split('/').at(-1)! };
}

async function settle(paymentId: string, status: 'paid' | 'failed' = 'paid') {
  await database()
    .db.update(testProviderPayments)
    .set({ status })
    .where(eq(testProviderPayments.id, paymentId));
  const answer = await call(webhook, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBody: new URLSearchParams({ id: paymentId }).toString(),
  });
  expect(answer.status).toBeLessThan(300);
}

async function invoicesOf(orderNumber: string) {
  const [order] = await database().db.select().from(orders).where(eq(orders.number, orderNumber));
  return database()
    .db.select()
    .from(invoices)
    .where(eq(invoices.orderId, order!.id))
    .orderBy(invoices.number);
}

/** The PDF attached to a raw MIME message (base64 part of type application/pdf). */
function attachedPdf(raw: string): { filename: string; bytes: Buffer } | undefined {
  const part = raw.split(/\r?\n--/).find((chunk) => /Content-Type: application\/pdf/i.test(chunk));
  if (!part) return undefined;
  const [headers, ...body] = part.split(/\r?\n\r?\n/);
  const filename = /filename="?([^"\r\n;]+)/.exec(headers!)?.[1] ?? '';
  return { filename, bytes: Buffer.from(body.join('').replace(/\s+/g, ''), 'base64') };
}

const first = { number: '', paymentId: '' };

describe('invoices of paid orders', () => {
  it('gives paid orders the numbers 1 and 2 in the order they were paid; a failed payment takes none', async () => {
    Object.assign(
      first,
      await placeOrder([
        { id: pants, quantity: 2 },
        { id: cream, quantity: 1 },
      ]),
    );
    const failed = await placeOrder();
    const second = await placeOrder();
    await settle(failed.paymentId, 'failed');
    await settle(first.paymentId);
    await settle(second.paymentId);
    // A repeated webhook issues nothing new.
    await settle(first.paymentId);

    expect((await invoicesOf(failed.number)).length).toBe(0);
    const [invoice] = await invoicesOf(first.number);
    expect(invoice).toMatchObject({ number: 1, kind: 'invoice', grossCents: 2 * 1250 + 995 + 500 });
    expect(invoice!.document.vat.map((row) => row.rateBasisPoints)).toEqual([900, 2100]);
    expect((await invoicesOf(second.number)).map((row) => row.number)).toEqual([2]);
  });

  it('attaches the invoice PDF to the confirmation; the product names are in the PDF, never in the subject', async () => {
    await drainOutbox();
    const mail = smtp.inbox.find((received) => decodeMail(received.raw).includes(first.number));
    expect(mail).toBeDefined();
    const subject = decodeMail(mail!.raw).match(/^Subject: (.*)$/m)?.[1] ?? '';
    expect(subject).toContain(first.number);
    expect(subject).not.toContain('Nachtpants');
    expect(subject).not.toContain('Huidcr');
    const pdf = attachedPdf(mail!.raw);
    expect(pdf?.filename).toBe('factuur-F-000001.pdf');
    const text = pdfText(pdf!.bytes);
    expect(text).toContain(PANTS);
    expect(text).toContain(CREAM);
    for (const expected of ['F-000001', 'KvK', 'Btw 9%', 'Btw 21%', 'Verzendkosten', '€ 39,95'])
      expect(text).toContain(expected);
  });

  it('gives concurrent payments distinct consecutive numbers', async () => {
    const placed = [];
    for (let i = 0; i < 5; i++) placed.push(await placeOrder());
    await Promise.all(placed.map((order) => settle(order.paymentId)));
    const numbers = (await database().db.select({ number: invoices.number }).from(invoices))
      .map((row) => row.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('downloading an invoice', () => {
  it('lets the owner download it, answers another customer 404 and a visitor 401', async () => {
    const mine = await call(accountInvoice, { params: { number: '1' }, token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('cache-control')).toContain('no-store');
    expect(pdfText(mine.bytes)).toContain(PANTS);
    const other = await call(accountInvoice, { params: { number: '1' }, token: stranger });
    expect(other.status).toBe(404);
    expect((await call(accountInvoice, { params: { number: '1' } })).status).toBe(401);
    expect((await call(accountInvoice, { params: { number: '999' }, token: owner.token })).status).toBe(404);
    expect((await call(accountInvoice, { params: { number: 'abc' }, token: owner.token })).status).toBe(422);
  });

  it('lets staff download any invoice, not customers', async () => {
    const answer = await call(adminInvoice, { params: { number: 'F-000001' }, token: staff });
    expect(answer.status).toBe(200);
    expect((await call(adminInvoice, { params: { number: '1' }, token: owner.token })).status).toBe(403);
  });

  it('lists the invoices with the order, for the customer and for staff', async () => {
    const mine = (await call(userOrders, { method: 'POST', token: owner.token })).body as {
      orders: AccountOrder[];
    };
    const order = mine.orders.find((row) => row.number === first.number)!;
    expect(order.invoices.map((invoice) => invoice.label)).toEqual(['F-000001']);
    const detail = await call(orderDetail, { params: { number: first.number }, token: staff });
    expect((detail.body as OrderDetail).invoices).toMatchObject([{ number: 1, kind: 'invoice' }]);
  });
});

describe('credit invoices', () => {
  it('issues a credit invoice per refund, numbered in the same series, referring to the original', async () => {
    const part = await call(refund, {
      params: { number: first.number },
      token: staff,
      body: { amount_cents: 1000 },
    });
    expect(part.status).toBe(200);
    const rest = await call(refund, { params: { number: first.number }, token: staff, body: {} });
    expect(rest.status).toBe(200);

    const rows = await invoicesOf(first.number);
    expect(rows.map((row) => [row.number, row.kind, row.grossCents])).toEqual([
      [1, 'invoice', 3995],
      [8, 'credit', -1000],
      [9, 'credit', -2995],
    ]);
    expect(rows[1]!.creditsInvoiceId).toBe(rows[0]!.id);
    // Together the credits give back exactly the VAT that was charged.
    expect(rows[1]!.vatCents + rows[2]!.vatCents).toBe(-rows[0]!.vatCents);

    const pdf = await call(accountInvoice, { params: { number: '8' }, token: owner.token });
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes);
    for (const expected of ['Creditfactuur', 'F-000008', 'Correctie op factuur', 'F-000001', '€ -10,00'])
      expect(text).toContain(expected);
  });
});
