import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '~/features/orders/expiry.server';
import { startOfDutchDay } from '~/lib/dates';
import { POST as quote } from '~/pages/api/checkout/quote';
import { POST as createOrder } from '~/pages/api/create-order';
import { POST as webhook } from '~/pages/api/payments/webhook';
import {
  categories,
  discountCodeCategories,
  discountCodes,
  discountRedemptions,
  orderLines,
  orders,
  payments,
  productCategories,
  products,
  testProviderPayments,
} from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { orderSubmission } from '../helpers/orders';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase();
type Json = Record<string, unknown>;
type NewCode = typeof discountCodes.$inferInsert;

let pants: { id: number } | undefined;
let wipes: { id: number } | undefined;
beforeAll(async () => {
  const db = database().db;
  [pants] = await db
    .insert(products)
    .values({ slug: 'pants', name: 'Pants', priceCents: 2000, stock: 1000, vatRateBasisPoints: 900 })
    .returning({ id: products.id });
  [wipes] = await db
    .insert(products)
    .values({ slug: 'doekjes', name: 'Doekjes', priceCents: 1000, stock: 1000, vatRateBasisPoints: 2100 })
    .returning({ id: products.id });
  const [category] = await db
    .insert(categories)
    .values({ slug: 'verzorging', name: 'Verzorging' })
    .returning();
  await db.insert(productCategories).values({ productId: wipes!.id, categoryId: category!.id });
  const [limited] = await db
    .insert(discountCodes)
    .values({ code: 'VERZORGING50', kind: 'percentage', value: 50 })
    .returning();
  await db.insert(discountCodeCategories).values({ discountCodeId: limited!.id, categoryId: category!.id });
});

async function code(values: Partial<NewCode> & { code: string }) {
  const [row] = await database()
    .db.insert(discountCodes)
    .values({ kind: 'percentage', value: 10, ...values })
    .returning();
  return row!;
}

const quoteFor = (lines: { id: number; quantity: number }[], discountCode?: string, extra: Json = {}) =>
  call(quote, { body: { lineItems: lines, discount_code: discountCode, ...extra } });
const order = (
  lines: { id: number; quantity: number }[],
  discountCode: string | undefined,
  email: string,
  token?: string,
) =>
  call(createOrder, {
    body: orderSubmission(lines, {
      customer: { email, first_name: 'Kim', last_name: 'Klant' },
      discount_code: discountCode,
    }),
    token,
  });
const orderRow = async (body: unknown) =>
  (
    await database()
      .db.select()
      .from(orders)
      .where(eq(orders.publicId, (body as { order: { id: string } }).order.id))
  )[0]!;
const usesOf = async (id: number) =>
  (
    await database()
      .db.select({ uses: discountCodes.uses })
      .from(discountCodes)
      .where(eq(discountCodes.id, id))
  )[0]!.uses;

async function settle(orderId: number, status: string) {
  const [payment] = await database().db.select().from(payments).where(eq(payments.orderId, orderId));
  const id = payment!.providerPaymentId;
  await database().db.update(testProviderPayments).set({ status }).where(eq(testProviderPayments.id, id));
  return call(webhook, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBody: new URLSearchParams({ id }).toString(),
  });
}

describe('a discount code in the quote', () => {
  it('applies a code typed in any case and shows the discount line', async () => {
    await code({ code: 'WELKOM10', description: '10% welkomstkorting' });
    const { status, body } = await quoteFor([{ id: pants!.id, quantity: 3 }], ' welkom10 ');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      subtotal_cents: 6000,
      discount_cents: 600,
      discount: { code: 'WELKOM10', description: '10% welkomstkorting' },
      shipping_cents: 0,
      total_cents: 5400,
    });
    // Typed with a space, as on a flyer's 'WELKOM 10': the same code.
    const spaced = await quoteFor([{ id: pants!.id, quantity: 3 }], 'welkom 10');
    expect(spaced.status).toBe(200);
    expect(spaced.body).toMatchObject({ discount_cents: 600, discount: { code: 'WELKOM10' } });
  });

  it('counts the free-shipping amount after discount', async () => {
    await code({ code: 'VIJFEURO', kind: 'fixed', value: 500 });
    // 5400 - 500 = 4900 < 5000: shipping is charged
    const { body } = await quoteFor(
      [
        { id: pants!.id, quantity: 2 },
        { id: wipes!.id, quantity: 1 },
      ],
      'VIJFEURO',
    );
    expect(body).toMatchObject({
      subtotal_cents: 5000,
      discount_cents: 500,
      shipping_cents: 500,
      total_cents: 5000,
    });
  });

  it('discounts only the products in the code categories', async () => {
    const { body } = await quoteFor(
      [
        { id: pants!.id, quantity: 1 },
        { id: wipes!.id, quantity: 2 },
      ],
      'VERZORGING50',
    );
    expect(body).toMatchObject({ subtotal_cents: 4000, discount_cents: 1000 });
    const none = await quoteFor([{ id: pants!.id, quantity: 1 }], 'VERZORGING50');
    expect((none.body as Json).discount_error).toContain('geldt niet voor de producten');
  });

  it('names every reason a code does not apply, and still prices the cart', async () => {
    await code({ code: 'UIT', isActive: false });
    await code({ code: 'LATER', validFrom: startOfDutchDay('2099-01-01') });
    await code({ code: 'VOORBIJ', validUntil: startOfDutchDay('2020-01-01') });
    await code({ code: 'VANAF75', minimumOrderCents: 7500 });
    await code({ code: 'OP', maxUses: 1, uses: 1 });
    const reasons: [string, string][] = [
      ['ONBEKEND', 'bestaat niet'],
      ['UIT', 'bestaat niet'],
      ['LATER', 'pas geldig vanaf 1 januari 2099'],
      ['VOORBIJ', 'niet meer geldig'],
      ['VANAF75', 'Je komt nog'],
      ['OP', 'al zo vaak gebruikt'],
    ];
    for (const [typed, reason] of reasons) {
      const { status, body } = await quoteFor([{ id: pants!.id, quantity: 3 }], typed);
      expect(status).toBe(200);
      expect(body).toMatchObject({ discount_cents: 0, total_cents: 6000 });
      expect((body as Json).discount_error).toContain(reason);
    }
  });

  it('answers a too long code with 422', async () => {
    expect((await quoteFor([{ id: pants!.id, quantity: 1 }], 'X'.repeat(60))).status).toBe(422);
  });
});

