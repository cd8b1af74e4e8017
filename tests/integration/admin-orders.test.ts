import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRoute } from 'astro';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderListResponse, StockProduct } from '~/features/admin/admin';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { POST as cancel } from '~/pages/api/admin/orders/[number]/cancel';
import { POST as deliver } from '~/pages/api/admin/orders/[number]/deliver';
import { GET as detail } from '~/pages/api/admin/orders/[number]/index';
import { POST as refund } from '~/pages/api/admin/orders/[number]/refund';
import { POST as ship } from '~/pages/api/admin/orders/[number]/ship';
import { GET as exportCsv } from '~/pages/api/admin/orders/export.csv';
import { GET as list } from '~/pages/api/admin/orders/index';
import { GET as productsList } from '~/pages/api/admin/products';
import { PUT as stock } from '~/pages/api/admin/stock';
import { auditLog, orders, products, productVariations, testProviderPayments } from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { amsterdam, insertOrder, userWithToken } from './admin-fixtures';

const database = setupTestDatabase({ seed: true });

let editor: { id: number; token: string };
let customerToken: string;
let product: { id: number; name: string; stock: number };
let variation: { id: number; productId: number; stock: number };

const line = (quantity: number) => ({
  productId: product.id,
  name: product.name,
  quantity,
  unitPriceCents: 1250,
});
const order = (number: string) =>
  database()
    .db.select()
    .from(orders)
    .where(eq(orders.number, number))
    .then(([row]) => row!);

beforeAll(async () => {
  const db = database();
  const staff = await userWithToken(db, 'editor', 'redactie@winkel.test');
  editor = { id: staff.user.id, token: staff.token };
  customerToken = (await userWithToken(db, 'customer', 'klant@winkel.test')).token;
  const [created] = await db.db
    .insert(products)
    .values({ slug: 'beheer-pants', name: 'Beheer Pants', priceCents: 1250, stock: 20 })
    .returning();
  product = created!;
  const [withVariations] = await db.db.select().from(productVariations).limit(1);
  variation = withVariations!;
});

describe('role checks on every admin endpoint', () => {
  const routes: [string, APIRoute, Parameters<typeof call>[1]][] = [
    ['orders list', list, { path: '/api/admin/orders' }],
    ['export', exportCsv, { path: '/api/admin/orders/export.csv' }],
    ['detail', detail, { path: '/api/admin/orders/ZZ-1', params: { number: 'ZZ-1' } }],
    ['ship', ship, { method: 'POST', body: {}, params: { number: 'ZZ-1' } }],
    ['deliver', deliver, { method: 'POST', body: {}, params: { number: 'ZZ-1' } }],
    ['cancel', cancel, { method: 'POST', body: {}, params: { number: 'ZZ-1' } }],
    ['refund', refund, { method: 'POST', body: {}, params: { number: 'ZZ-1' } }],
    ['products', productsList, { path: '/api/admin/products' }],
    ['stock', stock, { method: 'PUT', body: { target: 'product', id: 1, stock: 1 } }],
  ];
  for (const [name, route, options] of routes) {
    it(`${name}: anonymous 401, customer 403`, async () => {
      expect((await call(route, options)).status).toBe(401);
      expect((await call(route, { ...options, token: customerToken })).status).toBe(403);
    });
  }
});

