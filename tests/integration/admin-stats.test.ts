import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type StatsResponse, todayInNetherlands } from '~/features/admin/admin';
import { GET as stats } from '~/pages/api/admin/stats';
import {
  categories,
  newsletterSubscribers,
  orders,
  productCategories,
  products,
  subscriptions,
} from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { amsterdam, insertOrder, userWithToken } from './admin-fixtures';

const database = setupTestDatabase({ seed: true });

// The period asked for: February 2026 (28 days); the previous period: 4 to 31 January.
const PERIOD = '/api/admin/stats?from=2026-02-01&to=2026-02-28';
let adminToken: string;
let editorToken: string;
let customerToken: string;
let hoofd: number;
let inleg: number;
let broekjes: number;
let verband: number;

/**
 * A small shop whose figures are known by construction (see each expectation):
 * two products, two categories, orders in and around both periods in every status.
 */
beforeAll(async () => {
  const db = database();
  adminToken = (await userWithToken(db, 'admin', 'beheer@winkel.test')).token;
  editorToken = (await userWithToken(db, 'editor', 'redactie@winkel.test')).token;
  customerToken = (await userWithToken(db, 'customer', 'klant@winkel.test')).token;

  const [p1, p2] = await db.db
    .insert(products)
    .values([
      { slug: 'stats-broekje', name: 'Statistiek Broekje', priceCents: 1000, stock: 100 },
      { slug: 'stats-verband', name: 'Statistiek Verband', priceCents: 3000, stock: 100 },
    ])
    .returning();
  hoofd = p1!.id;
  inleg = p2!.id;
  const [c1, c2] = await db.db
    .insert(categories)
    .values([
      { slug: 'stats-alles', name: 'Statistiek Alles' },
      { slug: 'stats-verbanden', name: 'Statistiek Verbanden' },
    ])
    .returning();
  broekjes = c1!.id;
  verband = c2!.id;
  await db.db.insert(productCategories).values([
    { productId: hoofd, categoryId: broekjes },
    { productId: inleg, categoryId: broekjes },
    { productId: inleg, categoryId: verband },
  ]);

  const line = (product: 'p1' | 'p2', quantity: number) =>
    product === 'p1'
      ? { productId: hoofd, name: 'Statistiek Broekje', quantity, unitPriceCents: 1000 }
      : { productId: inleg, name: 'Statistiek Verband', quantity, unitPriceCents: 3000 };

  // In the period: A, B, C and G count (14,000 cents); D, E, F do not.
  await insertOrder(db, {
    email: 'anna@example.nl',
    status: 'paid',
    createdAt: amsterdam('2026-02-02 10:00'),
    lines: [line('p1', 2), line('p2', 1)],
    vatCents: 413,
  });
  await insertOrder(db, {
    email: 'bert@example.nl',
    status: 'shipped',
    createdAt: amsterdam('2026-02-10 09:00'),
    lines: [line('p1', 1)],
    shippingCents: 500,
    vatCents: 124,
    paymentMethod: 'creditcard',
  });
  await insertOrder(db, {
    email: 'anna@example.nl',
    status: 'delivered',
    createdAt: amsterdam('2026-02-20 12:00'),
    lines: [line('p2', 2)],
    vatCents: 495,
  });
  await insertOrder(db, {
    email: 'carl@example.nl',
    status: 'refunded',
    createdAt: amsterdam('2026-02-15 12:00'),
    lines: [line('p1', 5)],
  });
  await insertOrder(db, {
    email: 'dora@example.nl',
    status: 'failed',
    createdAt: amsterdam('2026-02-16 12:00'),
    lines: [line('p2', 1)],
  });
  await insertOrder(db, {
    email: 'eva@example.nl',
    status: 'pending',
    createdAt: amsterdam('2026-02-17 12:00'),
    lines: [line('p2', 1)],
  });
  // G: the last evening of the period (Dutch time) counts ...
  await insertOrder(db, {
    email: 'frank@example.nl',
    status: 'paid',
    createdAt: amsterdam('2026-02-28 23:30'),
    lines: [line('p1', 1)],
    shippingCents: 500,
    vatCents: 124,
  });
  // ... half an hour later it is March in the Netherlands (still February in UTC): not counted.
  await insertOrder(db, {
    email: 'frank@example.nl',
    status: 'paid',
    createdAt: amsterdam('2026-03-01 00:30'),
    lines: [line('p2', 3)],
  });

  // The previous period: P1 counts; P2 was cancelled.
  await insertOrder(db, {
    email: 'bert@example.nl',
    status: 'paid',
    createdAt: amsterdam('2026-01-10 15:00'),
    lines: [line('p1', 1)],
    shippingCents: 500,
    vatCents: 124,
  });
  await insertOrder(db, {
    email: 'gina@example.nl',
    status: 'cancelled',
    createdAt: amsterdam('2026-01-12 15:00'),
    lines: [line('p2', 1)],
  });

  // Subscriptions: one running all along (4 weeks, 39.00 a delivery), one cancelled in
  // February (8 weeks, 24.00), one never activated.
  const [running, stopped] = await db.db
    .insert(subscriptions)
    .values([
      {
        email: 'ivo@example.nl',
        status: 'active',
        intervalWeeks: 4,
        template: {},
        paymentProvider: 'test',
        activatedAt: amsterdam('2025-12-15 10:00'),
      },
      {
        email: 'jet@example.nl',
        status: 'cancelled',
        intervalWeeks: 8,
        template: {},
        paymentProvider: 'test',
        activatedAt: amsterdam('2025-12-01 10:00'),
        cancelledAt: amsterdam('2026-02-05 10:00'),
      },
      {
        email: 'kees@example.nl',
        status: 'pending',
        intervalWeeks: 4,
        template: {},
        paymentProvider: 'test',
      },
    ])
    .returning();
  await insertOrder(db, {
    email: 'ivo@example.nl',
    status: 'delivered',
    createdAt: amsterdam('2025-12-15 10:00'),
    lines: [line('p2', 1)],
    shippingCents: 900,
    subscriptionId: running!.id,
    isSubscription: true,
  });
  await insertOrder(db, {
    email: 'jet@example.nl',
    status: 'delivered',
    createdAt: amsterdam('2025-12-01 10:00'),
    lines: [line('p1', 2)],
    shippingCents: 400,
    subscriptionId: stopped!.id,
    isSubscription: true,
  });

  await db.db.insert(newsletterSubscribers).values([
    {
      email: 'n1@example.nl',
      status: 'confirmed',
      unsubscribeToken: 'u1',
      confirmedAt: amsterdam('2026-02-03 08:00'),
    },
    {
      email: 'n2@example.nl',
      status: 'unsubscribed',
      unsubscribeToken: 'u2',
      confirmedAt: amsterdam('2026-02-10 08:00'),
      unsubscribedAt: amsterdam('2026-02-11 08:00'),
    },
    {
      email: 'n3@example.nl',
      status: 'confirmed',
      unsubscribeToken: 'u3',
      confirmedAt: amsterdam('2026-01-05 08:00'),
    },
    { email: 'n4@example.nl', status: 'pending', unsubscribeToken: 'u4' },
  ]);
});

