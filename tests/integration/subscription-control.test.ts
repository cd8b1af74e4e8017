import type { APIRoute } from 'astro';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runDailySubscriptions } from '~/features/subscriptions/renewals.server';
import { POST as address } from '~/pages/api/subscriptions/[id]/address';
import { POST as cancel } from '~/pages/api/subscriptions/[id]/cancel';
import { POST as interval } from '~/pages/api/subscriptions/[id]/interval';
import { POST as lines } from '~/pages/api/subscriptions/[id]/lines';
import { POST as pause } from '~/pages/api/subscriptions/[id]/pause';
import { POST as resume } from '~/pages/api/subscriptions/[id]/resume';
import { POST as skip } from '~/pages/api/subscriptions/[id]/skip';
import { POST as unskip } from '~/pages/api/subscriptions/[id]/unskip';
import { GET as list } from '~/pages/api/subscriptions/index';
import { orders, products, subscriptionEvents } from '~/server/db/schema';
import { drainOutbox } from '~/server/outbox';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';
import {
  activeSubscription,
  dayFromToday,
  onDay,
  subscriptionProduct,
  subscriptionRow,
} from '../helpers/subscriptions';
import { userWithToken } from '../helpers/users';

const database = setupTestDatabase({ seed: true });
const { inbox } = setupSmtpServer();

let product: { id: number };
let other: { id: number };
let inactive: { id: number };
let owner: { token: string; email: string };
let stranger: { token: string };
beforeAll(async () => {
  product = await subscriptionProduct(database(), 'controle-a', 2000);
  other = await subscriptionProduct(database(), 'controle-b', 1500);
  inactive = await subscriptionProduct(database(), 'controle-weg', 1000);
  await database().db.update(products).set({ isActive: false }).where(eq(products.id, inactive.id));
  owner = {
    token: (await userWithToken(database(), 'customer', 'baas@example.nl')).token,
    email: 'baas@example.nl',
  };
  stranger = { token: (await userWithToken(database(), 'customer', 'ander@example.nl')).token };
});

const subscribe = (interval = 4) =>
  activeSubscription(database(), { token: owner.token, email: owner.email, productId: product.id, interval });

async function act(route: APIRoute, publicId: string, body?: unknown, token = owner.token) {
  return call(route, {
    method: 'POST',
    path: `/api/subscriptions/${publicId}/x`,
    params: { id: publicId },
    body,
    token,
  });
}

/** Mails sent so far with this subject (the outbox sends what the changes recorded). */
const mailsWith = async (subject: string) => {
  await drainOutbox();
  return inbox.filter(
    (mail) => mail.to.includes(owner.email) && decodeMail(mail.raw).includes(`Subject: ${subject}`),
  );
};

const latestOrderOf = async (subscriptionId: number) =>
  (
    await database()
      .db.select()
      .from(orders)
      .where(eq(orders.subscriptionId, subscriptionId))
      .orderBy(desc(orders.id))
      .limit(1)
  )[0];

const eventsOf = async (id: number) =>
  (
    await database().db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, id))
  ).map((event) => ({ kind: event.kind, actor: event.actor }));

