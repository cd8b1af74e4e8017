import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Period, presetPeriod, type StatsResponse } from '~/features/admin/stats/stats';
import { statsThrough } from '~/features/admin/stats.server';
import { refreshStatsRollups, resetStatsRollups } from '~/features/admin/stats-rollups.server';
import { issueCreditInvoice, issueInvoice } from '~/features/invoices/invoices.server';
import { addDays, todayInNetherlands } from '~/lib/dates';
import { GET as stats } from '~/pages/api/admin/stats';
import { scheduledJobNames } from '~/server/jobs';
import '~/app/scheduled-jobs';
import { orderLines, orders } from '~/server/db/schema';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { amsterdam, insertOrder, userWithToken } from './admin-fixtures';

/*
 * The statistics read closed days from daily roll-ups (decision 006) and the rest from the orders.
 * Whatever happens to the orders, both ways must give the same figures: here over a seeded random
 * shop (repeat customers, orders at the same instant, discounts, partial refunds, every status),
 * after each kind of change, for periods with and without a seam between roll-ups and orders.
 * The customer figures are also checked against a plain count over the orders in JavaScript.
 */

const database = setupTestDatabase({ seed: true });
const db = () => database();

const today = todayInNetherlands();
const PERIODS: Period[] = [
  { from: '2026-01-01', to: '2026-06-30' },
  { from: '2026-03-01', to: '2026-03-31' },
  { from: '2026-02-10', to: '2026-02-16' },
  { from: '2026-04-15', to: '2026-04-15' },
  { from: '2026-04-01', to: '2026-04-07' },
  presetPeriod('12m', today),
];