async function februaryStats(): Promise<StatsResponse> {
  const response = await call(stats, { path: PERIOD, token: adminToken });
  expect(response.status).toBe(200);
  return response.body as StatsResponse;
}

describe('GET /api/admin/stats', () => {
  it('is for admins only', async () => {
    expect((await call(stats, { path: PERIOD })).status).toBe(401);
    expect((await call(stats, { path: PERIOD, token: customerToken })).status).toBe(403);
    expect((await call(stats, { path: PERIOD, token: editorToken })).status).toBe(403);
  });

  it('counts revenue of paid, shipped and delivered orders only, incl. and excl. VAT', async () => {
    const { figures, period, previous } = await februaryStats();
    expect(period).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previous).toEqual({ from: '2026-01-04', to: '2026-01-31' });
    // A 5000 + B 1500 + C 6000 + G 1500; refunded, failed, pending and the March order excluded.
    expect(figures.revenueCents).toEqual({ current: 14_000, previous: 1500 });
    expect(figures.revenueExclVatCents).toEqual({ current: 14_000 - 1156, previous: 1500 - 124 });
    expect(figures.orders).toEqual({ current: 4, previous: 1 });
    expect(figures.averageOrderCents).toEqual({ current: 3500, previous: 1500 });
  });

  it('knows new and returning customers by e-mail address', async () => {
    const { figures } = await februaryStats();
    // Anna and Frank ordered for the first time; Bert had ordered in January.
    expect(figures.newCustomers).toEqual({ current: 2, previous: 1 });
    // Anna (two orders) and Bert (January) of the three customers came back.
    expect(figures.repeatCustomerShare.current).toBeCloseTo(2 / 3, 10);
    expect(figures.repeatCustomerShare.previous).toBe(0);
  });

  it('ranks products and categories by revenue and by units', async () => {
    const { topProducts, topCategories } = await februaryStats();
    const verbandRow = { id: inleg, name: 'Statistiek Verband', units: 3, revenueCents: 9000 };
    const broekjeRow = { id: hoofd, name: 'Statistiek Broekje', units: 4, revenueCents: 4000 };
    expect(topProducts.byRevenue).toEqual([verbandRow, broekjeRow]);
    expect(topProducts.byUnits).toEqual([broekjeRow, verbandRow]);
    expect(topCategories.byRevenue).toEqual([
      { id: broekjes, name: 'Statistiek Alles', units: 7, revenueCents: 13_000 },
      { id: verband, name: 'Statistiek Verbanden', units: 3, revenueCents: 9000 },
    ]);
  });

  it('shows the payment-method mix and the orders by status', async () => {
    const { paymentMethods, ordersByStatus } = await februaryStats();
    expect(paymentMethods).toEqual([
      { method: 'ideal', orders: 3, revenueCents: 12_500 },
      { method: 'creditcard', orders: 1, revenueCents: 1500 },
    ]);
    expect(ordersByStatus).toEqual([
      { status: 'pending', orders: 1, previous: 0 },
      { status: 'paid', orders: 2, previous: 1 },
      { status: 'failed', orders: 1, previous: 0 },
      { status: 'cancelled', orders: 0, previous: 1 },
      { status: 'shipped', orders: 1, previous: 0 },
      { status: 'delivered', orders: 1, previous: 0 },
      { status: 'refunded', orders: 1, previous: 0 },
    ]);
  });

  it('counts subscriptions, their monthly value and newsletter confirmations', async () => {
    const { figures } = await februaryStats();
    expect(figures.activeSubscriptions).toEqual({ current: 1, previous: 2 });
    // 3900 every 4 weeks = 3900 * 52 / 12 / 4 = 4225 a month; 2400 every 8 weeks = 1300 a month.
    expect(figures.subscriptionMrrCents).toEqual({ current: 4225, previous: 5525 });
    expect(figures.cancelledSubscriptions).toEqual({ current: 1, previous: 0 });
    // A confirmation counts as a sign-up even when the subscriber left again later.
    expect(figures.newsletterSignups).toEqual({ current: 2, previous: 1 });
  });

  it('gives a day-by-day series with the previous period beside it', async () => {
    const { series, bucket } = await februaryStats();
    expect(bucket).toBe('day');
    expect(series).toHaveLength(28);
    expect(series[1]).toEqual({
      bucket: '2026-02-02',
      revenueCents: 5000,
      orders: 1,
      previousRevenueCents: 0,
      previousOrders: 0,
    });
    // 10 January is day 7 of the previous period, beside 7 February.
    expect(series[6]).toMatchObject({ bucket: '2026-02-07', previousRevenueCents: 1500, previousOrders: 1 });
    expect(series[27]).toMatchObject({ bucket: '2026-02-28', revenueCents: 1500, orders: 1 });
    expect(series.reduce((total, day) => total + day.revenueCents, 0)).toBe(14_000);
  });

  it('uses months for long periods', async () => {
    const response = await call(stats, {
      path: '/api/admin/stats?from=2025-03-01&to=2026-02-28',
      token: adminToken,
    });
    const body = response.body as StatsResponse;
    expect(body.bucket).toBe('month');
    expect(body.series.map((month) => month.bucket)).toHaveLength(12);
    expect(body.series.at(-1)).toMatchObject({ bucket: '2026-02-01', revenueCents: 14_000, orders: 4 });
    expect(body.series.at(-3)).toMatchObject({ bucket: '2025-12-01', revenueCents: 3900 + 2400, orders: 2 });
  });

  it('answers 422 for a period that makes no sense', async () => {
    for (const query of [
      '',
      '?from=2026-02-10&to=2026-02-01',
      '?from=gisteren&to=2026-02-01',
      '?from=2010-01-01&to=2026-01-01',
    ]) {
      const response = await call(stats, { path: `/api/admin/stats${query}`, token: adminToken });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
  });
});

