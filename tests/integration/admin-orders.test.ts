import type { APIRoute } from 'astro';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderListResponse } from '~/features/admin/order-list';
import type { StockProduct } from '~/features/admin/stock';
import { POST as cancel } from '~/pages/api/admin/orders/[number]/cancel';
import { POST as deliver } from '~/pages/api/admin/orders/[number]/deliver';
import { GET as detail } from '~/pages/api/admin/orders/[number]/index';
import { POST as refund } from '~/pages/api/admin/orders/[number]/refund';
import { POST as ship } from '~/pages/api/admin/orders/[number]/ship';
import { GET as exportCsv } from '~/pages/api/admin/orders/export.csv';
import { GET as list } from '~/pages/api/admin/orders/index';
import { GET as productsList } from '~/pages/api/admin/products';
import { PUT as stock } from '~/pages/api/admin/stock';
import { auditLog, productVariations } from '~/server/db/schema';
import { call } from '../helpers/api';
import { recordInvalidations } from '../helpers/cache-invalidations';
import { setupTestDatabase } from '../helpers/db';
import { amsterdam, insertOrder } from './admin-fixtures';
import { type AdminOrdersShop, productLine, seedAdminOrdersShop } from './admin-orders-fixtures';

const database = setupTestDatabase({ seed: true });
const invalidations = recordInvalidations();

let editor: AdminOrdersShop['editor'];
let customerToken: string;
let product: AdminOrdersShop['product'];
let variation: AdminOrdersShop['variation'];

const line = (quantity: number) => productLine(product, quantity);

beforeAll(async () => {
  ({ editor, customerToken, product, variation } = await seedAdminOrdersShop(database()));
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

  it('pages through the orders newest first, from a position, and says which ones it shows', async () => {
    const april = 'from=2025-04-01&to=2025-04-30';
    const first = await get(april);
    expect(first).toMatchObject({ total: 30, totalExact: true, offset: 0, previous: null });
    expect(first.orders).toHaveLength(25);
    expect(first.orders[0]!.createdAt).toBe(amsterdam('2025-04-30 12:00').toISOString());
    expect(first.next).toEqual({ after: first.orders[24]!.number });

    const second = await get(`${april}&after=${first.next!.after}`);
    expect(second).toMatchObject({ total: 30, offset: 25, next: null, previous: {} });
    expect(second.orders.map((order) => order.createdAt)).toEqual(
      [5, 4, 3, 2, 1].map((day) => amsterdam(`2025-04-0${day} 12:00`).toISOString()),
    );
    // Back from a page within a page of the top: the first page, in full.
    const back = await get(`${april}&before=${second.orders[0]!.number}`);
    expect(back.orders).toEqual(first.orders);
    expect(back.offset).toBe(0);
  });

  it('refuses a position that names no order, two positions, or a page number', async () => {
    const errors = async (query: string) => {
      const response = await call(list, { path: `/api/admin/orders?${query}`, token: editor.token });
      expect(response.status).toBe(422);
      return Object.keys((response.body as { errors: object }).errors);
    };
    expect(await errors('after=ZZ-999999999')).toEqual(['after']);
    expect(await errors('before=12')).toEqual(['before']);
    expect(await errors('after=ZZ-1&before=ZZ-2')).toEqual(['before']);
    expect(await errors('page=2')).toEqual(['page']);
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
    await invalidations.clear();
    const response = await call(stock, {
      method: 'PUT',
      body: { target: 'variation', id: variation.id, stock: 7 },
      token: editor.token,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ target: 'variation', id: variation.id, stock: 7 });
    // That product's pages and the product lists, not the whole catalogue.
    const [tags] = await invalidations.settled();
    expect(tags).toEqual(['product-lists', expect.stringMatching(/^product:/)]);
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