/** A small deterministic random source, so a failure can be replayed. */
function randomSource(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const line = { productId: null, name: 'Rollup Broekje', quantity: 2, unitPriceCents: 1250 };
const STATUSES = [
  'paid',
  'paid',
  'shipped',
  'delivered',
  'delivered',
  'pending',
  'failed',
  'refunded',
] as const;
const COUNTED = new Set(['paid', 'shipped', 'delivered']);

let adminToken: string;
const placed: { id: number; email: string; status: string }[] = [];

beforeAll(async () => {
  adminToken = (await userWithToken(db(), 'admin', 'beheer-rollups@winkel.test')).token;
  const random = randomSource(26);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const start = amsterdam('2025-07-01 08:00').getTime();
  for (let n = 0; n < 260; n += 1) {
    const createdAt = new Date(
      start + Math.floor(random() * 330) * 86_400_000 + Math.floor(random() * 14) * 3_600_000,
    );
    const order = await insertOrder(db(), {
      email: `klant${Math.floor(random() * 40)}@example.nl`,
      status: pick(STATUSES),
      createdAt,
      lines: [
        {
          productId: null,
          name: 'Rollup Broekje',
          quantity: 1 + (n % 3),
          unitPriceCents: 1000 + (n % 7) * 250,
        },
      ],
      paymentMethod: pick(['ideal', 'creditcard', 'bancontact']),
    });
    placed.push({ id: order.id, email: order.email, status: order.status });
    // The same customer twice at one instant (a tie the previous-order rule must break), and on one day.
    if (n % 37 === 0) {
      for (const later of [0, 3_600_000]) {
        const twin = await insertOrder(db(), {
          email: order.email,
          status: 'paid',
          createdAt: new Date(createdAt.getTime() + later),
          lines: [{ productId: null, name: 'Rollup Verband', quantity: 1, unitPriceCents: 1500 }],
        });
        placed.push({ id: twin.id, email: twin.email, status: twin.status });
      }
    }
  }
  // Two customers with exactly two orders in March, and one with one order in April so far.
  for (const [email, at] of [
    ['paar1@example.nl', '2026-03-05 10:00'],
    ['paar1@example.nl', '2026-03-20 10:00'],
    ['paar2@example.nl', '2026-03-06 10:00'],
    ['paar2@example.nl', '2026-03-21 10:00'],
    ['alleen@example.nl', '2026-04-02 10:00'],
    ['deels@example.nl', '2026-05-12 10:00'],
  ] as const) {
    const order = await insertOrder(db(), { email, status: 'paid', createdAt: amsterdam(at), lines: [line] });
    placed.push({ id: order.id, email: order.email, status: order.status });
  }
  // Discounts: the line and the order's total go down by the same amount.
  const discounted = placed.filter((order, index) => index % 9 === 0 && COUNTED.has(order.status));
  for (const order of discounted) {
    await db().db.update(orderLines).set({ discountCents: 200 }).where(eq(orderLines.orderId, order.id));
    await db()
      .db.update(orders)
      .set({ totalCents: sql`${orders.totalCents} - 200` })
      .where(eq(orders.id, order.id));
  }
  // Partial refunds: an invoice, then a credit invoice for part of it.
  for (const order of placed.filter((order, index) => index % 11 === 0 && COUNTED.has(order.status))) {
    await partialRefund(order.id, 300);
  }
});

/** The invoice of an order, then a credit invoice for part of it: a free amount at 9% VAT. */
async function partialRefund(orderId: number, grossCents: number) {
  await db().db.transaction(async (tx) => {
    await issueInvoice(tx, orderId);
    await issueCreditInvoice(tx, orderId, {
      lines: [],
      shipping: null,
      amounts: [{ vatRateBasisPoints: 900, grossCents }],
    });
  });
}

/** Customer figures by definition, counted over the orders in JavaScript. */
async function customerReference(period: Period) {
  const rows = await db()
    .db.select({ email: orders.email, createdAt: orders.createdAt, status: orders.status })
    .from(orders)
    .orderBy(orders.createdAt, orders.id);
  const days = new Map<string, string[]>();
  for (const row of rows.filter((row) => COUNTED.has(row.status))) {
    const list = days.get(row.email) ?? [];
    list.push(todayInNetherlands(row.createdAt));
    days.set(row.email, list);
  }
  const inPeriod = (day: string) => day >= period.from && day <= period.to;
  const customers = [...days.values()].filter((list) => list.some(inPeriod));
  const fresh = [...days.values()].filter((list) => inPeriod(list[0]!));
  const single = fresh.filter((list) => list.length === 1 || list[1]! > period.to);
  return {
    newCustomers: fresh.length,
    repeatCustomerShare: customers.length ? (customers.length - single.length) / customers.length : null,
  };
}

const figuresOfCustomers = (answer: StatsResponse) => ({
  newCustomers: answer.figures.newCustomers.current,
  repeatCustomerShare: answer.figures.repeatCustomerShare.current,
});

/** The job's run, then every period read three ways: all from the orders, all roll-ups, a seam. */
async function expectRollupsToMatchOrders() {
  const closed = await refreshStatsRollups(db());
  expect(closed).toBe(addDays(today, -1));
  for (const period of PERIODS) {
    const fromOrders = await statsThrough(db(), period, null);
    expect(await statsThrough(db(), period, closed)).toEqual(fromOrders);
    expect(await statsThrough(db(), period, addDays(period.from, 3))).toEqual(fromOrders);
    expect(figuresOfCustomers(fromOrders)).toEqual(await customerReference(period));
  }
}

const counted = () => placed.filter((order) => COUNTED.has(order.status));

describe('statistics from the roll-ups equal the statistics from the orders', () => {
  it('after the whole history is rolled up', async () => {
    expect((await statsThrough(db(), PERIODS[0]!, null)).figures.orders.current).toBeGreaterThan(50);
    await expectRollupsToMatchOrders();
  });

  it('after refunds: a whole order and part of one (a credit invoice) on closed days', async () => {
    const [whole] = counted();
    const part = placed.find((order) => order.email === 'deels@example.nl');
    await db().db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, whole!.id));
    whole!.status = 'refunded';
    // A second order refunded: its customer's first day now has a customer without a second.
    const [, second] = placed.filter((order) => order.email === 'paar1@example.nl');
    await db().db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, second!.id));
    await partialRefund(part!.id, 500);
    await expectRollupsToMatchOrders();
  });

  it("after an order moves to another customer, another day, or is deleted (a customer's first)", async () => {
    const [, , moved, redated] = counted();
    await db().db.update(orders).set({ email: 'verhuisd@example.nl' }).where(eq(orders.id, moved!.id));
    await db()
      .db.update(orders)
      .set({ createdAt: amsterdam('2025-07-02 09:00') })
      .where(eq(orders.id, redated!.id));
    await expectRollupsToMatchOrders();

    const [first] = await db()
      .db.select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.status} in ('paid', 'shipped', 'delivered')`)
      .orderBy(orders.createdAt, orders.id)
      .limit(1);
    await db().db.delete(orderLines).where(eq(orderLines.orderId, first!.id));
    await db().db.delete(orders).where(eq(orders.id, first!.id));
    await expectRollupsToMatchOrders();
  });

  it('after late payments, orders entered afterwards and a bulk status change', async () => {
    const pending = placed.filter((order) => order.status === 'pending').slice(0, 3);
    for (const order of pending) {
      await db().db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
      order.status = 'paid';
    }
    // A new customer on a closed day, an existing one before their first order, and a second order.
    for (const [email, at] of [
      ['nieuw@example.nl', '2026-03-03 10:00'],
      ['klant1@example.nl', '2025-06-30 10:00'],
      ['alleen@example.nl', '2026-04-10 10:00'],
    ] as const) {
      await insertOrder(db(), { email, status: 'delivered', createdAt: amsterdam(at), lines: [line] });
    }
    await db().db.update(orders).set({ status: 'delivered' }).where(eq(orders.status, 'shipped'));
    await expectRollupsToMatchOrders();
  });

  it('when a read comes before the job: the read brings the changed days up to date itself', async () => {
    await refreshStatsRollups(db());
    const [order] = counted().slice(-1);
    await db().db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order!.id));
    order!.status = 'cancelled';
    const period = PERIODS[0]!;
    const answer = await call(stats, {
      path: `/api/admin/stats?from=${period.from}&to=${period.to}`,
      token: adminToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(await statsThrough(db(), period, null));
  });

  it('while an order writer is still running: the refresh neither waits for it nor takes its mark', async (context) => {
    // Two connections at once: PostgreSQL only (PGlite runs one statement at a time).
    if (db().kind !== 'postgres') context.skip();
    await refreshStatsRollups(db());
    const [pair] = await db().execute(`
      select array_agg(id order by id) as ids from orders where status in ('paid', 'shipped', 'delivered')
      group by (created_at at time zone 'Europe/Amsterdam')::date having count(*) >= 2 limit 1`);
    const [committed, running] = pair!.ids as number[];
    // The day is marked stale already (committed), then a writer marks it again and waits.
    await db()
      .db.update(orders)
      .set({
        status: sql`case when status = 'paid' then 'shipped'::order_status else 'paid'::order_status end`,
      })
      .where(eq(orders.id, committed!));
    expect(await db().execute('select 1 from stats_stale_days')).not.toHaveLength(0);
    let release!: () => void;
    let marked!: () => void;
    const writerMarked = new Promise<void>((resolve) => (marked = resolve));
    const writer = db().db.transaction(async (tx) => {
      // A change of the day's revenue only (no customer's orders change): only the day's mark tells.
      await tx
        .update(orders)
        .set({ totalCents: sql`${orders.totalCents} - 100` })
        .where(eq(orders.id, running!));
      marked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await writerMarked;
    const waited = new Promise((resolve) => setTimeout(() => resolve('waited for the writer'), 5_000));
    expect(await Promise.race([refreshStatsRollups(db()), waited])).toBe(addDays(today, -1));
    release();
    await writer;
    await expectRollupsToMatchOrders();
  });

  it('after a rebuild from scratch (npm run stats:rebuild)', async () => {
    const before = await statsThrough(db(), PERIODS[0]!, null);
    await resetStatsRollups(db());
    await expectRollupsToMatchOrders();
    expect(await statsThrough(db(), PERIODS[0]!, null)).toEqual(before);
  });

  it('are kept by a scheduled job', () => {
    expect(scheduledJobNames()).toContain('stats.rollups');
  });
});