// The figures of closed days come from daily roll-ups (decision 006): they must follow every change.
describe('GET /api/admin/stats after orders change', () => {
  const late = {
    email: 'laatkomer@example.nl',
    createdAt: amsterdam('2026-02-14 12:00'),
    lines: [{ productId: null, name: 'Statistiek Broekje', quantity: 1, unitPriceCents: 2500 }],
  };

  it('counts an order entered afterwards for a day already rolled up, and forgets it when refunded', async () => {
    const before = await februaryStats();
    const order = await insertOrder(database(), { ...late, status: 'paid' });

    const added = await februaryStats();
    expect(added.figures.revenueCents.current).toBe(before.figures.revenueCents.current + 2500);
    expect(added.figures.orders.current).toBe(before.figures.orders.current + 1);
    expect(added.figures.newCustomers.current).toBe(before.figures.newCustomers.current + 1);
    expect(added.series.find((day) => day.bucket === '2026-02-14')?.orders).toBe(1);

    await database().db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id));
    const refunded = await februaryStats();
    expect(refunded.figures).toEqual(before.figures);
    expect(refunded.topProducts).toEqual(before.topProducts);
    expect(refunded.ordersByStatus.find((row) => row.status === 'refunded')?.orders).toBe(
      (before.ordersByStatus.find((row) => row.status === 'refunded')?.orders ?? 0) + 1,
    );

    await database().db.delete(orders).where(eq(orders.id, order.id));
    expect((await februaryStats()).ordersByStatus).toEqual(before.ordersByStatus);
  });

  it("reads today's orders live, the moment they are paid", async () => {
    const today = todayInNetherlands();
    const path = `/api/admin/stats?from=${today}&to=${today}`;
    const first = (await call(stats, { path, token: adminToken })).body as StatsResponse;
    const order = await insertOrder(database(), { ...late, status: 'pending', createdAt: new Date() });
    await database().db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));

    const second = (await call(stats, { path, token: adminToken })).body as StatsResponse;
    expect(second.figures.revenueCents.current).toBe(first.figures.revenueCents.current + 2500);
    expect(second.figures.orders.current).toBe(first.figures.orders.current + 1);
  });
});
