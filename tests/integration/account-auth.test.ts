import { describe, expect, it } from 'vitest';
import { POST as getUserOrders } from '~/pages/api/get-user-orders';
import { POST as login } from '~/pages/api/login';
import { POST as logout } from '~/pages/api/logout';
import { POST as register } from '~/pages/api/register';
import { GET as getUser } from '~/pages/api/user';
import { orderLines, orders, products } from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';

const database = setupTestDatabase({ seed: true });
type Session = { token: string; user: { id: number; email: string; first_name: string; role: string } };

const newAccount = (email: string) => ({
  first_name: 'Truus',
  last_name: 'Bakker',
  email,
  password: 'tulpen in mei 2026',
  password_confirmation: 'tulpen in mei 2026',
});

describe('register, log in, log out', () => {
  it('registers a customer and answers a token that works for GET /api/user', async () => {
    const { status, body } = await call(register, { body: newAccount('Truus@Example.nl') });
    expect(status).toBe(201);
    const session = body as Session;
    expect(session.user).toMatchObject({ email: 'truus@example.nl', first_name: 'Truus', role: 'customer' });
    const me = await call(getUser, { token: session.token });
    expect(me.body).toMatchObject({ email: 'truus@example.nl' });
  });

  it('refuses a second account for the same address, a weak password and a mismatch', async () => {
    expect((await call(register, { body: newAccount('truus@example.nl') })).status).toBe(409);
    const weak = await call(register, {
      body: { ...newAccount('a@example.nl'), password: 'kort', password_confirmation: 'kort' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body).toMatchObject({
      errors: { password: ['Kies een wachtwoord van minstens 10 tekens.'] },
    });
    const mismatch = await call(register, {
      body: { ...newAccount('b@example.nl'), password_confirmation: 'iets anders 1' },
    });
    expect(mismatch.body).toMatchObject({
      errors: { password_confirmation: ['De wachtwoorden zijn niet gelijk.'] },
    });
  });

  it('logs in with the right password only, with one answer for every failure', async () => {
    const ok = await call(login, { body: { email: 'TRUUS@example.nl', password: 'tulpen in mei 2026' } });
    expect(ok.status).toBe(200);
    const wrong = await call(login, {
      body: { email: 'truus@example.nl', password: 'verkeerd wachtwoord 1' },
    });
    const unknown = await call(login, {
      body: { email: 'niemand@example.nl', password: 'verkeerd wachtwoord 1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('revokes the token on logout', async () => {
    const { body } = await call(login, {
      body: { email: 'truus@example.nl', password: 'tulpen in mei 2026' },
    });
    const { token } = body as Session;
    expect((await call(logout, { method: 'POST', token })).status).toBe(204);
    expect((await call(getUser, { token })).status).toBe(401);
  });
});

describe('POST /api/get-user-orders', () => {
  it('answers 401 without a token', async () => {
    expect((await call(getUserOrders, { method: 'POST' })).status).toBe(401);
  });

  it("answers only the caller's own orders, in the spec's shape", async () => {
    const mine = (await call(register, { body: newAccount('mijn@example.nl') })).body as Session;
    const theirs = (await call(register, { body: newAccount('ander@example.nl') })).body as Session;
    const { db } = database();
    const [product] = await db.select().from(products).limit(1);
    const address = {
      email: 'x@example.nl',
      firstName: 'X',
      lastName: 'Y',
      street: 'Dam',
      streetNumber: '1',
      postcode: '1012 JS',
      city: 'Amsterdam',
    };
    const totals = { subtotalCents: 2990, shippingCents: 500, vatCents: 288, totalCents: 3490 };
    const [order] = await db
      .insert(orders)
      .values({
        ...address,
        ...totals,
        number: 'ZZ-900001',
        userId: mine.user.id,
        createdAt: new Date('2026-03-05T10:00:00Z'),
      })
      .returning();
    await db.insert(orders).values({ ...address, ...totals, number: 'ZZ-900002', userId: theirs.user.id });
    await db.insert(orderLines).values({
      orderId: order!.id,
      productId: product!.id,
      productName: product!.name,
      unitPriceCents: 1495,
      quantity: 2,
      vatRateBasisPoints: 900,
      lineTotalCents: 2990,
      vatCents: 247,
    });

    const { body } = await call(getUserOrders, { method: 'POST', token: mine.token });
    const list = (body as { orders: Record<string, unknown>[] }).orders;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      number: 'ZZ-900001',
      order_date: '05-03-2026',
      total_price: 34.9,
      line_items: [
        {
          amount: 2,
          product_name: product!.name,
          unit_price: 14.95,
          product: {
            slug: product!.slug,
            short_description: product!.shortDescription,
            product_image: expect.stringMatching(/^\/media\//),
          },
        },
      ],
    });
  });
});

describe('abuse limits', () => {
  it('answers 429 in Dutch with Retry-After after 10 failed logins for one account', async () => {
    const attempt = () => call(login, { body: { email: 'doelwit@example.nl', password: 'raden raden 1' } });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'Te veel pogingen. Wacht even en probeer het opnieuw.' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
