import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getAddress } from '~/pages/api/account/address';
import { GET as listRecipients } from '~/pages/api/account/recipients';
import { POST as createOrder } from '~/pages/api/create-order';
import { orders, outboxEvents, products, refillReminders } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { orderSubmission } from '../helpers/orders';
import { userWithToken } from './admin-fixtures';

/*
 * What a checkout asks for besides the order (the saved address, a recipient kept, the refill
 * reminder) is done after the order commits, by the features' handlers of order.placed: one that
 * fails leaves the shopper with the created order (201), not a 500, and is tried again.
 */

const database = setupTestDatabase();
let product: number;
let token: string;

const failRefillReminders = `
  CREATE FUNCTION refuse_refill_reminder() RETURNS trigger AS $$
  BEGIN RAISE EXCEPTION 'refill reminders are down'; END $$ LANGUAGE plpgsql;
  CREATE TRIGGER refuse_refill_reminder BEFORE INSERT ON refill_reminders
    FOR EACH ROW EXECUTE FUNCTION refuse_refill_reminder();`;
const restoreRefillReminders = `
  DROP TRIGGER IF EXISTS refuse_refill_reminder ON refill_reminders;
  DROP FUNCTION IF EXISTS refuse_refill_reminder();`;

beforeAll(async () => {
  [{ id: product }] = (await database()
    .db.insert(products)
    .values({
      slug: 'pak-10',
      name: 'Pak',
      priceCents: 995,
      stock: 20,
      inPackage: 10,
      vatRateBasisPoints: 900,
    })
    .returning({ id: products.id })) as [{ id: number }];
  token = (await userWithToken(database(), 'customer', 'volg@winkel.test')).token;
});

afterAll(async () => {
  for (const statement of restoreRefillReminders.split(';').filter((part) => part.trim()))
    await database().execute(statement);
});

describe('an order and what follows it', () => {
  it('answers 201 when a follow-up fails; the others are done and the failed one is tried again', async () => {
    for (const statement of failRefillReminders.split(/;\s*(?=CREATE TRIGGER)/))
      await database().execute(statement);

    const placed = await call(createOrder, {
      token,
      body: orderSubmission([{ id: product, quantity: 1 }], {
        customer: { email: 'volg@winkel.test', first_name: 'Vera', last_name: 'Volg' },
        recipient: {
          first_name: 'Joop',
          last_name: 'Volg',
          postcode: '1012 JS',
          house_number: '7',
          addition: null,
          street: 'Dam',
          city: 'Amsterdam',
          save_as: 'Opa',
        },
        refill_reminder: { per_day: 2 },
      }),
    });
    expect(placed.status).toBe(201);
    const number = (placed.body as { order: { number: string } }).order.number;
    const [order] = await database().db.select().from(orders).where(eq(orders.number, number));
    expect(order).toBeDefined();

    await drainOutbox();
    // The address and the recipient were kept; the reminder failed and waits for its retry.
    expect((await call(getAddress, { token })).body).toMatchObject({
      address: { postcode: expect.any(String) },
    });
    const recipients = (await call(listRecipients, { token })).body as { recipients: { label: string }[] };
    expect(recipients.recipients.map((one) => one.label)).toEqual(['Opa']);
    const reminders = () =>
      database().db.select().from(refillReminders).where(eq(refillReminders.orderId, order!.id));
    expect(await reminders()).toEqual([]);
    const [event] = await database()
      .db.select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'order.placed'));
    expect(event).toMatchObject({
      processedAt: null,
      lastError: expect.stringContaining('refill.plan-reminder'),
    });

    for (const statement of restoreRefillReminders.split(';').filter((part) => part.trim()))
      await database().execute(statement);
    await drainOutbox({ now: new Date(Date.now() + 60 * 60_000) });
    expect(await reminders()).toHaveLength(1);
    // Done once: the retry did not keep the recipient a second time.
    const again = (await call(listRecipients, { token })).body as { recipients: { label: string }[] };
    expect(again.recipients.map((one) => one.label)).toEqual(['Opa']);
  });
});
