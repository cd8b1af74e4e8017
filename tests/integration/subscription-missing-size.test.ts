import { beforeAll, describe, expect, it } from 'vitest';
import type { SizelessSubscription } from '~/features/subscriptions/subscriptions';
import { GET as missingSize } from '~/pages/api/admin/subscriptions/missing-size';
import { productVariations, subscriptions } from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { subscriptionProduct } from '../helpers/subscriptions';
import { userWithToken } from '../helpers/users';
import { insertOrder } from './admin-fixtures';

const database = setupTestDatabase();

let editorToken: string;
let customerToken: string;
let sized: { id: number; name: string };
let sizeId: number;
let oneSize: { id: number };

const template = (lineItems: { product_id: number; product_variation_id?: number | null }[]) => ({
  customer: { email: 'x@example.nl', first_name: 'Abby', last_name: 'Abonnee' },
  address: { street: 'Dam', street_number: '1', postcode: '1012 JS', city: 'Amsterdam' },
  payment_method: 'ideal',
  lineItems: lineItems.map((line, index) => ({ id: index + 1, quantity: 2, ...line })),
});

async function subscription(
  email: string,
  status: 'active' | 'cancelled' | 'paused',
  lines: Parameters<typeof template>[0],
) {
  const [row] = await database()
    .db.insert(subscriptions)
    .values({ email, status, intervalWeeks: 4, template: template(lines), paymentProvider: 'test' })
    .returning();
  return row!;
}

beforeAll(async () => {
  editorToken = (await userWithToken(database(), 'editor', 'staf@winkel.test')).token;
  customerToken = (await userWithToken(database(), 'customer', 'klant@winkel.test')).token;
  sized = await subscriptionProduct(database(), 'pants-met-maten');
  oneSize = await subscriptionProduct(database(), 'onderlegger-een-maat');
  const [size] = await database()
    .db.insert(productVariations)
    .values({ productId: sized.id, name: 'M', slug: 'pants-met-maten-m', priceCents: 2000, stock: 10 })
    .returning();
  sizeId = size!.id;
});

describe('subscriptions without a size (from before the size rule)', () => {
  it('lists for staff exactly the running ones that renew a product with sizes without one', async () => {
    const flagged = await subscription('zonder-maat@example.nl', 'active', [
      { product_id: sized.id },
      { product_id: oneSize.id },
    ]);
    const order = await insertOrder(database(), {
      email: 'zonder-maat@example.nl',
      status: 'paid',
      createdAt: new Date(),
      subscriptionId: flagged.id,
      isSubscription: true,
      lines: [{ productId: sized.id, name: sized.name, quantity: 2, unitPriceCents: 2000 }],
    });
    await subscription('met-maat@example.nl', 'active', [
      { product_id: sized.id, product_variation_id: sizeId },
    ]);
    await subscription('een-maat@example.nl', 'paused', [{ product_id: oneSize.id }]);
    await subscription('gestopt@example.nl', 'cancelled', [{ product_id: sized.id }]);

    const answer = await call(missingSize, { token: editorToken });
    expect(answer.status).toBe(200);
    expect((answer.body as { subscriptions: SizelessSubscription[] }).subscriptions).toEqual([
      {
        subscriptionId: flagged.id,
        email: 'zonder-maat@example.nl',
        status: 'active',
        productNames: [sized.name],
        latestOrderNumber: order.number,
      },
    ]);
  });

  it('is for staff only', async () => {
    expect((await call(missingSize, { token: customerToken })).status).toBe(403);
    expect((await call(missingSize, {})).status).toBe(401);
  });
});
