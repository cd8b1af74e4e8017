import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReorderAnswer } from '~/features/account/account';
import { messages } from '~/lib/messages';
import { DELETE as forgetAddress, GET as getAddress, PUT as putAddress } from '~/pages/api/account/address';
import { POST as createOrder } from '~/pages/api/create-order';
import { POST as reorder } from '~/pages/api/orders/[id]/reorder';
import { orders, products, productVariations } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { orderSubmission } from '../helpers/orders';
import { amsterdam, insertOrder, userWithToken } from './admin-fixtures';

const database = setupTestDatabase({ seed: true });

let customer: { id: number; token: string };
let other: string;

beforeAll(async () => {
  const db = database();
  const made = await userWithToken(db, 'customer', 'klant@winkel.test');
  customer = { id: made.user.id, token: made.token };
  other = (await userWithToken(db, 'customer', 'ander@winkel.test')).token;
});

describe("'Opnieuw bestellen'", () => {
  it('fills the cart with the current prices; unavailable lines are named with the reason', async () => {
    const db = database().db;
    const sizes = await db.select().from(productVariations).orderBy(productVariations.id).limit(3);
    const [withSizes, soldOut, fewer] = sizes as [(typeof sizes)[0], (typeof sizes)[0], (typeof sizes)[0]];
    const [retired] = await db
      .select()
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(products.id)
      .limit(1)
      .offset(10);
    await db.update(productVariations).set({ stock: 0 }).where(eq(productVariations.id, soldOut.id));
    await db.update(productVariations).set({ stock: 2 }).where(eq(productVariations.id, fewer.id));
    await db
      .update(productVariations)
      .set({ priceCents: 2345 })
      .where(eq(productVariations.id, withSizes.id));
    const order = await insertOrder(database(), {
      email: 'klant@winkel.test',
      userId: customer.id,
      status: 'delivered',
      createdAt: amsterdam('2026-10-01 10:00'),
      lines: [
        {
          productId: withSizes.productId,
          variationId: withSizes.id,
          name: 'Oud',
          quantity: 2,
          unitPriceCents: 999,
        },
        {
          productId: soldOut.productId,
          variationId: soldOut.id,
          name: 'Uitverkocht',
          quantity: 1,
          unitPriceCents: 999,
        },
        {
          productId: fewer.productId,
          variationId: fewer.id,
          name: 'Weinig',
          quantity: 5,
          unitPriceCents: 999,
        },
        { productId: retired!.id, name: 'Gestopt', quantity: 1, unitPriceCents: 999 },
        { productId: null, name: 'Verwijderd', quantity: 1, unitPriceCents: 999 },
      ],
    });
    await db.update(products).set({ isActive: false }).where(eq(products.id, retired!.id));
    const [placed] = await db.select().from(orders).where(eq(orders.id, order.id));
    const publicId = placed!.publicId;

    const response = await call(reorder, { method: 'POST', params: { id: publicId }, token: customer.token });
    expect(response.status).toBe(200);
    const answer = response.body as ReorderAnswer;
    expect(answer.items.map((item) => [item.product_variation_id, item.quantity, item.price])).toEqual([
      [withSizes.id, 2, 23.45],
      [fewer.id, 2, fewer.priceCents / 100],
    ]);
    expect(answer.items[0]).toMatchObject({ is_variation: true, variation_name: withSizes.name });
    expect(answer.unavailable).toEqual([
      { name: 'Uitverkocht', reason: messages.reorder.soldOut },
      { name: 'Weinig', reason: messages.reorder.fewerInStock(2) },
      { name: 'Gestopt', reason: messages.reorder.discontinued },
      { name: 'Verwijderd', reason: messages.reorder.discontinued },
    ]);

    // Someone else's order does not exist for this customer; anonymous callers must log in.
    expect((await call(reorder, { method: 'POST', params: { id: publicId }, token: other })).status).toBe(
      404,
    );
    expect((await call(reorder, { method: 'POST', params: { id: publicId } })).status).toBe(401);
    expect((await call(reorder, { method: 'POST', params: { id: 'x' }, token: other })).status).toBe(422);
  });
});

describe('saved delivery address', () => {
  const headers = () => ({ token: customer.token });

  it('is empty at first, saved normalised, refused when invalid, and forgotten', async () => {
    expect((await call(getAddress, headers())).body).toEqual({ address: null });
    const bad = await call(putAddress, {
      ...headers(),
      method: 'PUT',
      body: { postcode: '12', house_number: 'a', street: '', city: '' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual([
      'city',
      'house_number',
      'postcode',
      'street',
    ]);
    const saved = await call(putAddress, {
      ...headers(),
      method: 'PUT',
      body: { postcode: '3511lx', house_number: '12', addition: '', street: 'Oudegracht', city: 'Utrecht' },
    });
    expect(saved.body).toEqual({
      address: {
        postcode: '3511 LX',
        house_number: '12',
        addition: null,
        street: 'Oudegracht',
        city: 'Utrecht',
      },
    });
    expect((await call(getAddress, headers())).body).toEqual(saved.body);
    expect((await call(forgetAddress, { ...headers(), method: 'DELETE' })).body).toEqual({ address: null });
    expect((await call(getAddress, {})).status).toBe(401);
  });

  it("is taken from the customer's order, for the next checkout", async () => {
    const [item] = await database()
      .db.select()
      .from(productVariations)
      .orderBy(productVariations.id)
      .offset(5)
      .limit(1);
    const response = await call(createOrder, {
      token: customer.token,
      body: orderSubmission([{ id: item!.id, product_variation_id: item!.id, quantity: 1 }], {
        customer: { email: 'klant@winkel.test', first_name: 'An', last_name: 'de Vries' },
        address: {
          street: 'Dam',
          street_number: '7',
          street_addition: 'B',
          postcode: '1012js',
          city: 'Amsterdam',
          country: 'Nederland',
        },
      }),
    });
    expect(response.status).toBe(201);
    // Remembered after the order commits (order.placed).
    await drainOutbox();
    expect((await call(getAddress, headers())).body).toEqual({
      address: { postcode: '1012 JS', house_number: '7', addition: 'B', street: 'Dam', city: 'Amsterdam' },
    });
  });
});
