import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountOrder } from '~/features/account/account';
import type { OrderDetail } from '~/features/admin/order/order-detail';
import { GET as orderDetail } from '~/pages/api/admin/orders/[number]/index';
import { POST as ship } from '~/pages/api/admin/orders/[number]/ship';
import { POST as quote } from '~/pages/api/checkout/quote';
import { POST as createOrder } from '~/pages/api/create-order';
import { POST as userOrders } from '~/pages/api/get-user-orders';
import { POST as webhook } from '~/pages/api/payments/webhook';
import { GET as pickupPoints } from '~/pages/api/pickup-points';
import { orders, products, productVariations, testProviderPayments } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { orderSubmission } from '../helpers/orders';
import { pdfText } from '../helpers/pdf-text';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase();
const smtp = setupSmtpServer();

let pads: { id: number; variationId: number };
let pants: number;
let owner: { token: string; email: string };
let staff: string;

beforeAll(async () => {
  const db = database().db;
  const [product] = await db
    .insert(products)
    .values({ slug: 'dunne-pads', name: 'Dunne pads', priceCents: 1000, stock: 0 })
    .returning();
  const [variation] = await db
    .insert(productVariations)
    .values({
      productId: product!.id,
      name: 'Normaal',
      slug: 'dunne-pads-normaal',
      priceCents: 1000,
      stock: 50,
      fitsLetterbox: true,
    })
    .returning();
  pads = { id: product!.id, variationId: variation!.id };
  const [bulky] = await db
    .insert(products)
    .values({ slug: 'dikke-pants', name: 'Dikke pants', priceCents: 1500, stock: 50 })
    .returning();
  pants = bulky!.id;
  const customer = await userWithToken(database(), 'customer', 'bezorg@example.nl');
  owner = { token: customer.token, email: customer.user.email };
  staff = (await userWithToken(database(), 'editor', 'magazijn@example.nl')).token;
});

const padsLine = (quantity = 1) => ({
  id: pads.variationId,
  product_id: pads.id,
  product_variation_id: pads.variationId,
  quantity,
});
const pantsLine = (quantity = 1) => ({ id: pants, product_id: pants, quantity });
const quoteFor = (lineItems: unknown[], delivery?: unknown) =>
  call(quote, { method: 'POST', body: { lineItems, delivery } });

describe('delivery in the quote', () => {
  it('prices each method by its rule and lists them all', async () => {
    const home = await quoteFor([padsLine()]);
    expect(home.status).toBe(200);
    expect(home.body).toMatchObject({
      shipping_cents: 500,
      total_cents: 1500,
      delivery: { method: 'home', price_cents: 500, pickup_point: null },
      delivery_options: [
        { method: 'home', price_cents: 500, available: true },
        { method: 'letterbox', price_cents: 350, available: true },
        { method: 'pickup', price_cents: 395, available: true },
      ],
    });
    const letterbox = await quoteFor([padsLine(2)], { method: 'letterbox' });
    expect(letterbox.body).toMatchObject({
      shipping_cents: 350,
      total_cents: 2350,
      delivery: { method: 'letterbox' },
    });
    const pickup = await quoteFor([padsLine()], { method: 'pickup', pickup_point_id: 'ZZ-3511' });
    expect(pickup.body).toMatchObject({
      shipping_cents: 395,
      delivery: { method: 'pickup', pickup_point: { id: 'ZZ-3511', city: 'Utrecht' } },
    });
  });

  it('makes every method free from the free-shipping amount', async () => {
    const { body } = await quoteFor([pantsLine(4)], { method: 'pickup', pickup_point_id: 'ZZ-1012' });
    expect(body).toMatchObject({ subtotal_cents: 6000, shipping_cents: 0, total_cents: 6000 });
  });

  it('refuses letterbox when not everything fits, or too many items, with a Dutch reason', async () => {
    const misfit = await quoteFor([padsLine(), pantsLine()], { method: 'letterbox' });
    expect(misfit.status).toBe(422);
    expect(misfit.body).toMatchObject({ message: expect.stringContaining('Dikke pants') });
    const tooMany = await quoteFor([padsLine(3)], { method: 'letterbox' });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({ message: expect.stringContaining('maximaal 2') });
    const options = (await quoteFor([padsLine(), pantsLine()])).body as { delivery_options: unknown[] };
    expect(options.delivery_options[1]).toMatchObject({
      available: false,
      reason: expect.stringContaining('brievenbus'),
    });
  });

  it('refuses an unknown pickup point, a pickup without point and an unknown method', async () => {
    const unknown = await quoteFor([padsLine()], { method: 'pickup', pickup_point_id: 'ZZ-0000' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ message: expect.stringContaining('afhaalpunt') });
    expect((await quoteFor([padsLine()], { method: 'pickup' })).status).toBe(422);
    expect((await quoteFor([padsLine()], { method: 'drone' })).status).toBe(422);
  });
});

describe('GET /api/pickup-points', () => {
  it('answers the nearest points for a Dutch postcode', async () => {
    const { status, body } = await call(pickupPoints, { path: '/api/pickup-points?postcode=9712cp' });
    expect(status).toBe(200);
    const { postcode, points } = body as {
      postcode: string;
      points: { city: string; openingHours: string[] }[];
    };
    expect(postcode).toBe('9712 CP');
    expect(points).toHaveLength(5);
    expect(points[0]).toMatchObject({
      city: 'Groningen',
      openingHours: expect.arrayContaining([expect.stringMatching(/^ma-vr/)]),
    });
  });

  it('refuses what is no Dutch postcode with 422', async () => {
    for (const postcode of ['', '0123AB', '1234SS', 'x'.repeat(200)]) {
      const { status, body } = await call(pickupPoints, { path: `/api/pickup-points?postcode=${postcode}` });
      expect(status).toBe(422);
      expect(body).toMatchObject({ message: expect.stringContaining('postcode') });
    }
    expect((await call(pickupPoints, { path: '/api/pickup-points' })).status).toBe(422);
  });
});

