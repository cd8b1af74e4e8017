import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newOrderFromSubmission, type OrderSubmission } from '~/features/checkout/checkout';
import { createOrder as placeOrder } from '~/features/checkout/place-order.server';
import { expireUnpaidOrders } from '~/features/orders/expiry.server';
import { reserveStockAgain } from '~/features/orders/stock.server';
import { resumeMissingPayment } from '~/features/payments/start.server';
import { testPaymentProvider } from '~/features/payments/test-provider.server';
import { POST as createOrder } from '~/pages/api/create-order';
import { POST as createSubscription } from '~/pages/api/create-subscription';
import { POST as retry } from '~/pages/api/orders/[id]/retry';
import { POST as webhook } from '~/pages/api/payments/webhook';
import { orders, payments, subscriptions, testProviderPayments } from '~/server/db/schema';
import { HttpError } from '~/server/http/errors';
import { call } from '../helpers/api';
import { orderSubmission } from '../helpers/orders';
import {
  created,
  type IntegrityProduct,
  type Json,
  seedIntegrityCatalog,
  setupIntegrityDatabase,
} from './orders-integrity-fixtures';

// No demo catalogue (see orders-integrity-fixtures.ts).
const { database, product, stockOf, orderOf, count } = setupIntegrityDatabase();

let other: IntegrityProduct;
beforeAll(async () => {
  ({ other } = await seedIntegrityCatalog(database, product));
});

