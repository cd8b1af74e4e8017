import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as getOrders } from '~/pages/api/get-user-orders';
import { POST as withdraw } from '~/pages/api/orders/[id]/withdraw';
import { POST as confirmByLink } from '~/pages/api/withdrawal/confirm';
import { POST as requestLink } from '~/pages/api/withdrawal/request';
import { drainAfterAnswer } from '~/server/after-answer';
import { orderStatusHistory, orders, withdrawals } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';
import { userWithToken } from '../helpers/users';
import { insertOrder } from './admin-fixtures';

const database = setupTestDatabase();
const { inbox } = setupSmtpServer();
const DAY = 24 * 60 * 60 * 1000;

let owner: { id: number; token: string; email: string };
let other: { token: string };
beforeAll(async () => {
  const created = await userWithToken(database(), 'customer', 'herroeper@example.nl');
  owner = { id: created.user.id, token: created.token, email: created.user.email };
  other = { token: (await userWithToken(database(), 'customer', 'ander@example.nl')).token };
});

async function deliveredOrder(daysAgo: number) {
  const order = await insertOrder(database(), {
    email: owner.email,
    userId: owner.id,
    status: 'delivered',
    createdAt: new Date(Date.now() - (daysAgo + 3) * DAY),
    lines: [{ productId: null, name: 'Zorgzaam Pants Dames Normaal', quantity: 2, unitPriceCents: 1495 }],
  });
  await database()
    .db.update(orders)
    .set({ deliveredAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(orders.id, order.id));
  return order;
}

const withdrawCall = (publicId: string, token?: string) =>
  call(withdraw, {
    method: 'POST',
    path: `/api/orders/${publicId}/withdraw`,
    params: { id: publicId },
    token,
  });

describe('withdrawal function (herroepen)', () => {
  it('lets the owner withdraw within 14 days of delivery and mails a receipt with date and time', async () => {
    const order = await deliveredOrder(3);
    const listed = await call(getOrders, {
      method: 'POST',
      path: '/api/get-user-orders',
      token: owner.token,
    });
    const mine = (
      listed.body as { orders: { order_id: string; withdrawable: boolean; withdrawable_until: string }[] }
    ).orders.find((entry) => entry.order_id === order.publicId);
    expect(mine).toMatchObject({ withdrawable: true, withdrawable_until: expect.any(String) });

    const response = await withdrawCall(order.publicId, owner.token);
    expect(response).toMatchObject({
      status: 200,
      body: { status: 'withdrawn', withdrawn_at: expect.any(String) },
    });

    const [row] = await database().db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'withdrawn', withdrawnAt: expect.any(Date) });
    expect(
      await database().db.select().from(withdrawals).where(eq(withdrawals.orderId, order.id)),
    ).toHaveLength(1);
    const history = await database()
      .db.select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({ toStatus: 'withdrawn', actor: 'customer' });

    await drainOutbox();
    const mail = inbox.find((message) => message.to.includes(owner.email));
    expect(mail).toBeDefined();
    const body = decodeMail(mail!.raw);
    expect(body).toContain(`Subject: Bevestiging van je herroeping, bestelling ${order.number}`);
    expect(body).not.toContain('Pants');
    expect(body).toMatch(/\d{1,2} \w+ 2026 om \d{2}:\d{2}/);
    expect(body).toContain('verzegeling');
    expect(body).toContain('Retouradres'); // where the packs go (company details)
    expect(body).toContain('Keizersgracht 221');
  });

  it('refuses a second withdrawal and one after the period (409)', async () => {
    const order = await deliveredOrder(1);
    expect((await withdrawCall(order.publicId, owner.token)).status).toBe(200);
    expect((await withdrawCall(order.publicId, owner.token)).status).toBe(409);

    const late = await deliveredOrder(15);
    const response = await withdrawCall(late.publicId, owner.token);
    expect(response.status).toBe(409);
    expect((response.body as { message: string }).message).toContain('verstreken');
  });

  it("answers 404 for someone else's order and 401 without a login", async () => {
    const order = await deliveredOrder(2);
    expect((await withdrawCall(order.publicId, other.token)).status).toBe(404);
    expect((await withdrawCall(order.publicId)).status).toBe(401);
    const [row] = await database().db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('delivered');
  });

  it('works without an account: order number and e-mail, then the single-use link in the mail', async () => {
    const order = await deliveredOrder(2);
    const wrong = await call(requestLink, {
      body: { order_number: order.number, email: 'niet-de-klant@example.nl' },
    });
    const right = await call(requestLink, {
      body: { order_number: order.number.toLowerCase(), email: owner.email.toUpperCase() },
    });
    expect(right.status).toBe(200);
    expect(wrong.body).toEqual(right.body); // nobody learns which orders exist
    await drainAfterAnswer();
    await drainOutbox(); // the link is mailed after the answer

    const mail = [...inbox]
      .reverse()
      .find((message) =>
        decodeMail(message.raw).includes(`Herroeping bevestigen, bestelling ${order.number}`),
      );
    expect(mail).toBeDefined();
    const token = decodeMail(mail!.raw).match(/herroepen\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();

    const confirmed = await call(confirmByLink, { body: { token } });
    expect(confirmed).toMatchObject({ status: 200, body: { order_number: order.number } });
    const [row] = await database().db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('withdrawn');
    expect((await call(confirmByLink, { body: { token } })).status).toBe(422);
  });
});