async function place(lines: unknown[], delivery?: unknown) {
  const placed = await call(createOrder, {
    token: owner.token,
    body: orderSubmission(lines as { id: number; quantity: number }[], {
      customer: { email: owner.email, first_name: 'Bo', last_name: 'Bezorg' },
      ...(delivery ? { delivery } : {}),
    }),
  });
  expect(placed.status).toBe(201);
  const body = placed.body as { redirectUrl: string; order: { number: string } };
  const [row] = await database().db.select().from(orders).where(eq(orders.number, body.order.number));
  return { row: row!, paymentId: body.redirectUrl.split('/').at(-1)! };
}

async function pay(paymentId: string) {
  await database()
    .db.update(testProviderPayments)
    .set({ status: 'paid' })
    .where(eq(testProviderPayments.id, paymentId));
  const answer = await call(webhook, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBody: new URLSearchParams({ id: paymentId }).toString(),
  });
  expect(answer.status).toBeLessThan(300);
}

/** The PDF attached to a raw MIME message (base64 part of type application/pdf). */
function attachedPdf(raw: string): Buffer | undefined {
  const part = raw.split(/\r?\n--/).find((chunk) => /Content-Type: application\/pdf/i.test(chunk));
  if (!part) return undefined;
  const [, ...body] = part.split(/\r?\n\r?\n/);
  return Buffer.from(body.join('').replace(/\s+/g, ''), 'base64');
}

describe('orders with a delivery choice', () => {
  it('keeps home delivery for a submission without a choice', async () => {
    const { row } = await place([padsLine()]);
    expect(row).toMatchObject({ deliveryMethod: 'home', shippingCents: 500, pickupPoint: null });
  });

  it('refuses an order whose letterbox choice does not fit, and stores nothing', async () => {
    const refused = await call(createOrder, {
      token: owner.token,
      body: orderSubmission([pantsLine()], { delivery: { method: 'letterbox' } }),
    });
    expect(refused.status).toBe(422);
  });

  it('stores a pickup point with its address, and names method and point in the mail, history and invoice', async () => {
    const { row, paymentId } = await place([padsLine()], { method: 'pickup', pickup_point_id: 'ZZ-3511' });
    expect(row).toMatchObject({
      deliveryMethod: 'pickup',
      shippingCents: 395,
      totalCents: 1395,
      pickupPoint: {
        id: 'ZZ-3511',
        name: 'Boekhandel Utrecht Centrum',
        street: 'Oudegracht 150',
        postcode: '3511 AZ',
        city: 'Utrecht',
      },
    });
    await pay(paymentId);
    await drainOutbox();
    const mail = smtp.inbox
      .map((received) => received.raw)
      .find((raw) => decodeMail(raw).includes(row.number));
    expect(decodeMail(mail!)).toContain('Afhaalpunt');
    expect(decodeMail(mail!)).toContain('Boekhandel Utrecht Centrum');
    expect(pdfText(attachedPdf(mail!)!)).toContain('Verzendkosten (afhaalpunt)');

    const detail = (await call(orderDetail, { params: { number: row.number }, token: staff }))
      .body as OrderDetail;
    expect(detail).toMatchObject({ deliveryMethod: 'pickup', pickupPoint: { id: 'ZZ-3511' } });
  });

  it('gives the shopper a working PostNL tracking link in the shipping mail and in the account', async () => {
    const { row, paymentId } = await place([padsLine()], { method: 'letterbox' });
    expect(row).toMatchObject({ deliveryMethod: 'letterbox', shippingCents: 350 });
    await pay(paymentId);
    const refused = await call(ship, {
      params: { number: row.number },
      body: { track_and_trace: 'ABC' },
      token: staff,
    });
    expect(refused.status).toBe(422);
    const shipped = await call(ship, {
      params: { number: row.number },
      body: { track_and_trace: '3szorg123456789' },
      token: staff,
    });
    expect(shipped.status).toBe(200);
    const link = 'https://jouw.postnl.nl/track-and-trace/3SZORG123456789-NL-1012JS';
    expect(shipped.body).toMatchObject({ trackAndTrace: '3SZORG123456789', trackingUrl: link });

    await drainOutbox();
    const mails = smtp.inbox
      .map((received) => decodeMail(received.raw))
      .filter((text) => text.includes(row.number));
    const shippedMail = mails.find((text) => text.includes('onderweg'));
    expect(shippedMail).toContain(link);
    expect(shippedMail).toContain('Brievenbuspakje');
    expect(shippedMail).not.toContain('Dunne pads');

    const history = (await call(userOrders, { method: 'POST', token: owner.token, body: {} })).body as {
      orders: AccountOrder[];
    };
    expect(history.orders.find((order) => order.number === row.number)).toMatchObject({
      delivery_method: 'letterbox',
      delivery_label: 'Brievenbuspakje',
      track_and_trace: '3SZORG123456789',
      tracking_url: link,
    });
  });
});
