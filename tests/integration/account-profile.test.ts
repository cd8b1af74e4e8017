import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANONYMISED_EMAIL } from '~/features/account/privacy.server';
import { DELETE as deleteAccount } from '~/pages/api/account';
import { POST as changePassword } from '~/pages/api/account/password';
import { PATCH as updateProfile } from '~/pages/api/account/profile';
import { POST as login } from '~/pages/api/login';
import { POST as register } from '~/pages/api/register';
import { GET as getUser } from '~/pages/api/user';
import { orders, subscriptions } from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';

const database = setupTestDatabase();
const password = 'lange wandeling 7';
type Session = { token: string; user: { id: number; email: string } };

async function newCustomer(email: string): Promise<Session> {
  const { status, body } = await call(register, {
    body: { first_name: 'Gerda', last_name: 'Groen', email, password, password_confirmation: password },
  });
  expect(status).toBe(201);
  return body as Session;
}

async function loginAs(email: string, withPassword = password): Promise<{ status: number; token?: string }> {
  const { status, body } = await call(login, { body: { email, password: withPassword } });
  return { status, token: (body as Partial<Session>).token };
}

async function placeOrder(userId: number, number: string, status: 'delivered' | 'paid') {
  const [order] = await database()
    .db.insert(orders)
    .values({
      number,
      userId,
      status,
      email: 'gerda@example.nl',
      firstName: 'Gerda',
      lastName: 'Groen',
      street: 'Oudegracht',
      streetNumber: '5',
      postcode: '3511 LX',
      city: 'Utrecht',
      subtotalCents: 2000,
      shippingCents: 500,
      vatCents: 206,
      totalCents: 2500,
    })
    .returning();
  return order!;
}

describe('PATCH /api/account/profile', () => {
  it('changes the names and answers the user as GET /api/user does', async () => {
    const gerda = await newCustomer('gerda@example.nl');
    const { status, body } = await call(updateProfile, {
      method: 'PATCH',
      token: gerda.token,
      body: { first_name: ' Gerdien ', last_name: 'de Groot' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: 'gerda@example.nl', first_name: 'Gerdien', last_name: 'de Groot' });
    expect((await call(getUser, { token: gerda.token })).body).toMatchObject({ first_name: 'Gerdien' });
  });

  it('refuses an empty name in Dutch, and a caller without a token', async () => {
    const { token } = (await loginAs('gerda@example.nl')) as { token: string };
    const empty = await call(updateProfile, {
      method: 'PATCH',
      token,
      body: { first_name: '', last_name: 'X' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: { first_name: ['Vul je voornaam in.'] } });
    const anonymous = await call(updateProfile, {
      method: 'PATCH',
      body: { first_name: 'A', last_name: 'B' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/account/password', () => {
  it('needs the current password and a strong new one', async () => {
    const { token } = (await loginAs('gerda@example.nl')) as { token: string };
    const wrong = await call(changePassword, {
      token,
      body: {
        current_password: 'niet mijn wachtwoord 1',
        password: 'nieuw en lang 88',
        password_confirmation: 'nieuw en lang 88',
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ errors: { current_password: ['Het wachtwoord klopt niet.'] } });
    const weak = await call(changePassword, {
      token,
      body: { current_password: password, password: 'alleenletters', password_confirmation: 'alleenletters' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body).toMatchObject({
      errors: { password: ['Gebruik in je wachtwoord ook een cijfer of een ander teken dan letters.'] },
    });
  });

  it('sets the new password, keeps this login and ends the others', async () => {
    const here = (await loginAs('gerda@example.nl')).token!;
    const elsewhere = (await loginAs('gerda@example.nl')).token!;
    const newPassword = 'nieuw en lang 88';
    const { status, body } = await call(changePassword, {
      token: here,
      body: { current_password: password, password: newPassword, password_confirmation: newPassword },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'Je wachtwoord is gewijzigd. Op andere apparaten ben je nu uitgelogd.' });
    expect((await call(getUser, { token: here })).status).toBe(200);
    expect((await call(getUser, { token: elsewhere })).status).toBe(401);
    expect((await loginAs('gerda@example.nl')).status).toBe(401);
    expect((await loginAs('gerda@example.nl', newPassword)).status).toBe(200);
  });
});

describe('DELETE /api/account', () => {
  it('refuses while a subscription still runs, so nothing is charged without an account', async () => {
    const kees = await newCustomer('kees@example.nl');
    await database().db.insert(subscriptions).values({
      userId: kees.user.id,
      email: 'kees@example.nl',
      status: 'active',
      intervalWeeks: 4,
      template: {},
      paymentProvider: 'test',
    });
    const refused = await call(deleteAccount, { method: 'DELETE', token: kees.token, body: { password } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: expect.stringContaining('abonnement') });
    expect((await call(getUser, { token: kees.token })).status).toBe(200);
  });

  it('drops the e-mail address of finished orders and keeps it where a delivery is still under way', async () => {
    const anna = await newCustomer('anna@example.nl');
    const finished = await placeOrder(anna.user.id, 'ZZ-700001', 'delivered');
    const underway = await placeOrder(anna.user.id, 'ZZ-700002', 'paid');
    const done = await call(deleteAccount, { method: 'DELETE', token: anna.token, body: { password } });
    expect(done.status).toBe(204);
    const [kept] = await database().db.select().from(orders).where(eq(orders.id, finished.id));
    expect(kept).toMatchObject({
      userId: null,
      email: ANONYMISED_EMAIL,
      totalCents: 2500,
      postcode: '3511 LX',
    });
    const [open] = await database().db.select().from(orders).where(eq(orders.id, underway.id));
    expect(open).toMatchObject({ userId: null, email: 'gerda@example.nl' });
    expect((await loginAs('anna@example.nl')).status).toBe(401);
  });
});
