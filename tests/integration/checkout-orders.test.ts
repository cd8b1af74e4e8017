import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as checkAddress } from '~/pages/api/check-address';
import { POST as createOrder } from '~/pages/api/create-order';
import { POST as retry } from '~/pages/api/orders/[id]/retry';
import { GET as paymentMethods } from '~/pages/api/payment-methods';
import { POST as webhook } from '~/pages/api/payments/webhook';
import { orderStatusHistory, orders, products, testProviderPayments } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { recordInvalidations } from '../helpers/cache-invalidations';
import { setupTestDatabase } from '../helpers/db';
import { orderSubmission } from '../helpers/orders';

const database = setupTestDatabase({ seed: true });

type Json = Record<string, unknown>;
let cheap: { id: number; stock: number };
let half: { id: number; stock: number };

beforeAll(async () => {
  const { db } = database();
  const make = async (slug: string, priceCents: number, stock: number) => {
    const [row] = await db
      .insert(products)
      .values({ slug, name: `Testproduct ${slug}`, priceCents, stock, vatRateBasisPoints: 900 })
      .returning({ id: products.id, stock: products.stock });
    return row!;
  };
  cheap = await make('grens-4999', 4999, 5);
  half = await make('helft-2500', 2500, 10);
});

/**
 * The shared submission with the e-mail address and postcode typed carelessly (the server normalises
 * both). Lines without a slug name a product by its id (the shop's older clients).
 */
function submission(lines: Parameters<typeof orderSubmission>[0], overrides: Json = {}) {
  const base = orderSubmission(lines, {
    customer: { email: 'An@Example.nl', first_name: 'An', last_name: 'de Vries' },
  });
  return { ...base, address: { ...base.address, postcode: '1012js' }, shipping_cost: 0, ...overrides };
}

async function orderFor(redirectUrl: string) {
  const paymentId = redirectUrl.split('/').at(-1)!;
  const [payment] = await database()
    .db.select()
    .from(testProviderPayments)
    .where(eq(testProviderPayments.id, paymentId));
  const [order] = await database()
    .db.select()
    .from(orders)
    .where(eq(orders.publicId, payment!.metadata.order!));
  return { paymentId, order: order! };
}

/** Tags the shop told every instance to drop (through the outbox). */
const invalidations = recordInvalidations();

async function pay(paymentId: string, status: string) {
  await database()
    .db.update(testProviderPayments)
    .set({ status })
    .where(eq(testProviderPayments.id, paymentId));
  return call(webhook, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBody: new URLSearchParams({ id: paymentId }).toString(),
  });
}

async function stockOf(id: number) {
  const [row] = await database()
    .db.select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row!.stock;
}

describe('POST /api/create-order', () => {
  it('ignores the prices and shipping the browser sends', async () => {
    const { status, body } = await call(createOrder, {
      body: submission([{ id: half.id, quantity: 1, price: 0.01 }]),
    });
    expect(status).toBe(201);
    const { order } = await orderFor((body as { redirectUrl: string }).redirectUrl);
    expect(order).toMatchObject({
      subtotalCents: 2500,
      shippingCents: 500,
      totalCents: 3000,
      email: 'an@example.nl',
      postcode: '1012 JS',
    });
    expect(order.number).toMatch(/^ZZ-\d{6}$/);
  });

  it('drops the cached catalogue on every instance: the order reserved stock', async () => {
    await invalidations.clear();
    const { status } = await call(createOrder, { body: submission([{ id: half.id, quantity: 1 }]) });
    expect(status).toBe(201);
    // That product's pages and the lists that show it; other product pages stay cached.
    expect(await invalidations.settled()).toEqual([['product-lists', 'product:helft-2500']]);
  });

  it('charges shipping at 49.99 and not at 50.00', async () => {
    const below = await call(createOrder, { body: submission([{ id: cheap.id, quantity: 1 }]) });
    expect((await orderFor((below.body as { redirectUrl: string }).redirectUrl)).order).toMatchObject({
      subtotalCents: 4999,
      shippingCents: 500,
      totalCents: 5499,
    });
    const at = await call(createOrder, { body: submission([{ id: half.id, quantity: 2 }]) });
    expect((await orderFor((at.body as { redirectUrl: string }).redirectUrl)).order).toMatchObject({
      subtotalCents: 5000,
      shippingCents: 0,
      totalCents: 5000,
    });
  });

  it('refuses more than the stock with 409', async () => {
    // Unpaid orders above hold part of the 5 (stock is reserved when an order is placed).
    const available = await stockOf(cheap.id);
    const { status, body } = await call(createOrder, {
      body: submission([{ id: cheap.id, quantity: available + 1 }]),
    });
    expect(status).toBe(409);
    expect((body as Json).message).toContain(`nog ${available} op voorraad`);
  });

  it('asks for a size (422), not "uitverkocht" (409), when a product with sizes comes without one', async () => {
    const [pants] = await database()
      .db.select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.slug, 'zorgzaam-pants-dames-normaal'));
    const { status, body } = await call(createOrder, {
      body: submission([
        { id: pants!.id, product_id: pants!.id, slug: 'zorgzaam-pants-dames-normaal', quantity: 1 },
      ]),
    });
    expect(status).toBe(422);
    expect((body as Json).message).toBe(`Kies eerst een maat voor ${pants!.name}.`);
  });

  it('makes one order of a double submit with the same idempotency key', async () => {
    const headers = { 'idempotency-key': 'checkout-attempt-1' };
    const before = (await database().db.select({ id: orders.id }).from(orders)).length;
    const first = await call(createOrder, { body: submission([{ id: half.id, quantity: 1 }]), headers });
    const second = await call(createOrder, { body: submission([{ id: half.id, quantity: 1 }]), headers });
    expect(second.body).toEqual(first.body);
    expect((await database().db.select({ id: orders.id }).from(orders)).length).toBe(before + 1);
  });

  it('answers 422 naming the fields for a bad submission', async () => {
    const { status, body } = await call(createOrder, {
      body: submission([], {
        payment_method: '',
        address: { street: '', street_number: 'x', postcode: '0000', city: '' },
      }),
    });
    expect(status).toBe(422);
    expect(Object.keys((body as { errors: Json }).errors)).toEqual(
      expect.arrayContaining(['payment_method', 'lineItems', 'address.postcode', 'address.street_number']),
    );
  });

  it('refuses an unknown product', async () => {
    const { status } = await call(createOrder, { body: submission([{ id: 999_999, quantity: 1 }]) });
    expect(status).toBe(422);
  });
});

