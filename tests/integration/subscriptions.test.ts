import { readdirSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runDueRenewals } from '~/features/subscriptions/renewals.server';
import { GET as invoicePdf } from '~/pages/api/account/invoices/[number]';
import { POST as createSubscription } from '~/pages/api/create-subscription';
import { POST as getOrders } from '~/pages/api/get-user-orders';
import { POST as cancel } from '~/pages/api/subscriptions/[id]/cancel';
import { GET as listSubscriptions } from '~/pages/api/subscriptions/index';
import { orders, payments, products, subscriptions } from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { completePayment, dayFromToday } from '../helpers/subscriptions';
import { userWithToken } from '../helpers/users';
import { insertOrder } from './admin-fixtures';

const database = setupTestDatabase({ seed: true });
const DAY = 24 * 60 * 60 * 1000;

let product: { id: number };
let owner: { token: string };
let other: { token: string };
beforeAll(async () => {
  product = (
    await database()
      .db.insert(products)
      .values({
        slug: 'abonnement-test',
        name: 'Testproduct abonnement',
        priceCents: 2000,
        stock: 20,
        vatRateBasisPoints: 900,
      })
      .returning({ id: products.id })
  )[0]!;
  owner = { token: (await userWithToken(database(), 'customer', 'abonnee@example.nl')).token };
  other = { token: (await userWithToken(database(), 'customer', 'iemand@example.nl')).token };
});

function submission(interval: number | null, price = 0.01) {
  return {
    customer: { email: 'abonnee@example.nl', first_name: 'Ab', last_name: 'Onnee' },
    address: {
      label: 'Shipping',
      first_name: 'Ab',
      last_name: 'Onnee',
      street: 'Dam',
      street_number: '1',
      street_addition: '',
      postcode: '1012 JS',
      city: 'Amsterdam',
      country: 'Nederland',
    },
    payment_method: 'ideal',
    is_subscription: true,
    subscription_interval: interval,
    shipping_cost: 0,
    lineItems: [{ id: product.id, quantity: 2, price, name: 'x', slug: 'abonnement-test', image_urls: [] }],
  };
}

async function payFirst(redirectUrl: string) {
  const paymentId = redirectUrl.split('/').at(-1)!;
  await completePayment(database(), paymentId);
  const [payment] = await database()
    .db.select()
    .from(payments)
    .where(eq(payments.providerPaymentId, paymentId));
  const [order] = await database().db.select().from(orders).where(eq(orders.id, payment!.orderId));
  const [subscription] = await database()
    .db.select()
    .from(subscriptions)
    .where(eq(subscriptions.id, order!.subscriptionId!));
  return { order: order!, subscription: subscription! };
}

const stockOf = async () =>
  (
    await database().db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id))
  )[0]!.stock;

