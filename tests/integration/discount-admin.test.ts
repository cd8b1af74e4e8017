import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountOrder } from '~/features/account/account';
import type { OrderDetail } from '~/features/admin/order/order-detail';
import type { DiscountCodeView } from '~/features/discounts/discounts';
import { GET as accountInvoice } from '~/pages/api/account/invoices/[number]';
import { POST as createCode, GET as listCodes } from '~/pages/api/admin/discounts';
import { DELETE as deactivateCode, PUT as updateCode } from '~/pages/api/admin/discounts/[id]';
import { GET as orderDetail } from '~/pages/api/admin/orders/[number]/index';
import { POST as refund } from '~/pages/api/admin/orders/[number]/refund';
import { POST as quote } from '~/pages/api/checkout/quote';
import { POST as createOrder } from '~/pages/api/create-order';
import { POST as userOrders } from '~/pages/api/get-user-orders';
import { auditLog, categories, invoices, orders, products } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { orderSubmission } from '../helpers/orders';
import { pdfText } from '../helpers/pdf-text';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';
import { completePayment } from '../helpers/subscriptions';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase();
const smtp = setupSmtpServer();

let admin: string;
let editor: string;
let customer: { token: string; email: string };
let pants = 0;
let cream = 0;
let category = 0;

beforeAll(async () => {
  const db = database();
  admin = (await userWithToken(db, 'admin', 'baas@example.nl')).token;
  editor = (await userWithToken(db, 'editor', 'redactie@example.nl')).token;
  const shopper = await userWithToken(db, 'customer', 'koper@example.nl');
  customer = { token: shopper.token, email: shopper.user.email };
  const insert = (slug: string, priceCents: number, vatRateBasisPoints: number) =>
    db.db
      .insert(products)
      .values({ slug, name: `Product ${slug}`, priceCents, stock: 100, vatRateBasisPoints })
      .returning()
      .then(([row]) => row!.id);
  pants = await insert('pants', 1250, 900);
  cream = await insert('creme', 995, 2100);
  [{ id: category }] = (await db.db
    .insert(categories)
    .values({ slug: 'huid', name: 'Huidverzorging' })
    .returning({ id: categories.id })) as [{ id: number }];
});

const input = (overrides: Record<string, unknown> = {}) => ({
  code: 'lente15',
  description: 'Lentekorting',
  kind: 'percentage',
  value: 15,
  minimum_order_cents: 2000,
  valid_from: '2026-03-01',
  valid_until: '2099-05-31',
  max_uses: 100,
  max_uses_per_customer: 1,
  category_ids: [category],
  ...overrides,
});

describe('staff manage discount codes', () => {
  let created: DiscountCodeView;

  it('lets an admin create a code, stored upper-case, audited', async () => {
    const answer = await call(createCode, { body: input(), token: admin });
    expect(answer.status).toBe(201);
    created = answer.body as DiscountCodeView;
    expect(created).toMatchObject({
      code: 'LENTE15',
      kind: 'percentage',
      value: 15,
      valid_from: '2026-03-01',
      valid_until: '2099-05-31',
      category_ids: [category],
      uses: 0,
      is_active: true,
    });
    const audit = await database()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'discount'), eq(auditLog.entityId, String(created.id))));
    expect(audit.map((entry) => entry.action)).toEqual(['discount.created']);
  });

  it('refuses the same code in another case, bad input, and non-admins', async () => {
    const twice = await call(createCode, { body: input({ code: 'Lente15' }), token: admin });
    expect(twice.status).toBe(409);
    expect((twice.body as { message: string }).message).toBe('Deze code bestaat al.');
    const bad = await call(createCode, {
      body: input({ value: 150, valid_until: '2026-01-01' }),
      token: admin,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as { errors: object }).errors)).toEqual(
      expect.arrayContaining(['value', 'valid_until']),
    );
    expect((await call(createCode, { body: input({ code: 'ANDERS' }), token: editor })).status).toBe(403);
    expect((await call(createCode, { body: input({ code: 'ANDERS' }) })).status).toBe(401);
    expect((await call(listCodes, { token: customer.token })).status).toBe(403);
    const unknownCategory = await call(createCode, {
      body: input({ code: 'CAT', category_ids: [999999] }),
      token: admin,
    });
    expect(unknownCategory.status).toBe(422);
  });

  it('lets an editor see the list, and an admin change and switch off a code, each audited', async () => {
    const list = await call(listCodes, { token: editor });
    expect(list.status).toBe(200);
    expect((list.body as { codes: DiscountCodeView[] }).codes.map((code) => code.code)).toContain('LENTE15');
    const params = { id: String(created.id) };
    expect(
      (await call(updateCode, { method: 'PUT', params, body: input({ value: 20 }), token: editor })).status,
    ).toBe(403);
    const changed = await call(updateCode, {
      method: 'PUT',
      params,
      body: input({ value: 20 }),
      token: admin,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ value: 20 });
    const off = await call(deactivateCode, { method: 'DELETE', params, token: admin });
    expect(off.body).toMatchObject({ is_active: false });
    expect(
      (await call(deactivateCode, { method: 'DELETE', params: { id: '999999' }, token: admin })).status,
    ).toBe(404);
    const audit = await database()
      .db.select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'discount'), eq(auditLog.entityId, String(created.id))))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'discount.created',
      'discount.updated',
      'discount.deactivated',
    ]);
    // A code switched off is unknown to shoppers.
    const quoted = await call(quote, {
      body: { lineItems: [{ id: pants, quantity: 2 }], discount_code: 'LENTE15' },
    });
    expect((quoted.body as { discount_error: string }).discount_error).toContain('bestaat niet');
  });
});

