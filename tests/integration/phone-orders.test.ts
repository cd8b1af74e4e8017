import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountOrder } from '~/features/account/account';
import { expireUnpaidOrders } from '~/features/orders/expiry.server';
import { resumeMissingPayment } from '~/features/payments/start.server';
import { payFromLink, paymentLinkState } from '~/features/phone-orders/payment-link.server';
import type { PhoneCustomer, PhoneProduct } from '~/features/phone-orders/phone-orders';
import { GET as invoicePdf } from '~/pages/api/account/invoices/[number]';
import { GET as findCustomers } from '~/pages/api/admin/phone-orders/customers';
import { POST as placeOrder } from '~/pages/api/admin/phone-orders/index';
import { GET as listProducts } from '~/pages/api/admin/phone-orders/products';
import { POST as quote } from '~/pages/api/admin/phone-orders/quote';
import { POST as userOrders } from '~/pages/api/get-user-orders';
import {
  auditLog,
  orderRecipients,
  orderStatusHistory,
  orders,
  payments,
  products,
  productVariations,
  savedRecipients,
  users,
} from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';
import { completePayment } from '../helpers/subscriptions';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase();
const smtp = setupSmtpServer();

const ADDRESS = {
  postcode: '3511 AB',
  house_number: '12',
  addition: null,
  street: 'Oudegracht',
  city: 'Utrecht',
};
let pants: { id: number; size: number };
let customer: { id: number; token: string };
let handler: string;
let editor: string;
let strangersRecipient: number;

beforeAll(async () => {
  const db = database().db;
  // Another product with sizes first, so no product id equals a size id by chance.
  const [pads] = await db
    .insert(products)
    .values({ slug: 'pads', name: 'Pads', priceCents: 900, stock: 0 })
    .returning();
  await db.insert(productVariations).values([
    { productId: pads!.id, name: 'Klein', slug: 'pads-s', priceCents: 900, stock: 5 },
    { productId: pads!.id, name: 'Groot', slug: 'pads-l', priceCents: 990, stock: 5 },
  ]);
  const [product] = await db
    .insert(products)
    .values({ slug: 'pants', name: 'Pants', priceCents: 1500, stock: 0 })
    .returning();
  const [size] = await db
    .insert(productVariations)
    .values({ productId: product!.id, name: 'Medium', slug: 'pants-m', priceCents: 1650, stock: 20 })
    .returning();
  pants = { id: product!.id, size: size!.id };
  const made = await userWithToken(database(), 'customer', 'riet@example.nl');
  await db
    .update(users)
    .set({ firstName: 'Riet', lastName: 'de Boer', savedAddress: { ...ADDRESS, postcode: '3511 AB' } })
    .where(eq(users.id, made.user.id));
  customer = { id: made.user.id, token: made.token };
  const staff = await userWithToken(database(), 'order_handler', 'telefoon@example.nl');
  await db.update(users).set({ firstName: 'Petra', lastName: 'Smit' }).where(eq(users.id, staff.user.id));
  handler = staff.token;
  editor = (await userWithToken(database(), 'editor', 'inhoud@example.nl')).token;
  const stranger = await userWithToken(database(), 'customer', 'vreemde@example.nl');
  [{ id: strangersRecipient }] = (await db
    .insert(savedRecipients)
    .values({
      userId: stranger.user.id,
      label: 'Oom',
      firstName: 'Kees',
      lastName: 'Vreemd',
      street: 'Dorpsstraat',
      streetNumber: '1',
      streetAddition: null,
      postcode: '1234 AB',
      city: 'Ergens',
    })
    .returning({ id: savedRecipients.id })) as [{ id: number }];
});

const phoneOrder = (extra: Record<string, unknown> = {}) => ({
  customer_id: customer.id,
  address: ADDRESS,
  // Prices sent along are ignored: the server prices every line (quoteOrder).
  lines: [{ product_id: pants.id, product_variation_id: pants.size, quantity: 2, price_cents: 1 }],
  delivery: { method: 'home' },
  total_cents: 1,
  ...extra,
});