describe('order list, search, filters, pages and CSV', () => {
  beforeAll(async () => {
    const db = database();
    for (let day = 1; day <= 30; day += 1) {
      await insertOrder(db, {
        email: `klant${day}@example.nl`,
        firstName: day === 7 ? 'Wilhelmina' : 'Klant',
        lastName: day === 7 ? 'van Oranje' : `Nummer ${day}`,
        status: day % 10 === 0 ? 'shipped' : 'paid',
        createdAt: amsterdam(`2025-04-${String(day).padStart(2, '0')} 12:00`),
        lines: [line(1)],
        isSubscription: day % 3 === 0,
        paymentMethod: day === 13 ? 'creditcard' : 'ideal',
      });
    }
  });
  const get = async (query: string) => {
    const response = await call(list, { path: `/api/admin/orders?${query}`, token: editor.token });
    expect(response.status).toBe(200);
    return response.body as OrderListResponse;
  };

  it('pages through the orders, newest first', async () => {
    const first = await get('from=2025-04-01&to=2025-04-30');
    expect(first.total).toBe(30);
    expect(first.orders).toHaveLength(25);
    expect(first.orders[0]!.createdAt).toBe(amsterdam('2025-04-30 12:00').toISOString());
    const second = await get('from=2025-04-01&to=2025-04-30&page=2');
    expect(second.orders).toHaveLength(5);
    expect(second.page).toBe(2);
  });

  it('searches by name, e-mail and order number', async () => {
    const byName = await get('q=wilhelmina van');
    expect(byName.orders.map((row) => row.customerName)).toEqual(['Wilhelmina van Oranje']);
    const byEmail = await get('q=KLANT13@example');
    expect(byEmail.orders.map((row) => row.paymentMethod)).toEqual(['creditcard']);
    const number = byEmail.orders[0]!.number;
    expect((await get(`q=${number}`)).orders.map((row) => row.email)).toEqual(['klant13@example.nl']);
    // A % typed in the search box is a character, not a wildcard.
    expect((await get('q=%25')).total).toBe(0);
  });

  it('filters by status, dates (Dutch days) and subscription', async () => {
    expect((await get('status=shipped&from=2025-04-01&to=2025-04-30')).total).toBe(3);
    expect((await get('from=2025-04-10&to=2025-04-12')).total).toBe(3);
    expect((await get('subscription=ja&from=2025-04-01&to=2025-04-30')).total).toBe(10);
    expect((await get('subscription=nee&from=2025-04-01&to=2025-04-30')).total).toBe(20);
    const bad = await call(list, { path: '/api/admin/orders?status=zoek&page=0', token: editor.token });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(['page', 'status']);
  });

  it('exports the filtered orders as a Dutch CSV file', async () => {
    const response = await call(exportCsv, {
      path: '/api/admin/orders/export.csv?status=shipped&from=2025-04-01&to=2025-04-30',
      token: editor.token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="bestellingen-.*\.csv"/,
    );
    const rows = String(response.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Bestelnummer;Datum;Status;Voornaam;Achternaam;E-mailadres;Postcode;Plaats;Betaalmethode;Abonnement;Subtotaal;Verzendkosten;BTW;Totaal',
    );
    expect(rows).toHaveLength(4);
    // 12:00 winter time is 13:00 in April (summer time): the file shows Dutch wall-clock time.
    expect(rows[1]).toMatch(
      /^ZZ-\d+;30-04-2025 13:00;Verzonden;Klant;Nummer 30;klant30@example\.nl;1012 JS;Amsterdam;ideal;ja;12,50;0,00;1,03;12,50$/,
    );
  });
});

describe('order detail and actions', () => {
  it('shows lines with current stock, address, payments and history', async () => {
    const created = await insertOrder(database(), {
      email: 'detail@example.nl',
      status: 'paid',
      createdAt: amsterdam('2025-05-01 10:00'),
      lines: [line(2)],
      paid: true,
    });
    const response = await call(detail, { params: { number: created.number }, token: editor.token });
    expect(response.status).toBe(200);
    const body = response.body as OrderDetail;
    expect(body).toMatchObject({
      number: created.number,
      status: 'paid',
      address: { street: 'Dam', streetNumber: '1', postcode: '1012 JS', city: 'Amsterdam' },
      totalCents: 2500,
      actions: { ship: true, cancel: true, refund: true, deliver: false },
    });
    expect(body.lines).toEqual([
      expect.objectContaining({
        productName: 'Beheer Pants',
        quantity: 2,
        stockItem: { target: 'product', id: product.id, name: 'Beheer Pants', stock: expect.any(Number) },
      }),
    ]);
    expect(body.payments).toEqual([
      expect.objectContaining({ provider: 'test', status: 'paid', amountCents: 2500 }),
    ]);
    expect((await call(detail, { params: { number: 'ZZ-1' }, token: editor.token })).status).toBe(404);
    expect((await call(detail, { params: { number: 'ZZ-1 or 1=1' }, token: editor.token })).status).toBe(422);
  });

  it('marks an order shipped with a track-and-trace code and sends a discreet e-mail', async () => {
    const created = await insertOrder(database(), {
      email: 'verzend@example.nl',
      firstName: 'Greet',
      status: 'paid',
      createdAt: amsterdam('2025-05-02 10:00'),
      lines: [line(1)],
    });
    const response = await call(ship, {
      params: { number: created.number },
      body: { track_and_trace: '3SABCD1234567' },
      token: editor.token,
    });
    expect(response.status).toBe(200);
    const body = response.body as OrderDetail;
    expect(body.status).toBe('shipped');
    expect(body.trackAndTrace).toBe('3SABCD1234567');
    expect(body.history.at(-1)).toMatchObject({
      fromStatus: 'paid',
      toStatus: 'shipped',
      actor: 'staff',
      actorName: 'editor Test',
      note: 'Track-en-tracecode: 3SABCD1234567',
    });
    const [audit] = await database()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.number), eq(auditLog.action, 'order.shipped')));
    expect(audit).toMatchObject({ actorUserId: editor.id, entity: 'order' });

    const outbox = path.join(process.env.DATA_DIR!, 'outbox');
    const mail = readdirSync(outbox)
      .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
      .find((text) => text.includes('To: verzend@example.nl'));
    expect(mail).toBeDefined();
    expect(mail).toContain(`Subject: Je bestelling ${created.number} is onderweg`);
    expect(mail).toContain('3SABCD1234567');
    expect(mail).not.toContain('Beheer Pants');

    // Shipping twice is refused: the order moved on.
    const again = await call(ship, { params: { number: created.number }, body: {}, token: editor.token });
    expect(again.status).toBe(409);
    const delivered = await call(deliver, {
      params: { number: created.number },
      body: {},
      token: editor.token,
    });
    expect((delivered.body as OrderDetail).status).toBe('delivered');
  });

  it('refuses a track-and-trace code with odd characters', async () => {
    const response = await call(ship, {
      params: { number: 'ZZ-1' },
      body: { track_and_trace: '<script>' },
      token: editor.token,
    });
    expect(response.status).toBe(422);
  });

  it('cancels an unpaid order without touching money or stock', async () => {
    const created = await insertOrder(database(), {
      email: 'open@example.nl',
      status: 'pending',
      createdAt: amsterdam('2025-05-03 10:00'),
      lines: [line(1)],
    });
    const stockBefore = (await database().db.select().from(products).where(eq(products.id, product.id)))[0]!
      .stock;
    const response = await call(cancel, {
      params: { number: created.number },
      body: { note: 'Klant belde: dubbel besteld' },
      token: editor.token,
    });
    expect(response.status).toBe(200);
    expect((response.body as OrderDetail).status).toBe('cancelled');
    expect((await order(created.number)).cancelledAt).not.toBeNull();
    const stockAfter = (await database().db.select().from(products).where(eq(products.id, product.id)))[0]!
      .stock;
    expect(stockAfter).toBe(stockBefore);
    // Cancelled is final.
    expect(
      (await call(ship, { params: { number: created.number }, body: {}, token: editor.token })).status,
    ).toBe(409);
  });

  it('cancels a paid order: the money goes back through the provider and the stock returns', async () => {
    const created = await insertOrder(database(), {
      email: 'spijt@example.nl',
      status: 'paid',
      createdAt: amsterdam('2025-05-04 10:00'),
      lines: [line(3)],
      paid: true,
      stockTaken: true,
    });
    const stockBefore = (await database().db.select().from(products).where(eq(products.id, product.id)))[0]!
      .stock;
    const response = await call(cancel, {
      params: { number: created.number },
      body: {},
      token: editor.token,
    });
    expect(response.status).toBe(200);
    const body = response.body as OrderDetail;
    expect(body.status).toBe('cancelled');
    expect(body.refundedCents).toBe(3750);
    expect(body.payments[0]!.refunds).toEqual([
      expect.objectContaining({ amountCents: 3750, actor: 'redactie@winkel.test' }),
    ]);
    const [atProvider] = await database()
      .db.select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.id, body.payments[0]!.providerPaymentId));
    expect(atProvider!.refundedCents).toBe(3750);
    const stockAfter = (await database().db.select().from(products).where(eq(products.id, product.id)))[0]!
      .stock;
    expect(stockAfter).toBe(stockBefore + 3);
  });

  it('refunds part, then the rest, through the payment provider', async () => {
    const created = await insertOrder(database(), {
      email: 'retour@example.nl',
      status: 'shipped',
      createdAt: amsterdam('2025-05-05 10:00'),
      lines: [line(4)],
      paid: true,
    });
    const tooMuch = await call(refund, {
      params: { number: created.number },
      body: { amount_cents: 6000 },
      token: editor.token,
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({
      errors: { amount_cents: [messages.admin.refundTooHigh(formatEuro(5000))] },
    });

    const part = await call(refund, {
      params: { number: created.number },
      body: { amount_cents: 1250, note: 'Een pak retour' },
      token: editor.token,
    });
    expect(part.status).toBe(200);
    const afterPart = part.body as OrderDetail;
    expect(afterPart.status).toBe('shipped');
    expect(afterPart.refundedCents).toBe(1250);
    expect(afterPart.history.at(-1)).toMatchObject({
      fromStatus: 'shipped',
      toStatus: 'shipped',
      note: `Deels terugbetaald: ${formatEuro(1250)}. Een pak retour`,
    });

    const rest = await call(refund, { params: { number: created.number }, body: {}, token: editor.token });
    const afterRest = rest.body as OrderDetail;
    expect(afterRest.status).toBe('refunded');
    expect(afterRest.refundedCents).toBe(5000);
    expect(afterRest.actions).toEqual({ ship: false, deliver: false, cancel: false, refund: false });
    const nothingLeft = await call(refund, {
      params: { number: created.number },
      body: {},
      token: editor.token,
    });
    expect(nothingLeft.status).toBe(409);
  });

  it('refuses a refund when nothing was paid', async () => {
    const created = await insertOrder(database(), {
      email: 'onbetaald@example.nl',
      status: 'pending',
      createdAt: amsterdam('2025-05-06 10:00'),
      lines: [line(1)],
    });
    const response = await call(refund, {
      params: { number: created.number },
      body: {},
      token: editor.token,
    });
    expect(response.status).toBe(409);
  });
});

