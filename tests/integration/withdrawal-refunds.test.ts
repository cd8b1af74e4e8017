import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountOrder } from '~/features/account/account';
import type { OrderDetail } from '~/features/admin/order/order-detail';
import { findOrderSummary } from '~/features/checkout/order-summary.server';
import { issueInvoice } from '~/features/invoices/invoices.server';
import { messages } from '~/lib/messages';
import { GET as orderDetail } from '~/pages/api/admin/orders/[number]';
import { POST as markReceived } from '~/pages/api/admin/orders/[number]/returns/[returnId]/received';
import { GET as staffReturns } from '~/pages/api/admin/orders/[number]/returns/index';
import { POST as getOrders } from '~/pages/api/get-user-orders';
import { POST as accountReturn } from '~/pages/api/orders/[id]/returns';
import { POST as withdraw } from '~/pages/api/orders/[id]/withdraw';
import { invoices, orderLines, orders, payments, products, refundParts, refunds } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';
import { userWithToken } from '../helpers/users';
import { insertOrder } from './admin-fixtures';

/*
 * The withdrawal right as the law reads it (BW 6:230s, Directive 2011/83 art. 13): a whole order
 * returned refunds the goods and the standard delivery, once; a partial return only its packs; an
 * order withdrawn before it shipped is cancelled, refunded in full and its stock released.
 */

const database = setupTestDatabase();
const { inbox } = setupSmtpServer();
const DAY = 24 * 60 * 60 * 1000;

let owner: { id: number; token: string; email: string };
let staff: { token: string };
let product: typeof products.$inferSelect;
beforeAll(async () => {
  const created = await userWithToken(database(), 'customer', 'wet@example.nl');
  owner = { id: created.user.id, token: created.token, email: created.user.email };
  staff = { token: (await userWithToken(database(), 'admin', 'kantoor@winkel.test')).token };
  const [inserted] = await database()
    .db.insert(products)
    .values({ slug: 'wet-pants', name: 'Wet Pants', priceCents: 495, stock: 10 })
    .returning();
  product = inserted!;
});

/** A paid order of 4,95 per pack plus 5,00 home delivery, as the shopper paid it. */
async function paidOrder(
  status: 'paid' | 'delivered',
  lines: { quantity: number; unitPriceCents: number }[],
) {
  const order = await insertOrder(database(), {
    email: owner.email,
    userId: owner.id,
    status,
    createdAt: new Date(Date.now() - 3 * DAY),
    paid: true,
    stockTaken: true,
    shippingCents: 500,
    lines: lines.map((line, index) => ({
      productId: product.id,
      name: index === 0 ? 'Wet Pants' : `Wet Pants ${index + 1}`,
      ...line,
    })),
  });
  // Paid with its invoice, as the payment webhook issues it (refunds then issue credit invoices).
  await database().db.transaction((tx) => issueInvoice(tx, order.id));
  if (status === 'delivered') {
    await database()
      .db.update(orders)
      .set({ shippedAt: new Date(Date.now() - 2 * DAY), deliveredAt: new Date(Date.now() - DAY) })
      .where(eq(orders.id, order.id));
  }
  const rows = await database()
    .db.select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.id);
  return { order, lines: rows };
}

const askReturn = (publicId: string, lines: { line_id: number; quantity: number }[]) =>
  call(accountReturn, { method: 'POST', params: { id: publicId }, body: { lines }, token: owner.token });

const openReturns = async (number: string) =>
  (
    (await call(staffReturns, { params: { number }, token: staff.token })).body as {
      returns: { id: number; receivedAt: string | null }[];
    }
  ).returns.filter((entry) => entry.receivedAt === null);

const receive = (number: string, returnId: number) =>
  call(markReceived, { method: 'POST', params: { number, returnId: String(returnId) }, token: staff.token });

