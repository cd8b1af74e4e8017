import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELETE as deleteAccount } from '~/pages/api/account';
import { GET as exportData } from '~/pages/api/account/export';
import { GET as getUser } from '~/pages/api/user';
import { issueAuthToken } from '~/server/auth/session.server';
import { orders } from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { customerWithPassword } from '../helpers/users';

const database = setupTestDatabase();
const password = 'privacy voorop 42';

/** A logged-in customer (registering itself is tested in account-auth.test.ts). */
async function newCustomer(email: string) {
  const user = await customerWithPassword(database(), email, password);
  return { token: await issueAuthToken(user.id), user };
}

async function placeOrder(userId: number, number: string) {
  const [order] = await database()
    .db.insert(orders)
    .values({
      number,
      userId,
      email: 'pim@example.nl',
      firstName: 'Pim',
      lastName: 'Privé',
      street: 'Dam',
      streetNumber: '1',
      postcode: '1012 JS',
      city: 'Amsterdam',
      subtotalCents: 1000,
      shippingCents: 500,
      vatCents: 124,
      totalCents: 1500,
    })
    .returning();
  return order!;
}

describe('account data export', () => {
  it("downloads the caller's profile and own orders only", async () => {
    const pim = await newCustomer('pim@example.nl');
    const other = await newCustomer('ander@example.nl');
    await placeOrder(pim.user.id, 'ZZ-800001');
    await placeOrder(other.user.id, 'ZZ-800002');
    const { status, body, headers } = await call(exportData, { token: pim.token });
    expect(status).toBe(200);
    expect(headers.get('content-disposition')).toContain('attachment');
    const data = body as { account: { email: string }; orders: { number: string }[] };
    expect(data.account.email).toBe('pim@example.nl');
    expect(data.orders.map((order) => order.number)).toEqual(['ZZ-800001']);
    expect((await call(exportData)).status).toBe(401);
  });
});

describe('account deletion', () => {
  it('needs the password, then ends the account and keeps its orders unlinked', async () => {
    const pim = await newCustomer('weg@example.nl');
    const order = await placeOrder(pim.user.id, 'ZZ-800003');

    const wrong = await call(deleteAccount, {
      method: 'DELETE',
      token: pim.token,
      body: { password: 'niet goed 123' },
    });
    expect(wrong.status).toBe(422);

    const done = await call(deleteAccount, { method: 'DELETE', token: pim.token, body: { password } });
    expect(done.status).toBe(204);
    expect((await call(getUser, { token: pim.token })).status).toBe(401);
    const [kept] = await database().db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept?.userId).toBeNull();
  });
});