describe('stock', () => {
  it('lists products with their variations and stock', async () => {
    const response = await call(productsList, { path: '/api/admin/products', token: editor.token });
    expect(response.status).toBe(200);
    const { products: rows } = response.body as { products: StockProduct[] };
    const own = rows.find((row) => row.id === product.id)!;
    expect(own).toMatchObject({ name: 'Beheer Pants', variations: [] });
    expect(own.stock).toEqual(expect.any(Number));
    const withVariations = rows.find((row) => row.id === variation.productId)!;
    expect(withVariations.stock).toBeNull();
    expect(withVariations.variations).toContainEqual(
      expect.objectContaining({ id: variation.id, stock: variation.stock }),
    );
  });

  it('sets a counted stock, audited, and invalidates cached catalogue pages', async () => {
    const invalidated: string[][] = [];
    const cache = {
      enabled: true,
      invalidate: async ({ tags }: { tags: string[] }) => void invalidated.push(tags),
    };
    const response = await call(stock, {
      method: 'PUT',
      body: { target: 'variation', id: variation.id, stock: 7 },
      token: editor.token,
      cache,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ target: 'variation', id: variation.id, stock: 7 });
    expect(invalidated).toEqual([['catalog']]);
    const [row] = await database()
      .db.select()
      .from(productVariations)
      .where(eq(productVariations.id, variation.id));
    expect(row!.stock).toBe(7);
    const [audit] = await database()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stock.updated'), eq(auditLog.entityId, String(variation.id))));
    expect(audit).toMatchObject({
      actorUserId: editor.id,
      entity: 'variation',
      details: { from: variation.stock, to: 7 },
    });
  });

  it('refuses negative or fractional stock and unknown products', async () => {
    for (const value of [-1, 2.5]) {
      const response = await call(stock, {
        method: 'PUT',
        body: { target: 'product', id: product.id, stock: value },
        token: editor.token,
      });
      expect(response.status).toBe(422);
    }
    const unknown = await call(stock, {
      method: 'PUT',
      body: { target: 'product', id: 999_999, stock: 1 },
      token: editor.token,
    });
    expect(unknown.status).toBe(404);
  });
});