const paymentOf = async (orderId: number) =>
  (await database().db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

const orderRow = async (orderId: number) =>
  (await database().db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

const creditsOf = (orderId: number) =>
  database()
    .db.select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .then((rows) => rows.filter((row) => row.kind === 'credit'));

const detail = async (number: string) =>
  (await call(orderDetail, { params: { number }, token: staff.token })).body as OrderDetail;

describe('returns and withdrawal by the law', () => {
  it('refunds the goods and the standard delivery for a whole order returned, once', async () => {
    const { order, lines } = await paidOrder('delivered', [{ quantity: 1, unitPriceCents: 495 }]);
    expect((await askReturn(order.publicId, [{ line_id: lines[0]!.id, quantity: 1 }])).status).toBe(201);
    await drainOutbox();
    // The receipt already says the delivery comes back.
    const receipt = inbox.find((mail) =>
      decodeMail(mail.raw).includes(messages.returns.mail.subject(order.number)),
    );
    expect(decodeMail(receipt!.raw)).toContain(messages.returns.mail.shippingLabel);

    // Staff see the open return on the order before anything happens.
    expect((await detail(order.number)).openReturns).toBe(1);
    const [request] = await openReturns(order.number);
    const answers = await Promise.all([
      receive(order.number, request!.id),
      receive(order.number, request!.id),
    ]);
    expect(answers.map((answer) => answer.status)).toContain(200);

    // 4,95 + 5,00 = 9,95: all of it back, in one refund with one credit invoice.
    expect((await paymentOf(order.id)).refundedCents).toBe(995);
    const parts = await database().db.select().from(refundParts).where(eq(refundParts.orderId, order.id));
    expect(parts.map((part) => [part.kind, part.grossCents]).sort()).toEqual([
      ['line', 495],
      ['shipping', 500],
    ]);
    const credits = await creditsOf(order.id);
    expect(credits.map((credit) => credit.grossCents)).toEqual([-995]);
    expect((await orderRow(order.id)).status).toBe('refunded');
    expect((await detail(order.number)).openReturns).toBe(0);

    // The refund mail's button opens the order page, which shows the refund and its credit invoice.
    await drainOutbox();
    const refundMails = inbox.filter((mail) =>
      decodeMail(mail.raw).includes(messages.refundMail.subject(order.number)),
    );
    expect(refundMails).toHaveLength(1);
    expect(decodeMail(refundMails[0]!.raw)).toContain(`/bestelling/${order.publicId}`);
    const summary = await findOrderSummary(order.publicId);
    expect(summary!.refunds).toEqual([
      {
        refundedAt: expect.any(String),
        amountCents: 995,
        creditInvoice: { number: credits[0]!.number, label: expect.stringMatching(/^F-0+\d+$/) },
      },
    ]);
    // So does the account.
    const listed = (await call(getOrders, { method: 'POST', token: owner.token })).body as {
      orders: AccountOrder[];
    };
    expect(listed.orders.find((entry) => entry.number === order.number)!.refunds).toEqual(summary!.refunds);
  });

  it('refunds the delivery with the last line when a whole order comes back line by line', async () => {
    const { order, lines } = await paidOrder('delivered', [
      { quantity: 2, unitPriceCents: 495 },
      { quantity: 1, unitPriceCents: 895 },
    ]);
    expect(
      (
        await askReturn(order.publicId, [
          { line_id: lines[0]!.id, quantity: 2 },
          { line_id: lines[1]!.id, quantity: 1 },
        ])
      ).status,
    ).toBe(201);
    const [first, second] = await openReturns(order.number);
    expect((await receive(order.number, first!.id)).status).toBe(200);
    expect((await paymentOf(order.id)).refundedCents).toBe(990); // the goods of the first line only
    expect((await orderRow(order.id)).status).toBe('delivered');
    expect((await receive(order.number, second!.id)).status).toBe(200);
    // 990 + 895 + the 5,00 delivery: everything that was paid.
    expect((await paymentOf(order.id)).refundedCents).toBe(990 + 895 + 500);
    expect((await creditsOf(order.id)).map((credit) => credit.grossCents)).toEqual([-990, -1395]);
    expect((await orderRow(order.id)).status).toBe('refunded');
  });

  it('refunds only the returned packs of a partial return, never the delivery', async () => {
    const { order, lines } = await paidOrder('delivered', [
      { quantity: 3, unitPriceCents: 495 },
      { quantity: 1, unitPriceCents: 895 },
    ]);
    expect((await askReturn(order.publicId, [{ line_id: lines[0]!.id, quantity: 3 }])).status).toBe(201);
    const [request] = await openReturns(order.number);
    expect((await receive(order.number, request!.id)).status).toBe(200);
    expect((await paymentOf(order.id)).refundedCents).toBe(1485);
    const parts = await database().db.select().from(refundParts).where(eq(refundParts.orderId, order.id));
    expect(parts.map((part) => part.kind)).toEqual(['line']);
    expect((await orderRow(order.id)).status).toBe('delivered');
    expect((await findOrderSummary(order.publicId))!.refunds.map((refund) => refund.amountCents)).toEqual([
      1485,
    ]);
  });

  it('cancels an order withdrawn before shipping: everything back, no postage, stock released', async () => {
    const stockBefore = (await database().db.select().from(products).where(eq(products.id, product.id)))[0]!
      .stock;
    const { order, lines } = await paidOrder('paid', [{ quantity: 2, unitPriceCents: 495 }]);
    // Nothing to send back yet: a return is refused, "Herroepen" is the way.
    const refused = await askReturn(order.publicId, [{ line_id: lines[0]!.id, quantity: 2 }]);
    expect(refused).toMatchObject({ status: 409, body: { message: messages.returns.notShipped } });

    const withdrawn = await call(withdraw, {
      method: 'POST',
      params: { id: order.publicId },
      token: owner.token,
    });
    expect(withdrawn.status).toBe(200);
    // Until the refund is through, staff see the withdrawal and cannot ship it.
    const before = await detail(order.number);
    expect(before.withdrawal).toMatchObject({ confirmedAt: expect.any(String) });
    expect(before.actions.ship).toBe(false);

    await drainOutbox();
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'cancelled', stockDecrementedAt: null });
    expect((await paymentOf(order.id)).refundedCents).toBe(990 + 500);
    const [refund] = await database()
      .db.select()
      .from(refunds)
      .where(eq(refunds.paymentId, (await paymentOf(order.id)).id));
    expect(refund).toMatchObject({ amountCents: 1490, actorUserId: null });
    expect((await creditsOf(order.id)).map((credit) => credit.grossCents)).toEqual([-1490]);
    const stockAfter = (await database().db.select().from(products).where(eq(products.id, product.id)))[0]!
      .stock;
    expect(stockAfter).toBe(stockBefore + 2);

    // The receipt names no return address: there is nothing to send.
    const receipt = inbox.find((mail) =>
      decodeMail(mail.raw).includes(messages.withdrawal.mail.subject(order.number)),
    );
    const body = decodeMail(receipt!.raw);
    expect(body).not.toContain(messages.returns.addressTitle);
    expect(body).toContain('nog niet verzonden');
    expect(
      inbox.filter((mail) => decodeMail(mail.raw).includes(messages.refundMail.subject(order.number))),
    ).toHaveLength(1);
    // Running the handler again (an outbox retry) refunds nothing twice.
    const { cancelUnshippedWithdrawal } = await import('~/features/withdrawal/withdrawal.server');
    await cancelUnshippedWithdrawal(0, order.id);
    expect((await paymentOf(order.id)).refundedCents).toBe(1490);
    expect((await findOrderSummary(order.publicId))!.refunds.map((entry) => entry.amountCents)).toEqual([
      1490,
    ]);
  });
});
