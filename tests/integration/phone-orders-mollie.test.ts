import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payFromLink } from '~/features/phone-orders/payment-link.server';
import { POST as placeOrder } from '~/pages/api/admin/phone-orders/index';
import { POST as webhook } from '~/pages/api/payments/webhook';
import { orders, payments, products } from '~/server/db/schema';
import { resetEnvForTests } from '~/server/env';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { setupFakeMollie } from '../helpers/fake-mollie';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase();
const smtp = setupSmtpServer();
const mollie = setupFakeMollie();

describe('a phone order paid from its link on PAYMENT_PROVIDER=mollie', () => {
  let handler: string;
  let customerId: number;
  let productId: number;

  beforeAll(async () => {
    Object.assign(process.env, {
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      MOLLIE_API_URL: mollie.url,
    });
    resetEnvForTests();
    handler = (await userWithToken(database(), 'order_handler', 'telefoon@example.nl')).token;
    customerId = (await userWithToken(database(), 'customer', 'mollie@example.nl')).user.id;
    [{ id: productId }] = (await database()
      .db.insert(products)
      .values({ slug: 'pads', name: 'Pads', priceCents: 1295, stock: 5, vatRateBasisPoints: 900 })
      .returning({ id: products.id })) as [{ id: number }];
  });
  afterAll(() => {
    for (const key of ['PAYMENT_PROVIDER', 'MOLLIE_API_KEY', 'MOLLIE_API_URL']) delete process.env[key];
    resetEnvForTests();
  });

  it('starts one Mollie payment with the method she chose, and never a second once paid', async () => {
    const placed = await call(placeOrder, {
      token: handler,
      body: {
        customer_id: customerId,
        address: { postcode: '3511AB', house_number: '12', street: 'Oudegracht', city: 'Utrecht' },
        lines: [{ product_id: productId, quantity: 1 }],
      },
    });
    expect(placed.status).toBe(201);
    // Nothing at Mollie until she presses the button.
    expect(mollie.requests.filter((request) => request.method === 'POST')).toEqual([]);
    await drainOutbox();
    const mail = decodeMail(smtp.inbox.find((one) => one.to.includes('mollie@example.nl'))!.raw);
    const token = mail.match(/\/betalen\?token=([\w-]+)/)![1]!;

    const checkout = await payFromLink(token, 'creditcard');
    expect(checkout).toContain('mollie.com/checkout');
    expect(await payFromLink(token, 'creditcard')).toBe(checkout);
    const created = mollie.requests.filter(
      (request) => request.method === 'POST' && request.path === '/v2/payments',
    );
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({ method: 'creditcard', amount: { value: expect.any(String) } });

    const [payment] = await database().db.select().from(payments);
    mollie.setStatus(payment!.providerPaymentId, 'paid');
    const hook = await call(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: new URLSearchParams({ id: payment!.providerPaymentId }).toString(),
    });
    expect(hook.status).toBe(200);
    const [order] = await database().db.select().from(orders).where(eq(orders.id, payment!.orderId));
    expect(order).toMatchObject({ status: 'paid', userId: customerId });
    await expect(payFromLink(token, 'ideal')).rejects.toMatchObject({ status: 409 });
  });
});
