import { desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newOrderFromSubmission, type OrderSubmission } from '~/features/checkout/checkout';
import { resumeMissingPayment } from '~/features/checkout/payment.server';
import { testPaymentProvider } from '~/features/checkout/payments/test-provider.server';
import { createOrder as placeOrder } from '~/features/checkout/place-order.server';
import { expireUnpaidOrders } from '~/features/orders/expiry.server';
import { reserveStockAgain } from '~/features/orders/stock.server';
import { POST as createOrder } from '~/pages/api/create-order';
import { POST as createSubscription } from '~/pages/api/create-subscription';
import { POST as retry } from '~/pages/api/orders/[id]/retry';
import { POST as webhook } from '~/pages/api/payments/webhook';
import {
  orderLines,
  orders,
  payments,
  products,
  productVariations,
  subscriptions,
  testProviderPayments,
} from '~/server/db/schema';
import { HttpError } from '~/server/http/errors';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { orderSubmission } from '../helpers/orders';
import { userWithToken } from '../helpers/users';

// No demo catalogue: product and variation ids start at 1, so a variation id can also be
// another product's id (the mix-up the spec's line shape caused).
const database = setupTestDatabase();

type Json = Record<string, unknown>;

async function product(slug: string, stock: number, priceCents = 1000) {
  const [row] = await database()
    .db.insert(products)
    .values({ slug, name: `Product ${slug}`, priceCents, stock, vatRateBasisPoints: 900 })
    .returning();
  return row!;
}

