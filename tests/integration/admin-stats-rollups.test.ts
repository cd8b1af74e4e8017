import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StatsResponse } from '~/features/admin/stats/stats';
import { todayInNetherlands } from '~/lib/dates';
import { GET as stats } from '~/pages/api/admin/stats';
import { orders } from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { amsterdam, insertOrder } from './admin-fixtures';
import { PERIOD, seedStatsShop } from './admin-stats-fixtures';

const database = setupTestDatabase({ seed: true });

let adminToken: string;
beforeAll(async () => {
  ({ adminToken } = await seedStatsShop(database()));
});

async function februaryStats(): Promise<StatsResponse> {
  const response = await call(stats, { path: PERIOD, token: adminToken });
  expect(response.status).toBe(200);
  return response.body as StatsResponse;
}

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