describe('customer control of a subscription', () => {
  it('pauses until a date (future, at most 6 months), mails it, resumes by itself on that day', async () => {
    const row = await subscribe();
    expect((await act(pause, row.publicId, { until: dayFromToday(0) })).status).toBe(422);
    expect((await act(pause, row.publicId, { until: dayFromToday(200) })).status).toBe(422);
    expect((await act(pause, row.publicId, { until: 'morgen' })).status).toBe(422);
    expect((await act(pause, row.publicId, { until: dayFromToday(40) }, stranger.token)).status).toBe(404);

    const until = dayFromToday(40);
    const paused = await act(pause, row.publicId, { until });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({
      subscription: { status: 'paused', pause_reason: 'customer', paused_until: until, next_delivery: until },
      message: expect.stringContaining('Je volgende levering is op'),
    });
    expect(await mailsWith('Je abonnement is gepauzeerd')).toHaveLength(1);
    expect(await eventsOf(row.id)).toContainEqual({ kind: 'paused', actor: 'customer' });

    // Nothing is renewed during the pause; on its last day it resumes and renews.
    const during = await runDailySubscriptions(onDay(dayFromToday(30)));
    expect(during.renewals.ordered).toEqual([]);
    const ended = await runDailySubscriptions(onDay(until));
    expect(ended.resumed).toBeGreaterThanOrEqual(1);
    expect(await latestOrderOf(row.id)).toMatchObject({ status: 'paid' });
    expect(ended.renewals.ordered.length).toBeGreaterThanOrEqual(1);
    const after = await subscriptionRow(database(), row.id);
    expect(after).toMatchObject({ status: 'active', pauseReason: null });
  });

  it('resumes a pause now: the planned date when sooner, else one interval from today', async () => {
    const row = await subscribe(4);
    await act(pause, row.publicId, { until: dayFromToday(100) });
    expect((await act(resume, row.publicId, undefined, stranger.token)).status).toBe(404);
    const resumed = await act(resume, row.publicId);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({
      subscription: { status: 'active', next_delivery: dayFromToday(28) },
    });
    expect((await act(resume, row.publicId)).status).toBe(409);
  });

  it('skips the next delivery: one interval on, and says the new date', async () => {
    const row = await subscribe(8);
    const skipped = await act(skip, row.publicId);
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({
      subscription: { next_delivery: dayFromToday(112) },
      message: expect.stringMatching(/Je volgende levering is op \d+ \w+ \d{4}\./),
    });
    expect((await act(skip, row.publicId, undefined, stranger.token)).status).toBe(404);
    expect(await eventsOf(row.id)).toContainEqual({ kind: 'skipped', actor: 'customer' });
  });

  it('undoes a skip until the skipped delivery is ordered, once, and not after another change', async () => {
    const row = await subscribe(8);
    const before = row.nextPaymentDate;
    expect((await act(unskip, row.publicId)).status).toBe(409);
    const skipped = await act(skip, row.publicId);
    expect(skipped.body).toMatchObject({ subscription: { skipped_delivery: before } });
    expect((await act(unskip, row.publicId, undefined, stranger.token)).status).toBe(404);
    const undone = await act(unskip, row.publicId);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({
      subscription: { next_delivery: before, skipped_delivery: null },
      message: expect.stringMatching(/gaat toch door\.$/),
    });
    expect((await act(unskip, row.publicId)).status).toBe(409);
    expect(await eventsOf(row.id)).toContainEqual({ kind: 'skip_undone', actor: 'customer' });

    // Skipped, then the interval changed: the skip cannot come back on its own any more.
    await act(skip, row.publicId);
    await act(interval, row.publicId, { interval_weeks: 12 });
    const listed = await call(list, { path: '/api/subscriptions', token: owner.token });
    const view = (
      listed.body as { subscriptions: { id: string; skipped_delivery: string | null }[] }
    ).subscriptions.find((subscription) => subscription.id === row.publicId);
    expect(view?.skipped_delivery).toBeNull();
    expect((await act(unskip, row.publicId)).status).toBe(409);
  });

  it('changes the interval to 4, 8 or 12 weeks, counting from the last delivery', async () => {
    const row = await subscribe(4);
    expect((await act(interval, row.publicId, { interval_weeks: 5 })).status).toBe(422);
    const changed = await act(interval, row.publicId, { interval_weeks: 12 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      subscription: { interval_weeks: 12, next_delivery: dayFromToday(84) },
    });
    const shorter = await act(interval, row.publicId, { interval_weeks: 8 });
    expect(shorter.body).toMatchObject({
      subscription: { interval_weeks: 8, next_delivery: dayFromToday(56) },
    });
  });

  it('changes products and quantities: 1-100, never the last line away, only products for sale', async () => {
    const row = await subscribe(4);
    const path = row.publicId;
    expect((await act(lines, path, { lines: [] })).status).toBe(422);
    expect((await act(lines, path, { lines: [{ product_id: product.id, quantity: 101 }] })).status).toBe(422);
    expect((await act(lines, path, { lines: [{ product_id: product.id, quantity: 0 }] })).status).toBe(422);
    expect((await act(lines, path, { lines: [{ product_id: inactive.id, quantity: 1 }] })).status).toBe(422);
    const changed = await act(lines, path, {
      lines: [
        { product_id: product.id, quantity: 3 },
        { product_id: other.id, quantity: 1, price: 0.01 },
      ],
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      subscription: {
        lines: [
          { product_id: product.id, quantity: 3, name: 'Product controle-a' },
          { product_id: other.id, quantity: 1, name: 'Product controle-b' },
        ],
        amount: 75,
      },
    });
    // The renewal is priced from the database when it is ordered.
    await database().db.update(products).set({ priceCents: 2500 }).where(eq(products.id, other.id));
    await runDailySubscriptions(onDay(dayFromToday(28)));
    const renewal = await latestOrderOf(row.id);
    expect(renewal).toMatchObject({ subtotalCents: 3 * 2000 + 2500, status: 'paid' });
    await database().db.update(products).set({ priceCents: 1500 }).where(eq(products.id, other.id));
  });

  it('changes the delivery address, validated like the checkout', async () => {
    const row = await subscribe(4);
    const next = {
      street: 'Coolsingel',
      street_number: '40',
      street_addition: 'B',
      postcode: '3011ad',
      city: 'Rotterdam',
    };
    expect((await act(address, row.publicId, { ...next, postcode: '0123 AB' })).status).toBe(422);
    expect((await act(address, row.publicId, { ...next, street_number: 'veertig' })).status).toBe(422);
    expect((await act(address, row.publicId, next, stranger.token)).status).toBe(404);
    const changed = await act(address, row.publicId, next);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ subscription: { address: { ...next, postcode: '3011 AD' } } });
    await runDailySubscriptions(onDay(dayFromToday(28)));
    expect(await latestOrderOf(row.id)).toMatchObject({
      street: 'Coolsingel',
      postcode: '3011 AD',
      city: 'Rotterdam',
    });
  });

  it('cancels in one step after the confirmation, mails it, and lists what the account shows', async () => {
    const row = await subscribe(4);
    const listed = await call(list, { path: '/api/subscriptions', token: owner.token });
    expect((listed.body as { subscriptions: { id: string }[] }).subscriptions.map((s) => s.id)).toContain(
      row.publicId,
    );
    expect((await act(cancel, row.publicId, undefined, stranger.token)).status).toBe(404);
    expect((await act(cancel, row.publicId)).status).toBe(200);
    expect((await act(cancel, row.publicId)).status).toBe(409);
    expect((await act(skip, row.publicId)).status).toBe(409);
    expect((await mailsWith('Je abonnement is opgezegd')).length).toBeGreaterThanOrEqual(1);
    expect(await eventsOf(row.id)).toContainEqual({ kind: 'cancelled', actor: 'customer' });
  });
});