const stockOf = async (id: number) =>
  (await database().db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const orderOf = async (publicId: string) =>
  (await database().db.select().from(orders).where(eq(orders.publicId, publicId)))[0]!;
const count = async (table: typeof orders | typeof subscriptions) =>
  (await database().db.select({ id: table.id }).from(table)).length;
const created = (body: unknown) => body as { redirectUrl: string; order: { id: string; number: string } };

let other: Awaited<ReturnType<typeof product>>;
let sized: Awaited<ReturnType<typeof product>>;
let medium: typeof productVariations.$inferSelect;
beforeAll(async () => {
  other = await product('ander-product', 50, 700);
  sized = await product('maat-pants', 0, 1000);
  const [row] = await database()
    .db.insert(productVariations)
    .values({ productId: sized.id, name: 'M', slug: 'maat-pants-m', priceCents: 1500, stock: 5 })
    .returning();
  medium = row!;
});

describe('the spec’s line shape: id is the variation id, plus the slug', () => {
  it('orders the variation of the slug’s product, not the product that shares its id', async () => {
    expect(medium.id).toBe(other.id); // the trap is set
    const { status, body } = await call(createOrder, {
      body: orderSubmission([{ id: medium.id, slug: 'maat-pants', quantity: 2 }]),
    });
    expect(status).toBe(201);
    const order = await orderOf(created(body).order.id);
    const lines = await database().db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines).toEqual([
      expect.objectContaining({
        productId: sized.id,
        variationId: medium.id,
        unitPriceCents: 1500,
        quantity: 2,
      }),
    ]);
  });

  it('orders a product without variations by its own id and slug, and refuses a slug that does not match', async () => {
    const plain = await call(createOrder, {
      body: orderSubmission([{ id: other.id, slug: 'ander-product', quantity: 1 }]),
    });
    expect(plain.status).toBe(201);
    const lines = await database()
      .db.select()
      .from(orderLines)
      .where(eq(orderLines.orderId, (await orderOf(created(plain.body).order.id)).id));
    expect(lines).toEqual([expect.objectContaining({ productId: other.id, variationId: null })]);

    const wrong = await call(createOrder, {
      body: orderSubmission([{ id: 999, slug: 'maat-pants', quantity: 1 }]),
    });
    expect(wrong.status).toBe(422);
    // An id no database row can have is bad input, not a server error.
    const huge = await call(createOrder, { body: orderSubmission([{ id: 99_999_999_999, quantity: 1 }]) });
    expect(huge.status).toBe(422);
  });
  it('orders a variation named by product_variation_id alone (no product id, no slug)', async () => {
    const { status, body } = await call(createOrder, {
      body: orderSubmission([{ id: medium.id, product_variation_id: medium.id, quantity: 1 }]),
    });
    expect(status).toBe(201);
    const order = await orderOf(created(body).order.id);
    const lines = await database().db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines).toEqual([expect.objectContaining({ productId: sized.id, variationId: medium.id })]);
  });
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

describe('idempotency keys belong to one caller and one cart', () => {
  it('never answers another customer’s order for the same key', async () => {
    const headers = { 'idempotency-key': 'gedeelde-sleutel' };
    const body = orderSubmission([{ id: other.id, quantity: 1 }]);
    const mine = await call(createOrder, { body, headers });
    const theirs = await call(createOrder, {
      body: { ...body, customer: { ...body.customer, email: 'iemand.anders@example.nl' } },
      headers,
    });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(created(theirs.body).order.id).not.toBe(created(mine.body).order.id);

    const first = await userWithToken(database(), 'customer', 'een@example.nl');
    const second = await userWithToken(database(), 'customer', 'twee@example.nl');
    const a = await call(createOrder, { body, headers, token: first.token });
    const b = await call(createOrder, { body, headers, token: second.token });
    expect(created(b.body).order.id).not.toBe(created(a.body).order.id);
    // The same caller with the same cart gets its own order back.
    const again = await call(createOrder, { body, headers, token: first.token });
    expect(created(again.body).order.id).toBe(created(a.body).order.id);
  });

  it('refuses a key reused for another cart with 409', async () => {
    const headers = { 'idempotency-key': 'een-winkelmand' };
    const first = await call(createOrder, {
      body: orderSubmission([{ id: other.id, quantity: 1 }]),
      headers,
    });
    expect(first.status).toBe(201);
    const changed = await call(createOrder, {
      body: orderSubmission([{ id: other.id, quantity: 2 }]),
      headers,
    });
    expect(changed.status).toBe(409);
  });
});

describe('no oversell', () => {
  it('merges duplicate lines of one product before the stock check', async () => {
    const five = await product('vijf-op-voorraad', 5);
    const twice = await call(createOrder, {
      body: orderSubmission([
        { id: five.id, quantity: 3 },
        { id: five.id, quantity: 3 },
      ]),
    });
    expect(twice.status).toBe(409);
    expect((twice.body as Json).message).toContain('nog 5 op voorraad');
    expect(await stockOf(five.id)).toBe(5);

    const fits = await call(createOrder, {
      body: orderSubmission([
        { id: five.id, quantity: 2 },
        { id: five.id, quantity: 3 },
      ]),
    });
    expect(fits.status).toBe(201);
    const lines = await database()
      .db.select()
      .from(orderLines)
      .where(eq(orderLines.orderId, (await orderOf(created(fits.body).order.id)).id));
    expect(lines.map((line) => line.quantity)).toEqual([5]);
    expect(await stockOf(five.id)).toBe(0);
  });

  it('sells the last pieces once when orders arrive at the same time', async () => {
    const three = await product('laatste-drie', 3);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        call(createOrder, {
          body: orderSubmission([{ id: three.id, quantity: 1 }], {
            customer: { email: `tegelijk${n}@example.nl`, first_name: 'Tegelijk', last_name: `${n}` },
          }),
        }),
      ),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await stockOf(three.id)).toBe(0);
    const sold = await database()
      .db.select({ quantity: orderLines.quantity })
      .from(orderLines)
      .where(inArray(orderLines.productId, [three.id]));
    expect(sold.reduce((sum, line) => sum + line.quantity, 0)).toBe(3);
  });

  it('takes rows in one order, so carts naming the same products the other way round never deadlock', async () => {
    const first = await product('volgorde-a', 100);
    const second = await product('volgorde-b', 100);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) => {
        const lines = [
          { id: first.id, quantity: 1 },
          { id: second.id, quantity: 1 },
        ];
        return call(createOrder, {
          body: orderSubmission(n % 2 ? lines.reverse() : lines, {
            customer: { email: `volgorde${n}@example.nl`, first_name: 'Volgorde', last_name: `${n}` },
          }),
        });
      }),
    );
    expect(results.map((result) => result.status)).toEqual(Array(10).fill(201));
    expect([await stockOf(first.id), await stockOf(second.id)]).toEqual([90, 90]);
  });
});
