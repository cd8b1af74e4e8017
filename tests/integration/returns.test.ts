import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderListResponse } from '~/features/admin/order-list';
import { messages } from '~/lib/messages';
import { POST as markReceived } from '~/pages/api/admin/orders/[number]/returns/[returnId]/received';
import { GET as staffReturns } from '~/pages/api/admin/orders/[number]/returns/index';
import { GET as listOrders } from '~/pages/api/admin/orders/index';
import { POST as accountReturn } from '~/pages/api/orders/[id]/returns';
import { POST as linkReturn } from '~/pages/api/returns/by-link';
import { POST as requestLink } from '~/pages/api/withdrawal/request';
import { drainAfterAnswer } from '~/server/after-answer';
import { orderLines, orders, payments, refundParts, refunds } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';
import { userWithToken } from '../helpers/users';
import { insertOrder } from './admin-fixtures';

const database = setupTestDatabase();
const { inbox } = setupSmtpServer();

let owner: { id: number; token: string; email: string };
let other: { token: string };
let editor: { token: string };
let handler: { token: string };
beforeAll(async () => {
  const created = await userWithToken(database(), 'customer', 'retour@example.nl');
  owner = { id: created.user.id, token: created.token, email: created.user.email };
  other = { token: (await userWithToken(database(), 'customer', 'iemand@example.nl')).token };
  editor = { token: (await userWithToken(database(), 'editor', 'magazijn@winkel.test')).token };
  handler = { token: (await userWithToken(database(), 'order_handler', 'orders@winkel.test')).token };
});

async function deliveredOrder(userId: number | null, email = owner.email) {
  const order = await insertOrder(database(), {
    email,
    userId,
    status: 'delivered',
    createdAt: new Date(Date.now() - 4 * 24 * 3600 * 1000),
    paid: true,
    lines: [
      { productId: null, name: 'Zorgzaam Pants Dames Normaal', quantity: 3, unitPriceCents: 1495 },
      { productId: null, name: 'Zorgzaam Inlegverband Extra', quantity: 1, unitPriceCents: 895 },
    ],
  });
  await database().db.update(orders).set({ deliveredAt: new Date() }).where(eq(orders.id, order.id));
  const lines = await database().db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  return {
    order,
    pants: lines.find((line) => line.quantity === 3)!,
    pads: lines.find((line) => line.quantity === 1)!,
  };
}

const mailsWith = (text: string) => inbox.filter((message) => decodeMail(message.raw).includes(text));

const askInAccount = (
  publicId: string,
  lines: { line_id: number; quantity: number }[],
  token = owner.token,
) => call(accountReturn, { method: 'POST', params: { id: publicId }, body: { lines }, token });

const returnsOf = async (number: string) =>
  (await call(staffReturns, { params: { number }, token: editor.token })).body as {
    returns: { id: number; quantity: number; refundCents: number; receivedAt: string | null }[];
  };

const receive = (number: string, returnId: number, token = handler.token) =>
  call(markReceived, { method: 'POST', params: { number, returnId: String(returnId) }, token });