describe('no order without a payment', () => {
  it('refuses an unknown payment method with 422 and stores no order or subscription', async () => {
    const [ordersBefore, subscriptionsBefore] = [await count(orders), await count(subscriptions)];
    const order = await call(createOrder, {
      body: orderSubmission([{ id: other.id, quantity: 1 }], { payment_method: 'kaasbetaling' }),
    });
    expect(order.status).toBe(422);
    expect((order.body as { errors: Json }).errors).toHaveProperty('payment_method');
    const subscription = await call(createSubscription, {
      body: orderSubmission([{ id: other.id, quantity: 1 }], {
        payment_method: 'kaasbetaling',
        is_subscription: true,
        subscription_interval: 4,
      }),
    });
    expect(subscription.status).toBe(422);
    expect(await count(orders)).toBe(ordersBefore);
    expect(await count(subscriptions)).toBe(subscriptionsBefore);
  });

  async function crashedOrder(key: string) {
    const stock = await product(`crash-${key}`, 10);
    const newOrder = newOrderFromSubmission(
      orderSubmission([{ id: stock.id, quantity: 3 }]) as unknown as OrderSubmission,
    );
    // The process stops after the order's commit, before the provider's payment is recorded.
    vi.spyOn(testPaymentProvider, 'createPayment').mockRejectedValueOnce(new Error('process stopped'));
    await expect(placeOrder(newOrder, { user: null, idempotencyKey: key })).rejects.toThrow(
      'process stopped',
    );
    const [order] = await database().db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    expect(order!.status).toBe('pending');
    expect(await stockOf(stock.id)).toBe(7); // reserved
    return { order: order!, product: stock };
  }

  const backdate = (orderId: number, ms: number) =>
    database()
      .db.update(orders)
      .set({ createdAt: new Date(Date.now() - ms), updatedAt: new Date(Date.now() - ms) })
      .where(eq(orders.id, orderId));
  const paymentsOf = (orderId: number) =>
    database().db.select().from(payments).where(eq(payments.orderId, orderId));

  it('lets the return page start the missing payment, once, after the placing request had its time', async () => {
    const { order } = await crashedOrder('crash-return');
    // While the placing request may still be busy, nothing is started twice.
    expect(await resumeMissingPayment(order.publicId)).toBeNull();
    await backdate(order.id, 60_000);
    expect(await resumeMissingPayment(order.publicId)).toMatch(/\/betaling\/test\/tr_test_/);
    expect(await resumeMissingPayment(order.publicId)).toBeNull();
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('answers a retry with the same idempotency key with a new payment for the stored order', async () => {
    const { order, product: line } = await crashedOrder('crash-retry');
    await backdate(order.id, 60_000);
    const again = await call(createOrder, {
      body: orderSubmission([{ id: line.id, quantity: 3 }]),
      headers: { 'idempotency-key': 'crash-retry' },
    });
    expect(again.status).toBe(201);
    expect(created(again.body).order.id).toBe(order.publicId);
    expect(created(again.body).redirectUrl).toMatch(/\/betaling\/test\/tr_test_/);
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect(await stockOf(line.id)).toBe(7); // still one reservation
    // The retry endpoint now answers that payment, not another one.
    const viaRetry = await call(retry, { method: 'POST', params: { id: order.publicId } });
    expect((viaRetry.body as { redirectUrl: string }).redirectUrl).toBe(created(again.body).redirectUrl);
  });

  it('cancels an order the provider refuses to pay, so the same attempt can try another method', async () => {
    const line = await product('geweigerd', 4);
    const headers = { 'idempotency-key': 'andere-methode' };
    vi.spyOn(testPaymentProvider, 'createPayment').mockRejectedValueOnce(
      new HttpError(502, 'De betaling kon niet worden gestart.'),
    );
    const refused = await call(createOrder, {
      body: orderSubmission([{ id: line.id, quantity: 2 }]),
      headers,
    });
    expect(refused.status).toBe(502);
    const [cancelled] = await database().db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    expect(cancelled).toMatchObject({ status: 'cancelled', idempotencyKey: null });
    expect(await stockOf(line.id)).toBe(4);

    const again = await call(createOrder, {
      body: orderSubmission([{ id: line.id, quantity: 2 }], { payment_method: 'creditcard' }),
      headers,
    });
    expect(again.status).toBe(201);
    expect(created(again.body).order.id).not.toBe(cancelled!.publicId);
    expect(await stockOf(line.id)).toBe(2);
  });

  it('expires a pending order that never got a payment and gives its stock back, once', async () => {
    const { order, product: line } = await crashedOrder('crash-expire');
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    const first = await expireUnpaidOrders(later);
    expect(first.expired).toContain(order.number);
    expect((await orderOf(order.publicId)).status).toBe('expired');
    expect(await stockOf(line.id)).toBe(10);
    // A second sweep (or a second instance) changes nothing.
    const second = await expireUnpaidOrders(later);
    expect(second.expired).not.toContain(order.number);
    expect(await stockOf(line.id)).toBe(10);
    // Orders that have a payment are left alone.
    expect((await orderOf((await database().db.select().from(orders).limit(1))[0]!.publicId)).status).toBe(
      'pending',
    );
  });

  it('gives back the stock a failed order still holds when its retry stopped half-way', async () => {
    const line = await product('half-herhaald', 6);
    const placed = await call(createOrder, { body: orderSubmission([{ id: line.id, quantity: 2 }]) });
    const order = await orderOf(created(placed.body).order.id);
    const paymentId = created(placed.body).redirectUrl.split('/').at(-1)!;
    await database()
      .db.update(testProviderPayments)
      .set({ status: 'failed' })
      .where(eq(testProviderPayments.id, paymentId));
    await call(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: new URLSearchParams({ id: paymentId }).toString(),
    });
    expect(await stockOf(line.id)).toBe(6);
    // A retry reserved the stock again, then the process stopped before a payment existed.
    await database().db.transaction((tx) => reserveStockAgain(tx, order.id));
    expect(await stockOf(line.id)).toBe(4);

    const swept = await expireUnpaidOrders(new Date(Date.now() + 2 * 60 * 60_000));
    expect(swept.released).toContain(order.number);
    expect(await stockOf(line.id)).toBe(6);
    expect((await orderOf(order.publicId)).status).toBe('failed'); // it can still be paid again
  });
});