describe('POST /api/payments/webhook', () => {
  it('marks the order paid, takes stock once, and a replay changes nothing', async () => {
    await invalidations.clear();
    const before = await stockOf(half.id);
    const { body } = await call(createOrder, { body: submission([{ id: half.id, quantity: 3 }]) });
    const { paymentId, order } = await orderFor((body as { redirectUrl: string }).redirectUrl);

    expect((await pay(paymentId, 'paid')).status).toBe(200);
    expect((await pay(paymentId, 'paid')).status).toBe(200);
    const [paid] = await database().db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid!.status).toBe('paid');
    expect(await stockOf(half.id)).toBe(before - 3);
    // Placing the order reserved the stock: its pages were dropped then, not again when paid.
    expect(await invalidations.settled()).toEqual([['product-lists', 'product:helft-2500']]);
    const history = await database()
      .db.select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((row) => row.toStatus)).toEqual(['pending', 'paid']);

    // One confirmation, discreet: the subject names the order number, never a product.
    await drainOutbox();
    const outbox = path.join(process.env.DATA_DIR!, 'outbox');
    const mails = readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), 'utf8'));
    const confirmations = mails.filter((mail) =>
      mail.includes(`Subject: Bevestiging van je bestelling ${paid!.number}`),
    );
    expect(confirmations).toHaveLength(1);
    const subject = confirmations[0]!.split('\n').find((line) => line.startsWith('Subject:'));
    expect(subject).not.toContain('Testproduct');
  });

  it('gives the reserved stock back when the payment fails, and a retry reserves it again and can pay', async () => {
    const before = await stockOf(cheap.id);
    const { body } = await call(createOrder, { body: submission([{ id: cheap.id, quantity: 1 }]) });
    expect(await stockOf(cheap.id)).toBe(before - 1);
    const { paymentId, order } = await orderFor((body as { redirectUrl: string }).redirectUrl);
    await pay(paymentId, 'failed');
    const [failed] = await database().db.select().from(orders).where(eq(orders.id, order.id));
    expect(failed!.status).toBe('failed');
    expect(await stockOf(cheap.id)).toBe(before);

    const again = await call(retry, { method: 'POST', params: { id: order.publicId } });
    expect(await stockOf(cheap.id)).toBe(before - 1);
    const secondPayment = (again.body as { redirectUrl: string }).redirectUrl.split('/').at(-1)!;
    expect(secondPayment).not.toBe(paymentId);
    await pay(secondPayment, 'paid');
    // A late 'failed' for the first payment does not undo the paid order.
    await pay(paymentId, 'failed');
    const [paid] = await database().db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid!.status).toBe('paid');
    expect(await stockOf(cheap.id)).toBe(before - 1);
  });

  it('answers 404 for an unknown payment and 422 without an id', async () => {
    expect((await pay('tr_onbekend', 'paid')).status).toBe(404);
    const empty = await call(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: '',
    });
    expect(empty.status).toBe(422);
  });
});

describe('payment methods and address lookup', () => {
  it('answers the methods object with id, description and image.size2x', async () => {
    const { body } = await call(paymentMethods);
    const methods = (
      body as { _embedded: { methods: { id: string; description: string; image: { size2x: string } }[] } }
    )._embedded.methods;
    expect(methods.map((method) => method.id)).toContain('ideal');
    expect(methods[0]!.image.size2x).toMatch(/\/images\/payment-methods\/\w+\.svg$/);
  });

  it('finds Dam 1 in Amsterdam and answers 404 for an unknown address', async () => {
    expect(
      (await call(checkAddress, { body: { postcode: '1012js', house_number: '1', addition: null } })).body,
    ).toEqual({
      street: 'Dam',
      city: 'Amsterdam',
      postcode: '1012 JS',
    });
    expect((await call(checkAddress, { body: { postcode: '9999 ZZ', house_number: 1 } })).status).toBe(404);
    expect((await call(checkAddress, { body: { postcode: 'geen', house_number: 1 } })).status).toBe(422);
    // A missing house number is named as required, in the lookup and in the order.
    const lookup = await call(checkAddress, { body: { postcode: '1012 JS' } });
    expect(lookup.status).toBe(422);
    expect(JSON.stringify(lookup.body)).toContain('Vul je huisnummer in: dat is verplicht.');
    const base = submission([{ id: half.id, quantity: 1 }]);
    const { street_number: _, ...withoutNumber } = base.address;
    const order = await call(createOrder, { body: { ...base, address: withoutNumber } });
    expect(order.status).toBe(422);
    expect(JSON.stringify(order.body)).toContain('Vul je huisnummer in: dat is verplicht.');
  });
});
