import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationIsValid, verifyEmail } from '~/features/account/email-verification.server';
import { findOrderSummary } from '~/features/checkout/order-summary.server';
import { POST as getOrders } from '~/pages/api/get-user-orders';
import { POST as register } from '~/pages/api/register';
import { orders, users } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';
import { insertOrder } from './admin-fixtures';

const database = setupTestDatabase();
const { inbox } = setupSmtpServer();

const account = (email: string) => ({
  first_name: 'Gerda',
  last_name: 'Gast',
  email,
  password: 'tulpen in juni 2026',
  password_confirmation: 'tulpen in juni 2026',
  privacy: true,
});

const guestOrder = (email: string) =>
  insertOrder(database(), {
    email,
    status: 'paid',
    createdAt: new Date(),
    lines: [{ productId: null, name: 'Zorgzaam Pants', quantity: 1, unitPriceCents: 1495 }],
  });

const ownerOf = async (orderId: number) =>
  (await database().db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)))[0]!
    .userId;

function verificationToken(email: string): string | undefined {
  const mail = [...inbox]
    .reverse()
    .find(
      (message) => message.to.includes(email) && decodeMail(message.raw).includes('Bevestig je e-mailadres'),
    );
  return mail ? decodeMail(mail.raw).match(/e-mailadres-bevestigen\?token=([\w-]+)/)?.[1] : undefined;
}

describe('guest orders join an account only after its e-mail address is verified', () => {
  it('offers a guest an account on the thank-you page, with the address filled in', async () => {
    const order = await guestOrder('aanbod@example.nl');
    expect(await findOrderSummary(order.publicId)).toMatchObject({ guestEmail: 'aanbod@example.nl' });
  });

  it('attaches nothing on registration, everything with that address after the mailed link', async () => {
    const mine = await guestOrder('Gerda@Example.nl');
    const older = await guestOrder('gerda@example.nl');
    const someoneElse = await guestOrder('ander@example.nl');

    const registered = await call(register, { body: account('gerda@example.nl') });
    expect(registered.status).toBe(201);
    const { token: session, user } = registered.body as { token: string; user: { id: number } };
    // Registration alone proves nothing: anyone can type someone else's address.
    expect(await ownerOf(mine.id)).toBeNull();

    await drainOutbox();
    const token = verificationToken('gerda@example.nl');
    expect(token).toBeDefined();
    expect(await verificationIsValid(token!)).toBe(true);
    expect(await verifyEmail('x'.repeat(43))).toBeNull();

    expect(await verifyEmail(token!)).toEqual({ attachedOrders: 2 });
    expect(await ownerOf(mine.id)).toBe(user.id);
    expect(await ownerOf(older.id)).toBe(user.id);
    expect(await ownerOf(someoneElse.id)).toBeNull();
    const [row] = await database().db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    const listed = await call(getOrders, { method: 'POST', token: session });
    expect(
      (listed.body as { orders: { number: string }[] }).orders.map((entry) => entry.number).sort(),
    ).toEqual([mine.number, older.number].sort());

    // The link works once.
    expect(await verifyEmail(token!)).toBeNull();
    expect(await verificationIsValid(token!)).toBe(false);
  });

  it('attaches nothing when the account changed its address after the mail went out', async () => {
    const order = await guestOrder('wissel@example.nl');
    const registered = await call(register, { body: account('wissel@example.nl') });
    const { user } = registered.body as { user: { id: number } };
    await drainOutbox();
    const token = verificationToken('wissel@example.nl');
    await database().db.update(users).set({ email: 'nieuw-adres@example.nl' }).where(eq(users.id, user.id));
    expect(await verifyEmail(token!)).toBeNull();
    expect(await ownerOf(order.id)).toBeNull();
  });
});