/** The payment link's token from the newest mail to `to`. */
function linkTokenMailedTo(to: string): string {
  const mail = smtp.inbox
    .filter((received) => received.to.includes(to) && decodeMail(received.raw).includes('/betalen?token='))
    .at(-1);
  expect(mail).toBeDefined();
  const token = decodeMail(mail!.raw).match(/\/betalen\?token=([\w-]+)/)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

describe('who may take a phone order', () => {
  it('refuses editors and customers (403), and the logged-out (401)', async () => {
    for (const token of [editor, customer.token]) {
      expect((await call(placeOrder, { token, body: phoneOrder() })).status).toBe(403);
      expect((await call(findCustomers, { token, path: '/?q=riet' })).status).toBe(403);
      expect((await call(listProducts, { token })).status).toBe(403);
      expect((await call(quote, { token, body: phoneOrder() })).status).toBe(403);
    }
    expect((await call(placeOrder, { body: phoneOrder() })).status).toBe(401);
  });
});

describe('finding the caller', () => {
  it('finds a customer by e-mail, name, or postcode and house number, never staff', async () => {
    for (const q of ['riet@exa', 'de boer', '3511ab 12', '3511 AB 12']) {
      const found = await call(findCustomers, { token: handler, path: `/?q=${encodeURIComponent(q)}` });
      expect(found.status).toBe(200);
      const list = (found.body as { customers: PhoneCustomer[] }).customers;
      expect(list.map((one) => one.email)).toEqual(['riet@example.nl']);
      expect(list[0]!.address?.street).toBe('Oudegracht');
    }
    const staff = (await call(findCustomers, { token: handler, path: '/?q=telefoon' })).body as {
      customers: PhoneCustomer[];
    };
    expect(staff.customers).toEqual([]);
    const short = await call(findCustomers, { token: handler, path: '/?q=r' });
    expect(short.status).toBe(422);
    expect(JSON.stringify(short.body)).toContain('minstens 2 tekens');
  });

  it('lists products with sizes, prices and stock from the database', async () => {
    const listed = (await call(listProducts, { token: handler })).body as { products: PhoneProduct[] };
    const found = listed.products.find((one) => one.id === pants.id);
    expect(found?.variations).toEqual([{ id: pants.size, name: 'Medium', price_cents: 1650, stock: 20 }]);
  });
});

describe('a phone order for an existing customer', () => {
  let number: string;

  it('is priced by the server, belongs to the customer and names who took it', async () => {
    const summary = await call(quote, { token: handler, body: phoneOrder() });
    expect(summary.status).toBe(200);
    const placed = await call(placeOrder, { token: handler, body: phoneOrder() });
    expect(placed.status).toBe(201);
    const body = placed.body as { number: string; email: string; total_cents: number };
    number = body.number;
    expect(body.email).toBe('riet@example.nl');
    expect(body.total_cents).toBe((summary.body as { total_cents: number }).total_cents);
    const [row] = await database().db.select().from(orders).where(eq(orders.number, number));
    expect(row).toMatchObject({ userId: customer.id, status: 'pending', subtotalCents: 3300 });
    expect(row!.placedByUserId).not.toBeNull();
    expect(row!.totalCents).toBeGreaterThan(3300);
    const [history] = await database()
      .db.select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row!.id));
    expect(history).toMatchObject({ actor: 'staff', note: 'Telefonisch aangenomen door Petra Smit' });
    const [audit] = await database()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, number), eq(auditLog.action, 'order.phone_placed')));
    expect(audit?.details).toMatchObject({ note: 'Telefonisch aangenomen door Petra Smit' });
  });

  it('mails the payment link through the outbox; opening it changes nothing', async () => {
    await drainOutbox();
    const token = linkTokenMailedTo('riet@example.nl');
    const mail = decodeMail(smtp.inbox.filter((one) => one.to.includes('riet@example.nl')).at(-1)!.raw);
    expect(mail).toContain(token);
    expect(mail).toContain(number);
    expect(mail).toContain('Betaal je bestelling');
    const state = await paymentLinkState(token);
    expect(state.state).toBe('open');
  });

  it('stays waiting for payment while the link works, though the checkout would expire it', async () => {
    const { expired } = await expireUnpaidOrders(new Date(Date.now() + 3 * 60 * 60_000));
    expect(expired).not.toContain(number);
    // Her order page starts no payment of its own either: she pays from the link.
    const [row] = await database()
      .db.update(orders)
      .set({ updatedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(orders.number, number))
      .returning();
    expect(await resumeMissingPayment(row!.publicId)).toBeNull();
    expect(await database().db.select().from(payments).where(eq(payments.orderId, row!.id))).toEqual([]);
  });

  it('is paid once from the link: a second press answers the same payment, a paid order 409', async () => {
    const token = linkTokenMailedTo('riet@example.nl');
    const first = await payFromLink(token, 'ideal');
    expect(await payFromLink(token, 'ideal')).toBe(first);
    await completePayment(database(), first.split('/').at(-1)!);
    expect((await paymentLinkState(token)).state).toBe('paid');
    await expect(payFromLink(token, 'ideal')).rejects.toMatchObject({ status: 409 });
  });

  it('shows in the customer account with its invoice', async () => {
    const listed = (await call(userOrders, { method: 'POST', token: customer.token })).body as {
      orders: AccountOrder[];
    };
    const mine = listed.orders.find((one) => one.number === number);
    expect(mine?.status).toBeTruthy();
    expect(mine?.invoices.length).toBe(1);
    const pdf = await call(invoicePdf, {
      token: customer.token,
      params: { number: String(mine!.invoices[0]!.number) },
    });
    expect(pdf.status).toBe(200);
  });
});

