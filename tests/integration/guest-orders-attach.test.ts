import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationIsValid, verifyEmail } from '~/features/account/email-verification.server';
import { findOrderSummary } from '~/features/checkout/order-summary.server';
import { messages } from '~/lib/messages';
import { POST as confirmEmail } from '~/pages/api/account/verify-email';
import { POST as getOrders } from '~/pages/api/get-user-orders';
import { POST as register } from '~/pages/api/register';
import { orders, subscriptions, users } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';
import { userWithToken } from '../helpers/users';
import { insertOrder } from './admin-fixtures';

const database = setupTestDatabase();
const { inbox } = setupSmtpServer();

const account = (email: string, first_name = 'Gerda', last_name = 'Gast') => ({
  first_name,
  last_name,
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

const verificationMail = (email: string) =>
  [...inbox]
    .reverse()
    .map((message) => ({ to: message.to, text: decodeMail(message.raw) }))
    .find((message) => message.to.includes(email) && message.text.includes('Bevestig je e-mailadres'));

const verificationToken = (email: string) =>
  verificationMail(email)?.text.match(/e-mailadres-bevestigen\?token=([\w-]+)/)?.[1];

const orderNumbers = async (token: string) =>
  ((await call(getOrders, { method: 'POST', token })).body as { orders: { number: string }[] }).orders
    .map((entry) => entry.number)
    .sort();

describe('guest orders join an account only for the logged-in account that proved the address', () => {
  it('offers a guest an account on the thank-you page, with the address filled in', async () => {
    const order = await guestOrder('aanbod@example.nl');
    expect(await findOrderSummary(order.publicId)).toMatchObject({ guestEmail: 'aanbod@example.nl' });
  });

  it('the stranger-first attack: a stranger registers with a guest’s address; her confirming attaches nothing', async () => {
    // The guest (health data: what she bought) ordered twice without an account.
    const first = await guestOrder('moeder@example.nl');
    const second = await guestOrder('Moeder@Example.nl');
    const [guestSubscription] = await database()
      .db.insert(subscriptions)
      .values({ email: 'moeder@example.nl', intervalWeeks: 4, template: {}, paymentProvider: 'test' })
      .returning();

    // Registering her address answers exactly as for an address nobody ever used.
    const stranger = await call(register, { body: account('moeder@example.nl', 'Victor', 'Vreemd') });
    const fresh = await call(register, { body: account('nooit-gebruikt@example.nl', 'Victor', 'Vreemd') });
    expect(stranger.status).toBe(201);
    expect(fresh.status).toBe(201);
    const shape = (body: unknown) => {
      const { token, user } = body as { token: string; user: Record<string, unknown> };
      return { token: typeof token, user: Object.keys(user).sort(), role: user.role };
    };
    expect(shape(stranger.body)).toEqual(shape(fresh.body));
    const { token: strangerSession } = stranger.body as { token: string };
    expect(await orderNumbers(strangerSession)).toEqual([]);

    // The mail goes to the real owner; it names the account it is for and says "not you? ignore".
    await drainOutbox();
    const mail = verificationMail('moeder@example.nl')!;
    expect(mail.text).toContain('Victor Vreemd');
    expect(mail.text).toContain('Niet jij? Negeer deze mail.');
    // Transactional: no unsubscribe header, and it says why it comes.
    expect(mail.text).not.toMatch(/^List-Unsubscribe/m);
    expect(mail.text.replace(/\s+/g, ' ')).toContain(messages.transactionalReason.account);
    const token = verificationToken('moeder@example.nl')!;

    // She presses the button without being logged in: 401, nothing attached, link unchanged.
    const loggedOut = await call(confirmEmail, { body: { token } });
    expect(loggedOut.status).toBe(401);
    // She presses it logged in to her own (other) account: 403, nothing attached.
    const hers = await userWithToken(database(), 'customer', 'moeder-prive@example.nl');
    const otherAccount = await call(confirmEmail, { body: { token }, token: hers.token });
    expect(otherAccount.status).toBe(403);
    expect(await ownerOf(first.id)).toBeNull();
    expect(await ownerOf(second.id)).toBeNull();
    const [sub] = await database()
      .db.select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.id, guestSubscription!.id));
    expect(sub!.userId).toBeNull();
    expect(await orderNumbers(strangerSession)).toEqual([]);
    expect(await orderNumbers(hers.token)).toEqual([]);
    const [strangerRow] = await database()
      .db.select()
      .from(users)
      .where(eq(users.email, 'moeder@example.nl'));
    expect(strangerRow!.emailVerifiedAt).toBeNull();

    // The stranger cannot use a link he never saw; a guessed one is unknown.
    const guessed = await call(confirmEmail, { body: { token: 'x'.repeat(43) }, token: strangerSession });
    expect(guessed.status).toBe(404);
    expect(await orderNumbers(strangerSession)).toEqual([]);
  });

  it('attaches the orders and subscriptions when the account holder confirms while logged in', async () => {
    const mine = await guestOrder('Gerda@Example.nl');
    const older = await guestOrder('gerda@example.nl');
    const someoneElse = await guestOrder('ander@example.nl');
    const [guestSubscription] = await database()
      .db.insert(subscriptions)
      .values({ email: 'gerda@example.nl', intervalWeeks: 4, template: {}, paymentProvider: 'test' })
      .returning();

    const registered = await call(register, { body: account('gerda@example.nl') });
    expect(registered.status).toBe(201);
    const { token: session, user } = registered.body as { token: string; user: { id: number } };
    // Registration alone proves nothing: anyone can type someone else's address.
    expect(await ownerOf(mine.id)).toBeNull();

    await drainOutbox();
    const token = verificationToken('gerda@example.nl')!;
    expect(await verificationIsValid(token)).toBe(true);

    const confirmed = await call(confirmEmail, { body: { token }, token: session });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      attached_orders: 2,
      attached_subscriptions: 1,
      status: 'Je e-mailadres is bevestigd. 2 eerdere bestellingen staan nu in je account.',
    });
    expect(await ownerOf(mine.id)).toBe(user.id);
    expect(await ownerOf(older.id)).toBe(user.id);
    expect(await ownerOf(someoneElse.id)).toBeNull();
    const [sub] = await database()
      .db.select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.id, guestSubscription!.id));
    expect(sub!.userId).toBe(user.id);
    const [row] = await database().db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await orderNumbers(session)).toEqual([mine.number, older.number].sort());

    // The link works once.
    expect((await call(confirmEmail, { body: { token }, token: session })).status).toBe(404);
    expect(await verificationIsValid(token)).toBe(false);
  });

  it('attaches nothing when the account changed its address after the mail went out', async () => {
    const order = await guestOrder('wissel@example.nl');
    const registered = await call(register, { body: account('wissel@example.nl') });
    const { user } = registered.body as { user: { id: number } };
    await drainOutbox();
    const token = verificationToken('wissel@example.nl');
    await database().db.update(users).set({ email: 'nieuw-adres@example.nl' }).where(eq(users.id, user.id));
    expect(await verifyEmail(token!, user.id)).toBeNull();
    expect(await ownerOf(order.id)).toBeNull();
  });
});
