import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReorderAnswer } from '~/features/account/account';
import { queueDueRefillReminders, unsubscribeRefill } from '~/features/refill/refill.server';
import { POST as createOrder } from '~/pages/api/create-order';
import { POST as createSubscription } from '~/pages/api/create-subscription';
import { POST as refillCart } from '~/pages/api/refill-reminders/[token]/cart';
import RefillUnsubscribe from '~/pages/bijna-op/afmelden.astro';
import { orders, products, refillReminders } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { orderSubmission } from '../helpers/orders';
import { requestPage } from '../helpers/render';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';

const database = setupTestDatabase();
const smtp = setupSmtpServer();
let product: number;

beforeAll(async () => {
  [{ id: product }] = (await database()
    .db.insert(products)
    .values({
      slug: 'pak-14',
      name: 'Pants Pak',
      priceCents: 1495,
      stock: 40,
      inPackage: 14,
      vatRateBasisPoints: 900,
    })
    .returning({ id: products.id })) as [{ id: number }];
});

const place = async (email: string, extra: Record<string, unknown> = {}, route = createOrder) => {
  const placed = await call(route, {
    body: orderSubmission([{ id: product, quantity: 2 }], {
      customer: { email, first_name: 'Ria', last_name: 'Herinner' },
      ...extra,
    }),
  });
  expect(placed.status).toBe(201);
  // The reminder is planned after the order commits (order.placed).
  await drainOutbox();
  const number = (placed.body as { order: { number: string } }).order.number;
  return (await database().db.select().from(orders).where(eq(orders.number, number)))[0]!;
};
const reminderOf = async (orderId: number) =>
  (await database().db.select().from(refillReminders).where(eq(refillReminders.orderId, orderId)))[0];

describe('"bijna op?" reminders', () => {
  it('are planned only for one-off buyers who opted in, from pack size, quantity and usage a day', async () => {
    const without = await place('zonder@example.nl');
    expect(await reminderOf(without.id)).toBeUndefined();
    const subscription = await place(
      'abonnee@example.nl',
      { refill_reminder: { per_day: 2 }, is_subscription: true, subscription_interval: 4 },
      createSubscription,
    );
    expect(await reminderOf(subscription.id)).toBeUndefined();
    expect(
      (
        await call(createOrder, {
          body: orderSubmission([{ id: product, quantity: 1 }], { refill_reminder: { per_day: 0 } }),
        })
      ).status,
    ).toBe(422);

    const opted = await place('ja@example.nl', { refill_reminder: { per_day: 2 } });
    const reminder = await reminderOf(opted.id);
    // 2 packs of 14 at 2 a day last 14 days; delivered after 2; reminded 5 days before: day 11.
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
    const expected = new Date(Date.parse(`${today}T00:00:00Z`) + 11 * 86_400_000).toISOString().slice(0, 10);
    expect(reminder).toMatchObject({ email: 'ja@example.nl', usagePerDay: 2, dueOn: expected, sentAt: null });
  });

  it('mail once when due and paid, with no health word or product in the subject, a reorder and an unsubscribe link', async () => {
    const order = await place('paid@example.nl', { refill_reminder: { per_day: 4 } });
    const unpaid = await place('unpaid@example.nl', { refill_reminder: { per_day: 4 } });
    await database().db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    const due = new Date(Date.now() + 40 * 86_400_000);
    expect(await queueDueRefillReminders(new Date(Date.now() - 86_400_000))).toBe(0);
    expect(await queueDueRefillReminders(due)).toBe(1);
    expect(await queueDueRefillReminders(due)).toBe(0);
    expect((await reminderOf(unpaid.id))!.sentAt).toBeNull();
    await drainOutbox();
    const mails = smtp.inbox.filter((mail) => mail.to.includes('paid@example.nl'));
    expect(mails).toHaveLength(1);
    const text = decodeMail(mails[0]!.raw);
    const subject = /^Subject: (.*)$/m.exec(text)![1]!;
    expect(subject).toBe('Bijna op?');
    expect(subject).not.toMatch(/incontinent|urine|verband|pants|lek/i);
    // Headers unfolded (a long one continues on the next line).
    const headers = text.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe:\s*<https?:\/\/\S*\/bijna-op\/afmelden\?token=/m);
    // RFC 8058: the mail program may unsubscribe with one POST.
    expect(headers).toMatch(/^List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click\s*$/m);
    const token = (await reminderOf(order.id))!.token;
    expect(text).toContain(`/bijna-op?token=${token}`);

    const cart = await call(refillCart, { method: 'POST', params: { token } });
    expect((cart.body as ReorderAnswer).items.map((item) => [item.name, item.quantity])).toEqual([
      ['Pants Pak', 2],
    ]);
    expect((await call(refillCart, { method: 'POST', params: { token: 'x'.repeat(30) } })).status).toBe(404);
  });

  it('unsubscribes with the one-click POST of RFC 8058 (200, no login); a GET changes nothing', async () => {
    const order = await place('een-klik@example.nl', { refill_reminder: { per_day: 4 } });
    await database().db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
    const { token } = (await reminderOf(order.id))!;
    const link = `/bijna-op/afmelden?token=${token}`;
    const opened = await requestPage(RefillUnsubscribe, link);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('method="post"');
    expect((await reminderOf(order.id))!.unsubscribedAt).toBeNull();
    const posted = await requestPage(RefillUnsubscribe, link, 'POST');
    expect(posted.status).toBe(200);
    expect((await reminderOf(order.id))!.unsubscribedAt).toBeInstanceOf(Date);
    expect(await queueDueRefillReminders(new Date(Date.now() + 40 * 86_400_000))).toBe(0);
  });

  it('sends nothing after unsubscribing', async () => {
    const order = await place('stop@example.nl', { refill_reminder: { per_day: 4 } });
    await database().db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
    expect(await unsubscribeRefill((await reminderOf(order.id))!.token)).toBe(true);
    expect(await unsubscribeRefill('onbekend')).toBe(false);
    expect(await queueDueRefillReminders(new Date(Date.now() + 40 * 86_400_000))).toBe(0);
  });
});