describe('an order with a code', () => {
  it('stores the code and discount, spreads it over the lines and reserves a use', async () => {
    const welcome = await code({ code: 'BESTEL10' });
    const { status, body } = await order([{ id: pants!.id, quantity: 3 }], 'bestel10', 'een@example.nl');
    expect(status).toBe(201);
    const row = await orderRow(body);
    expect(row).toMatchObject({
      discountCode: 'BESTEL10',
      discountCents: 600,
      subtotalCents: 6000,
      totalCents: 5400,
    });
    const lines = await database().db.select().from(orderLines).where(eq(orderLines.orderId, row.id));
    expect(lines[0]).toMatchObject({ lineTotalCents: 6000, discountCents: 600, vatCents: 446 });
    expect(await usesOf(welcome.id)).toBe(1);
  });

  it('refuses an order whose code no longer applies instead of placing it without the discount', async () => {
    const { status, body } = await order([{ id: pants!.id, quantity: 1 }], 'VOORBIJ', 'twee@example.nl');
    expect(status).toBe(422);
    expect((body as Json).message).toContain('Je bestelling is niet geplaatst');
  });

  it('gives a single-use code to exactly one of 20 orders placed at once', async () => {
    const single = await code({ code: 'EENMALIG', maxUses: 1, kind: 'fixed', value: 500 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        order([{ id: pants!.id, quantity: 1 }], 'EENMALIG', `tegelijk${n}@example.nl`),
      ),
    );
    const placed = results.filter((result) => result.status === 201);
    expect(placed).toHaveLength(1);
    for (const refused of results.filter((result) => result.status !== 201)) {
      expect([409, 422]).toContain(refused.status);
      expect((refused.body as Json).message).toContain('EENMALIG');
    }
    expect(await usesOf(single.id)).toBe(1);
    const held = await database()
      .db.select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.discountCodeId, single.id));
    expect(held).toHaveLength(1);
    const withCode = await database().db.select().from(orders).where(eq(orders.discountCode, 'EENMALIG'));
    expect(withCode).toHaveLength(1);
  });

  it('holds the per-customer limit for a guest e-mail (any case) and for an account', async () => {
    await code({ code: 'PERKLANT', maxUsesPerCustomer: 1 });
    expect((await order([{ id: pants!.id, quantity: 1 }], 'PERKLANT', 'Sam@example.nl')).status).toBe(201);
    const again = await order([{ id: pants!.id, quantity: 1 }], 'PERKLANT', 'sam@EXAMPLE.nl');
    expect(again.status).toBe(422);
    expect((again.body as Json).message).toContain('Je hebt de kortingscode PERKLANT al gebruikt');
    const quoted = await quoteFor([{ id: pants!.id, quantity: 1 }], 'PERKLANT', { email: 'SAM@example.nl' });
    expect((quoted.body as Json).discount_error).toContain('al gebruikt');

    const { token } = await userWithToken(database(), 'customer', 'account@example.nl');
    const parallel = await Promise.all(
      [1, 2, 3].map((n) =>
        order([{ id: pants!.id, quantity: 1 }], 'PERKLANT', `ander${n}@example.nl`, token),
      ),
    );
    expect(parallel.filter((result) => result.status === 201)).toHaveLength(1);
  });

  it('gives the use back when the order expires unpaid, and counts it as redeemed when paid', async () => {
    const once = await code({ code: 'TERUG', maxUses: 1 });
    const first = await order([{ id: pants!.id, quantity: 1 }], 'TERUG', 'verloopt@example.nl');
    const expiring = await orderRow(first.body);
    await settle(expiring.id, 'expired');
    expect((await orderRow(first.body)).status).toBe('expired');
    expect(await usesOf(once.id)).toBe(0);
    // The sweep changes nothing more.
    await expireUnpaidOrders(new Date(Date.now() + 3 * 60 * 60_000));
    expect(await usesOf(once.id)).toBe(0);

    const second = await order([{ id: pants!.id, quantity: 1 }], 'TERUG', 'betaalt@example.nl');
    expect(second.status).toBe(201);
    const paying = await orderRow(second.body);
    await settle(paying.id, 'paid');
    const [redemption] = await database()
      .db.select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.orderId, paying.id));
    expect(redemption!.status).toBe('redeemed');
    expect(await usesOf(once.id)).toBe(1);
  });
});
