import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as quote } from '~/pages/api/checkout/quote';
import { products } from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';

const database = setupTestDatabase();

let product: { id: number };

beforeAll(async () => {
  const [row] = await database()
    .db.insert(products)
    .values({
      slug: 'quote-2499',
      name: 'Offerteproduct',
      priceCents: 2499,
      stock: 10,
      vatRateBasisPoints: 900,
    })
    .returning({ id: products.id });
  product = row!;
});

const quoteFor = (quantity: number, extra: Record<string, unknown> = {}) =>
  call(quote, { method: 'POST', body: { lineItems: [{ id: product.id, quantity, price: 0.01, ...extra }] } });

describe('POST /api/checkout/quote', () => {
  it('prices the cart from the database, whatever price the browser sends', async () => {
    const { status, body } = await quoteFor(2);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      subtotal_cents: 4998,
      shipping_cents: 500,
      total_cents: 5498,
      lines: [{ product_id: product.id, unit_price_cents: 2499, quantity: 2, line_total_cents: 4998 }],
    });
  });

  it('drops shipping from the free-shipping amount on', async () => {
    const { body } = await quoteFor(3);
    expect(body).toMatchObject({ subtotal_cents: 7497, shipping_cents: 0, total_cents: 7497 });
  });

  it('follows a price change at once', async () => {
    await database().db.update(products).set({ priceCents: 1999 }).where(eq(products.id, product.id));
    const { body } = await quoteFor(1);
    expect(body).toMatchObject({ subtotal_cents: 1999, total_cents: 2499 });
  });

  it('refuses a product that is no longer sold with a message for the shopper', async () => {
    await database().db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    const { status, body } = await quoteFor(1, { name: 'Offerteproduct' });
    expect(status).toBe(422);
    expect(body).toMatchObject({ message: expect.stringContaining('Offerteproduct is niet meer leverbaar') });
  });

  it('answers an empty or malformed cart with 422', async () => {
    expect((await call(quote, { method: 'POST', body: { lineItems: [] } })).status).toBe(422);
    expect(
      (await call(quote, { method: 'POST', body: { lineItems: [{ id: 'x', quantity: 1 }] } })).status,
    ).toBe(422);
  });
});
