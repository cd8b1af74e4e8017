import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMollieProvider } from '~/features/payments/mollie.server';
import { POST as createOrder } from '~/pages/api/create-order';
import { GET as paymentMethods } from '~/pages/api/payment-methods';
import { POST as webhook } from '~/pages/api/payments/webhook';
import { orders, payments, products } from '~/server/db/schema';
import { resetEnvForTests } from '~/server/env';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { setupFakeMollie } from '../helpers/fake-mollie';
import { orderSubmission } from '../helpers/orders';

const database = setupTestDatabase({ seed: true });
const mollie = setupFakeMollie();
const provider = () =>
  createMollieProvider({ apiKey: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM', apiEndpoint: mollie.url });

describe('Mollie adapter against a local fake of the Mollie API', () => {
  it('lists the payment methods in the shape the checkout reads', async () => {
    const methods = await provider().listMethods();
    expect(methods[0]).toEqual({
      id: 'ideal',
      description: 'iDEAL',
      image: {
        size1x: expect.stringContaining('ideal.png'),
        size2x: expect.stringContaining('ideal%402x.png'),
        svg: expect.stringContaining('ideal.svg'),
      },
    });
    expect(mollie.requests.at(-1)).toMatchObject({
      method: 'GET',
      authorization: expect.stringMatching(/^Bearer test_/),
    });
  });

  it('creates a payment with Mollie amounts, reads its status back, and refunds', async () => {
    const created = await provider().createPayment({
      amountCents: 3290,
      description: 'Bestelling ZZ-1',
      method: 'ideal',
      redirectUrl: 'https://shop.test/bestelling/x',
      webhookUrl: 'https://shop.test/api/payments/webhook',
      metadata: { order: 'ZZ-1' },
    });
    expect(created).toMatchObject({
      status: 'open',
      amountCents: 3290,
      checkoutUrl: expect.stringContaining('mollie.com/checkout'),
    });
    expect(mollie.requests.at(-1)!.body).toMatchObject({
      amount: { currency: 'EUR', value: '32.90' },
      method: 'ideal',
    });

    mollie.setStatus(created.id, 'paid');
    expect(await provider().getPayment(created.id)).toMatchObject({ status: 'paid', checkoutUrl: null });

    const refund = await provider().refund(created.id, 1000);
    expect(refund).toMatchObject({ id: expect.stringMatching(/^re_/), status: 'pending' });
    expect(mollie.requests.at(-1)).toMatchObject({
      path: `/v2/payments/${created.id}/refunds`,
      body: { amount: { value: '10.00' } },
    });
  });
});

describe('Mollie subscriptions: first payment, mandate, recurring payment', () => {
  it('creates a customer, a first payment that leaves a mandate, and a recurring payment on it', async () => {
    const customer = await provider().createCustomer({ name: 'Ab Onnee', email: 'abonnee@example.nl' });
    expect(customer.id).toMatch(/^cst_/);
    const first = await provider().createPayment({
      amountCents: 4500,
      description: 'Zorgzaam bestelling ZZ-2',
      method: 'ideal',
      redirectUrl: 'https://shop.test/bestelling/y',
      webhookUrl: 'https://shop.test/api/payments/webhook',
      metadata: {},
      sequence: { type: 'first', customerId: customer.id },
    });
    expect(mollie.requests.at(-1)!.body).toMatchObject({
      customerId: customer.id,
      sequenceType: 'first',
      method: 'ideal',
    });
    mollie.setStatus(first.id, 'paid');
    const paid = await provider().getPayment(first.id);
    expect(paid.mandateId).toMatch(/^mdt_/);

    const recurring = await provider().createPayment({
      amountCents: 4500,
      description: 'Zorgzaam bestelling ZZ-3',
      method: 'ideal',
      redirectUrl: 'https://shop.test/bestelling/z',
      webhookUrl: 'https://shop.test/api/payments/webhook',
      metadata: {},
      sequence: { type: 'recurring', customerId: customer.id, mandateId: paid.mandateId! },
    });
    const sent = mollie.requests.at(-1)!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      sequenceType: 'recurring',
      mandateId: paid.mandateId,
      customerId: customer.id,
    });
    expect(sent.method).toBeUndefined();
    expect(recurring).toMatchObject({ status: 'pending', checkoutUrl: null });
  });
});

describe('the shop on PAYMENT_PROVIDER=mollie', () => {
  beforeAll(() => {
    Object.assign(process.env, {
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      MOLLIE_API_URL: mollie.url,
    });
    resetEnvForTests();
  });
  afterAll(() => {
    for (const key of ['PAYMENT_PROVIDER', 'MOLLIE_API_KEY', 'MOLLIE_API_URL']) delete process.env[key];
    resetEnvForTests();
  });

  it('offers Mollie’s methods, sends the shopper to Mollie, and marks the order paid from the webhook', async () => {
    const methods = await call(paymentMethods, { path: '/api/payment-methods' });
    expect(JSON.stringify(methods.body)).toContain('ideal');

    const [product] = await database()
      .db.insert(products)
      .values({
        slug: 'mollie-test',
        name: 'Testproduct Mollie',
        priceCents: 2495,
        stock: 5,
        vatRateBasisPoints: 900,
      })
      .returning();
    const created = await call(createOrder, {
      body: orderSubmission([{ id: product!.id, quantity: 1, slug: 'mollie-test' }], {
        customer: { email: 'mollie@example.nl', first_name: 'Mo', last_name: 'Llie' },
      }),
    });
    expect(created.status).toBe(201);
    expect((created.body as { redirectUrl: string }).redirectUrl).toContain('mollie.com/checkout');

    const mine = (await database().db.select().from(payments)).find((row) =>
      row.providerPaymentId.startsWith('tr_'),
    )!;
    expect(mine).toBeDefined();
    mollie.setStatus(mine.providerPaymentId, 'paid');
    // Mollie posts only the id; the shop fetches the status itself.
    const hook = await call(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: new URLSearchParams({ id: mine.providerPaymentId }).toString(),
    });
    expect(hook.status).toBe(200);
    const [order] = await database().db.select().from(orders).where(eq(orders.id, mine.orderId));
    expect(order!.status).toBe('paid');
  });
});
