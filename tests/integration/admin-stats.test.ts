import { beforeAll, describe, expect, it } from 'vitest';
import type { StatsResponse } from '~/features/admin/stats/stats';
import { GET as stats } from '~/pages/api/admin/stats';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { PERIOD, seedStatsShop } from './admin-stats-fixtures';

const database = setupTestDatabase({ seed: true });

let adminToken: string;
let editorToken: string;
let customerToken: string;
let hoofd: number;
let inleg: number;
let broekjes: number;
let verband: number;
beforeAll(async () => {
  ({ adminToken, editorToken, customerToken, hoofd, inleg, broekjes, verband } = await seedStatsShop(
    database(),
  ));
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
