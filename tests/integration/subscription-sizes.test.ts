import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createOrder } from '~/pages/api/create-order';
import { POST as createSubscription } from '~/pages/api/create-subscription';
import { POST as lines } from '~/pages/api/subscriptions/[id]/lines';
import { GET as listSubscriptions } from '~/pages/api/subscriptions/index';
import { discountCodes, products, productVariations } from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { orderSubmission } from '../helpers/orders';
import { activeSubscription, completePayment, subscriptionProduct } from '../helpers/subscriptions';
import { userWithToken } from '../helpers/users';

/* A product that comes in sizes enters a subscription only with its size. */

const database = setupTestDatabase();

let simple: { id: number };
let sized: { id: number; name: string };
let sizeM: { id: number };
let owner: { token: string; email: string };

beforeAll(async () => {
  simple = await subscriptionProduct(database(), 'maat-los', 1500);
  const [product] = await database()
    .db.insert(products)
    .values({ slug: 'maat-pants', name: 'Maat Pants', priceCents: 1995, stock: 0, vatRateBasisPoints: 900 })
    .returning({ id: products.id, name: products.name });
  sized = product!;
  const [variation] = await database()
    .db.insert(productVariations)
    .values([
      { productId: sized!.id, name: 'Maat M', slug: 'maat-pants-m', priceCents: 1995, stock: 40 },
      { productId: sized!.id, name: 'Maat L', slug: 'maat-pants-l', priceCents: 1995, stock: 40 },
    ])
    .returning({ id: productVariations.id });
  sizeM = variation!;
  owner = {
    token: (await userWithToken(database(), 'customer', 'maat@example.nl')).token,
    email: 'maat@example.nl',
  };
});

const subscriptionOrder = (line: Record<string, unknown>) =>
  orderSubmission([line as { id: number; quantity: number }], {
    customer: { email: owner.email, first_name: 'Mia', last_name: 'Maat' },
    is_subscription: true,
    subscription_interval: 4,
  });

describe('sizes in subscriptions', () => {
  it('refuses a subscription with a product of several sizes but no size, and takes it with one', async () => {
    const without = await call(createSubscription, {
      token: owner.token,
      body: subscriptionOrder({ id: sized!.id, product_id: sized!.id, quantity: 1 }),
    });
    expect(without.status).toBe(422);
    expect((without.body as { message: string }).message).toBe(
      'Kies de maat van Maat Pants: in een abonnement heeft elk product een maat.',
    );
    const withSize = await call(createSubscription, {
      token: owner.token,
      body: subscriptionOrder({
        id: sizeM!.id,
        product_id: sized!.id,
        product_variation_id: sizeM!.id,
        quantity: 1,
      }),
    });
    expect(withSize.status).toBe(201);
  });

  it('refuses adding a sized product without its size to a running subscription', async () => {
    const subscription = await activeSubscription(database(), {
      token: owner.token,
      email: owner.email,
      productId: simple.id,
    });
    const change = (body: unknown) =>
      call(lines, {
        method: 'POST',
        params: { id: subscription.publicId },
        body,
        token: owner.token,
      });
    const refused = await change({
      lines: [
        { product_id: simple.id, quantity: 1 },
        { product_id: sized!.id, quantity: 1 },
      ],
    });
    expect(refused.status).toBe(422);
    expect((refused.body as { errors: { lines: string[] } }).errors.lines[0]).toContain(
      'Kies de maat van Maat Pants',
    );
    const accepted = await change({
      lines: [
        { product_id: simple.id, quantity: 1 },
        { product_id: sized!.id, variation_id: sizeM!.id, quantity: 1 },
      ],
    });
    expect(accepted.status).toBe(200);
  });

  it('leaves one-off orders of products without sizes alone', async () => {
    const order = await call(createOrder, {
      body: orderSubmission([{ id: simple.id, quantity: 1 }], {
        customer: { email: 'los@example.nl', first_name: 'Los', last_name: 'Koper' },
      }),
    });
    expect(order.status).toBe(201);
  });

  it("says the first order's discount applied once beside the next amount", async () => {
    await database().db.insert(discountCodes).values({ code: 'WELKOM10', kind: 'percentage', value: 10 });
    const customer = await userWithToken(database(), 'customer', 'korting@example.nl');
    const created = await call(createSubscription, {
      token: customer.token,
      body: orderSubmission([{ id: simple.id, quantity: 2 }], {
        customer: { email: 'korting@example.nl', first_name: 'Kim', last_name: 'Korting' },
        is_subscription: true,
        subscription_interval: 4,
        discount_code: 'WELKOM10',
      }),
    });
    expect(created.status).toBe(201);
    await completePayment(
      database(),
      (created.body as { redirectUrl: string }).redirectUrl.split('/').at(-1)!,
    );
    const listed = await call(listSubscriptions, { token: customer.token });
    const [subscription] = (listed.body as { subscriptions: { first_order_discount_code: string | null }[] })
      .subscriptions;
    expect(subscription?.first_order_discount_code).toBe('WELKOM10');
  });
});
