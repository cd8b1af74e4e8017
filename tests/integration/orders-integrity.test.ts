import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createOrder } from '~/pages/api/create-order';
import { orderLines, type productVariations } from '~/server/db/schema';
import { call } from '../helpers/api';
import { orderSubmission } from '../helpers/orders';
import { userWithToken } from '../helpers/users';
import {
  created,
  type IntegrityProduct,
  type Json,
  seedIntegrityCatalog,
  setupIntegrityDatabase,
} from './orders-integrity-fixtures';

// No demo catalogue: product and variation ids start at 1, so a variation id can also be
// another product's id (the mix-up the spec's line shape caused).
const { database, product, stockOf, orderOf } = setupIntegrityDatabase();

let other: IntegrityProduct;
let sized: IntegrityProduct;
let medium: typeof productVariations.$inferSelect;
beforeAll(async () => {
  ({ other, sized, medium } = await seedIntegrityCatalog(database, product));
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