describe('the payment link refuses', () => {
  it('an unknown token (404) and an expired link (410), and an unknown method (422)', async () => {
    await expect(payFromLink('niet-bestaand-token-1234', 'ideal')).rejects.toMatchObject({ status: 404 });
    const placed = await call(placeOrder, { token: handler, body: phoneOrder() });
    expect(placed.status).toBe(201);
    await drainOutbox();
    const token = linkTokenMailedTo('riet@example.nl');
    await expect(payFromLink(token, 'geen-methode')).rejects.toMatchObject({ status: 422 });
    const later = new Date(Date.now() + 8 * 24 * 60 * 60_000);
    expect((await paymentLinkState(token, later)).state).toBe('expired');
    await expect(payFromLink(token, 'ideal', later)).rejects.toMatchObject({ status: 410 });
  });
});

describe('delivery to a recipient', () => {
  it('takes a typed recipient, and refuses someone else’s saved recipient', async () => {
    const recipient = {
      first_name: 'Jan',
      last_name: 'de Boer',
      postcode: '1011AB',
      house_number: '3',
      addition: null,
      street: 'Damrak',
      city: 'Amsterdam',
    };
    const placed = await call(placeOrder, { token: handler, body: phoneOrder({ recipient }) });
    expect(placed.status).toBe(201);
    const [row] = await database()
      .db.select()
      .from(orders)
      .where(eq(orders.number, (placed.body as { number: string }).number));
    const [kept] = await database()
      .db.select()
      .from(orderRecipients)
      .where(eq(orderRecipients.orderId, row!.id));
    expect(kept).toMatchObject({ firstName: 'Jan', street: 'Damrak' });
    const refused = await call(placeOrder, {
      token: handler,
      body: phoneOrder({ recipient_id: strangersRecipient }),
    });
    expect(refused.status).toBe(422);
  });
});

describe('a new customer', () => {
  it('gets an account without password, the order, and a mail to choose her password', async () => {
    // A guest order with the same address earlier: it does not join the new account (decision 028).
    const guest = await call(placeOrder, { token: handler, body: phoneOrder() });
    expect(guest.status).toBe(201);
    await database()
      .db.update(orders)
      .set({ userId: null, email: 'nieuw@example.nl' })
      .where(eq(orders.number, (guest.body as { number: string }).number));
    const placed = await call(placeOrder, {
      token: handler,
      body: phoneOrder({
        customer_id: null,
        new_customer: { email: 'Nieuw@Example.nl', first_name: 'Greet', last_name: 'Bakker' },
      }),
    });
    expect(placed.status).toBe(201);
    const [account] = await database().db.select().from(users).where(eq(users.email, 'nieuw@example.nl'));
    expect(account).toMatchObject({ passwordHash: '', emailVerifiedAt: null, role: 'customer' });
    const mine = await database().db.select().from(orders).where(eq(orders.userId, account!.id));
    expect(mine.map((one) => one.number)).toEqual([(placed.body as { number: string }).number]);
    await drainOutbox();
    const mails = smtp.inbox
      .filter((one) => one.to.includes('nieuw@example.nl'))
      .map((one) => decodeMail(one.raw));
    expect(
      mails.some((mail) => mail.includes('Kies je wachtwoord') && mail.includes('/reset-password?token=')),
    ).toBe(true);
    expect(mails.some((mail) => mail.includes('/betalen?token='))).toBe(true);
  });

  it('is found by the postcode and house number of her order when she saved no address', async () => {
    await database().db.update(users).set({ savedAddress: null }).where(eq(users.email, 'nieuw@example.nl'));
    const found = (await call(findCustomers, { token: handler, path: '/?q=3511AB%2012' })).body as {
      customers: PhoneCustomer[];
    };
    const greet = found.customers.find((one) => one.email === 'nieuw@example.nl');
    expect(greet?.address).toMatchObject({ street: 'Oudegracht', house_number: '12' });
  });

  it('is never a second account for an address that has one (409), and leaves nothing behind', async () => {
    const before = await database().db.select().from(orders);
    const refused = await call(placeOrder, {
      token: handler,
      body: phoneOrder({
        customer_id: null,
        new_customer: { email: 'riet@example.nl', first_name: 'Riet', last_name: 'Anders' },
      }),
    });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('Er is al een account');
    expect(await database().db.select().from(orders)).toHaveLength(before.length);
  });

  it('asks for one customer, not both or none (422)', async () => {
    const both = await call(placeOrder, {
      token: handler,
      body: phoneOrder({ new_customer: { email: 'x@example.nl', first_name: 'X', last_name: 'Y' } }),
    });
    expect(both.status).toBe(422);
    const none = await call(placeOrder, { token: handler, body: phoneOrder({ customer_id: null }) });
    expect(none.status).toBe(422);
  });

  it('removes the account again when no order came of it (sold out)', async () => {
    const refused = await call(placeOrder, {
      token: handler,
      body: phoneOrder({
        customer_id: null,
        new_customer: { email: 'uitverkocht@example.nl', first_name: 'A', last_name: 'B' },
        lines: [{ product_id: pants.id, product_variation_id: pants.size, quantity: 100 }],
      }),
    });
    expect(refused.status).toBe(409);
    expect(await database().db.select().from(users).where(eq(users.email, 'uitverkocht@example.nl'))).toEqual(
      [],
    );
  });
});