describe('returns of unopened packs', () => {
  it('lets the owner return packs per line and mails the return address and steps', async () => {
    const { order, pants } = await deliveredOrder(owner.id);
    expect((await askInAccount(order.publicId, [{ line_id: pants.id, quantity: 4 }])).status).toBe(422);
    expect((await askInAccount(order.publicId, [{ line_id: pants.id, quantity: 0 }])).status).toBe(422);
    expect(
      (await askInAccount(order.publicId, [{ line_id: pants.id, quantity: 2 }], other.token)).status,
    ).toBe(404);

    const asked = await askInAccount(order.publicId, [{ line_id: pants.id, quantity: 2 }]);
    expect(asked).toMatchObject({ status: 201, body: { status: messages.returns.requested } });
    // One return per line: asking again for the same line is refused.
    expect((await askInAccount(order.publicId, [{ line_id: pants.id, quantity: 1 }])).status).toBe(409);

    await drainOutbox();
    const [receipt] = mailsWith(messages.returns.mail.subject(order.number));
    expect(receipt).toBeDefined();
    const body = decodeMail(receipt!.raw);
    expect(body).toContain('Keizersgracht 221');
    expect(body).toContain('originele verpakking');
    expect(body).toContain('29,90');

    const list = (
      await call(listOrders, { path: `/api/admin/orders?q=${order.number}`, token: editor.token })
    ).body as OrderListResponse;
    expect(list.orders[0]).toMatchObject({ number: order.number, openReturn: true });
    expect((await returnsOf(order.number)).returns).toEqual([
      expect.objectContaining({ quantity: 2, refundCents: 2990, receivedAt: null }),
    ]);
  });

  it('refunds a received return once, with the credit mail, however often staff click', async () => {
    const { order, pads } = await deliveredOrder(owner.id);
    expect((await askInAccount(order.publicId, [{ line_id: pads.id, quantity: 1 }])).status).toBe(201);
    const [request] = (await returnsOf(order.number)).returns;

    // Marking it received moves money: an editor (content) may not (decision 028).
    expect((await receive(order.number, request!.id, editor.token)).status).toBe(403);
    expect((await returnsOf(order.number)).returns[0]!.receivedAt).toBeNull();

    // Two staff members at once, then a late third click.
    const answers = await Promise.all([
      receive(order.number, request!.id),
      receive(order.number, request!.id),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toContain(200);
    expect((await receive(order.number, request!.id)).status).toBe(409);

    const [payment] = await database().db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.refundedCents).toBe(895);
    expect(await database().db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toHaveLength(
      1,
    );
    const [row] = await database().db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('delivered'); // part of the order: the status stays
    // Through the staff refund by line: the returned pack is what went back, not an amount.
    const parts = await database().db.select().from(refundParts).where(eq(refundParts.orderId, order.id));
    expect(parts.map((part) => [part.kind, part.orderLineId, part.packs, part.grossCents])).toEqual([
      ['line', pads.id, 1, 895],
    ]);

    expect((await returnsOf(order.number)).returns[0]!.receivedAt).not.toBeNull();
    const list = (
      await call(listOrders, { path: `/api/admin/orders?q=${order.number}`, token: editor.token })
    ).body as OrderListResponse;
    expect(list.orders[0]!.openReturn).toBe(false);
    await drainOutbox();
    expect(mailsWith(`Terugbetaling voor bestelling ${order.number}`)).toHaveLength(1);
    expect((await receive('ZZ-1', request!.id)).status).toBe(404);
  });

  it('lets a guest ask through the withdrawal link: order number, e-mail, single-use link', async () => {
    const guestEmail = 'gast-retour@example.nl';
    const { order, pants, pads } = await deliveredOrder(null, guestEmail);
    await call(requestLink, { body: { order_number: order.number, email: guestEmail } });
    await drainAfterAnswer();
    await drainOutbox();
    const [mail] = mailsWith(`Herroeping bevestigen, bestelling ${order.number}`);
    const token = decodeMail(mail!.raw).match(/herroepen\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();

    const lines = [
      { line_id: pants.id, quantity: 3 },
      { line_id: pads.id, quantity: 1 },
    ];
    expect((await call(linkReturn, { body: { token, lines } })).status).toBe(201);
    expect((await call(linkReturn, { body: { token, lines } })).status).toBe(422); // the link works once
    expect((await call(linkReturn, { body: { token: 'x'.repeat(20), lines } })).status).toBe(422);

    const { returns } = await returnsOf(order.number);
    expect(returns.map((entry) => entry.refundCents)).toEqual([4485, 895]);
    for (const entry of returns) expect((await receive(order.number, entry.id)).status).toBe(200);
    // Every pack back: the whole amount is refunded and the order says so.
    const [row] = await database().db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('refunded');
  });
});