describe('subscriptions', () => {
  it('needs an interval, and prices the first order on the server', async () => {
    expect((await call(createSubscription, { body: submission(null), token: owner.token })).status).toBe(422);
    expect((await call(createSubscription, { body: submission(5), token: owner.token })).status).toBe(422);

    const created = await call(createSubscription, { body: submission(4, 0.01), token: owner.token });
    expect(created.status).toBe(201);
    const { order, subscription } = await payFirst((created.body as { redirectUrl: string }).redirectUrl);
    expect(order.totalCents).toBe(2 * 2000 + 500);
    expect(subscription).toMatchObject({
      status: 'active',
      intervalWeeks: 4,
      providerMandateId: expect.stringMatching(/^mdt_test_/),
    });
    // Four weeks from today on the Dutch calendar (from 23:00 UTC the Dutch day is already tomorrow).
    expect(subscription.nextPaymentDate).toBe(dayFromToday(28));
  });

  it('renews once per due date: a paid follow-up order, stock taken once, next date one interval on', async () => {
    // Only this subscription is due in this test.
    await database().db.update(subscriptions).set({ status: 'cancelled' });
    const created = await call(createSubscription, { body: submission(8), token: owner.token });
    const { subscription } = await payFirst((created.body as { redirectUrl: string }).redirectUrl);
    const stockBefore = await stockOf();
    const dueDay = new Date(`${subscription.nextPaymentDate}T10:00:00+01:00`);

    const first = await runDueRenewals(dueDay);
    const again = await runDueRenewals(dueDay);
    expect(first.failed).toEqual([]);
    const renewals = (
      await database().db.select().from(orders).where(eq(orders.subscriptionId, subscription.id))
    ).filter((order) => order.id !== undefined);
    expect(renewals).toHaveLength(2); // the first order and exactly one renewal
    const renewal = renewals.find(
      (order) => order.number === first.ordered.find((n) => renewals.some((o) => o.number === n)),
    )!;
    expect(renewal.status).toBe('paid');
    expect(again.ordered.filter((number) => number === renewal.number)).toEqual([]);
    expect(await stockOf()).toBe(stockBefore - 2);

    const [after] = await database()
      .db.select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    const expected = new Date(Date.parse(`${subscription.nextPaymentDate}T00:00:00Z`) + 56 * DAY)
      .toISOString()
      .slice(0, 10);
    expect(after!.nextPaymentDate).toBe(expected);
  });

  it('a renewal belongs to the subscriber: in her order list with its invoice, not a guest order', async () => {
    await database().db.update(subscriptions).set({ status: 'cancelled' });
    const created = await call(createSubscription, { body: submission(4), token: owner.token });
    const { order: first, subscription } = await payFirst(
      (created.body as { redirectUrl: string }).redirectUrl,
    );
    const report = await runDueRenewals(new Date(`${subscription.nextPaymentDate}T10:00:00+01:00`));
    expect(report.failed).toEqual([]);
    const [renewal] = (
      await database().db.select().from(orders).where(eq(orders.subscriptionId, subscription.id))
    ).filter((order) => order.id !== first.id);
    expect(renewal!.userId).toBe(first.userId);
    expect(renewal!.userId).not.toBeNull();

    const listed = (await call(getOrders, { method: 'POST', token: owner.token })).body as {
      orders: { number: string; invoices: { number: number }[] }[];
    };
    const shown = listed.orders.find((order) => order.number === renewal!.number);
    expect(shown?.invoices).toHaveLength(1);
    const pdf = await call(invoicePdf, {
      path: `/api/account/invoices/${shown!.invoices[0]!.number}`,
      params: { number: String(shown!.invoices[0]!.number) },
      token: owner.token,
    });
    expect(pdf.status).toBe(200);
    // Someone else still gets 404 for it.
    const theirs = await call(invoicePdf, {
      path: `/api/account/invoices/${shown!.invoices[0]!.number}`,
      params: { number: String(shown!.invoices[0]!.number) },
      token: other.token,
    });
    expect(theirs.status).toBe(404);
  });

  it('the migration gives renewals created without an owner their subscriber, and leaves guests alone', async () => {
    const [subscription] = await database().db.select().from(subscriptions).limit(1);
    expect(subscription!.userId).not.toBeNull();
    const [ownerless] = await database()
      .db.update(orders)
      .set({ userId: null })
      .where(eq(orders.subscriptionId, subscription!.id))
      .returning({ id: orders.id });
    const [guestSubscription] = await database()
      .db.insert(subscriptions)
      .values({ email: 'gast@example.nl', intervalWeeks: 4, template: {}, paymentProvider: 'test' })
      .returning();
    const guestRenewal = await insertOrder(database(), {
      email: 'gast@example.nl',
      status: 'paid',
      createdAt: new Date(),
      lines: [{ productId: null, name: 'Zorgzaam Pants', quantity: 1, unitPriceCents: 1495 }],
    });
    await database()
      .db.update(orders)
      .set({ subscriptionId: guestSubscription!.id })
      .where(eq(orders.id, guestRenewal.id));

    // The migration's file (its number may change when branches merge).
    const migrations = 'src/server/db/migrations';
    const file = readdirSync(migrations).find((name) => name.endsWith('_owners-roles-consents.sql'))!;
    const repair = readFileSync(`${migrations}/${file}`, 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('UPDATE "orders"'))!;
    await database().execute(repair.replace(/--.*$/gm, ''));
    const ownerOf = async (id: number) =>
      (await database().db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, id)))[0]!
        .userId;
    expect(await ownerOf(ownerless!.id)).toBe(subscription!.userId);
    expect(await ownerOf(guestRenewal.id)).toBeNull();
  });

  it('lists the subscriptions and cancels online; a cancelled one is not renewed', async () => {
    const created = await call(createSubscription, { body: submission(12), token: owner.token });
    const { subscription } = await payFirst((created.body as { redirectUrl: string }).redirectUrl);

    const listed = await call(listSubscriptions, { path: '/api/subscriptions', token: owner.token });
    const mine = (
      listed.body as {
        subscriptions: { id: string; status: string; next_delivery: string; amount: number }[];
      }
    ).subscriptions.find((entry) => entry.id === subscription.publicId);
    expect(mine).toMatchObject({ status: 'active', next_delivery: subscription.nextPaymentDate, amount: 45 });

    const path = `/api/subscriptions/${subscription.publicId}/cancel`;
    expect((await call(cancel, { method: 'POST', path, params: { id: subscription.publicId } })).status).toBe(
      401,
    );
    expect(
      (
        await call(cancel, {
          method: 'POST',
          path,
          params: { id: subscription.publicId },
          token: other.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(cancel, {
          method: 'POST',
          path,
          params: { id: subscription.publicId },
          token: owner.token,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(cancel, {
          method: 'POST',
          path,
          params: { id: subscription.publicId },
          token: owner.token,
        })
      ).status,
    ).toBe(409);

    const report = await runDueRenewals(new Date(Date.now() + 200 * DAY));
    const renewedCancelled = (
      await database().db.select().from(orders).where(eq(orders.subscriptionId, subscription.id))
    ).length;
    expect(renewedCancelled).toBe(1);
    expect(report.failed).toEqual([]);
  });

  it('reads the stored order of a subscription through its schema: a damaged one fails that renewal only', async () => {
    await database().db.update(subscriptions).set({ status: 'cancelled' });
    const created = await call(createSubscription, { body: submission(4), token: owner.token });
    const { subscription } = await payFirst((created.body as { redirectUrl: string }).redirectUrl);
    // The template keeps the lines as the server resolved them, never prices.
    expect(subscription.template).toMatchObject({
      lineItems: [{ id: product.id, product_id: product.id, product_variation_id: null, quantity: 2 }],
    });
    await database()
      .db.update(subscriptions)
      .set({ template: { customer: { email: 'abonnee@example.nl' }, lineItems: [{ id: product.id }] } })
      .where(eq(subscriptions.id, subscription.id));
    const ordersBefore = (await database().db.select().from(orders)).length;

    const report = await runDueRenewals(new Date(`${subscription.nextPaymentDate}T10:00:00+01:00`));
    expect(report.ordered).toEqual([]);
    expect(report.failed).toEqual([
      {
        subscription: subscription.publicId,
        reason: expect.stringContaining('is damaged: customer.first_name'),
      },
    ]);
    expect((await database().db.select().from(orders)).length).toBe(ordersBefore);
  });
});