describe('a paid order with a code', () => {
  it('shows the discount on the invoice per VAT rate, in the mail, the history, the staff order and a full credit', async () => {
    await call(createCode, {
      body: input({ code: 'ALLES10', value: 10, category_ids: [], minimum_order_cents: 0 }),
      token: admin,
    });
    const placed = await call(createOrder, {
      token: customer.token,
      body: orderSubmission(
        [
          { id: pants, quantity: 2 },
          { id: cream, quantity: 1 },
        ],
        {
          customer: { email: customer.email, first_name: 'Kees', last_name: 'Koper' },
          discount_code: 'alles10',
        },
      ),
    });
    expect(placed.status).toBe(201);
    const { order: placedOrder, redirectUrl } = placed.body as {
      redirectUrl: string;
      order: { number: string };
    };
    const paymentId = redirectUrl.split('/').at(-1)!;
    await completePayment(database(), paymentId);

    // 2 x 12,50 + 9,95 = 34,95; 10% = 3,50 (2,50 at 9 %, 1,00 at 21 %, rounded per share); shipping 5,00.
    const [order] = await database().db.select().from(orders).where(eq(orders.number, placedOrder.number));
    expect(order).toMatchObject({
      status: 'paid',
      discountCode: 'ALLES10',
      discountCents: 350,
      totalCents: 3145 + 500,
    });
    const [invoice] = await database().db.select().from(invoices).where(eq(invoices.orderId, order!.id));
    expect(invoice!.grossCents).toBe(order!.totalCents);
    const discountLines = invoice!.document.lines.filter((line) => line.grossCents < 0);
    expect(discountLines.map((line) => [line.vatRateBasisPoints, line.grossCents])).toEqual([
      [900, -250],
      [2100, -100],
    ]);
    // VAT per rate after discount: 9 % on 22,50 + shipping 5,00 (the main rate); 21 % on 8,95.
    expect(invoice!.document.vat.map((row) => [row.rateBasisPoints, row.grossCents])).toEqual([
      [900, 2250 + 500],
      [2100, 895],
    ]);
    const pdf = await call(accountInvoice, {
      params: { number: String(invoice!.number) },
      token: customer.token,
    });
    expect(pdfText(pdf.bytes)).toContain('Korting (ALLES10)');

    await drainOutbox();
    const mail = smtp.inbox.find((received) => decodeMail(received.raw).includes(placedOrder.number));
    expect(decodeMail(mail!.raw)).toContain('Korting (ALLES10)');
    const history = (await call(userOrders, { method: 'POST', token: customer.token })).body as {
      orders: AccountOrder[];
    };
    expect(history.orders[0]!.discount).toEqual({ code: 'ALLES10', amount: 3.5 });
    const detail = (await call(orderDetail, { params: { number: placedOrder.number }, token: editor }))
      .body as OrderDetail;
    expect(detail).toMatchObject({ discountCode: 'ALLES10', discountCents: 350 });

    // A full refund credits exactly what was invoiced, per rate.
    expect(
      (await call(refund, { params: { number: placedOrder.number }, token: admin, body: {} })).status,
    ).toBe(200);
    const rows = await database()
      .db.select()
      .from(invoices)
      .where(eq(invoices.orderId, order!.id))
      .orderBy(invoices.number);
    expect(rows.map((row) => row.grossCents)).toEqual([3645, -3645]);
    expect(rows[1]!.vatCents).toBe(-rows[0]!.vatCents);
  });
});
