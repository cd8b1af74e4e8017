import { eq } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '~/features/admin/outbox';
import { GET as outboxList } from '~/pages/api/admin/outbox';
import { outboxEvents } from '~/server/db/schema';
import { registerShopGauges } from '~/server/metrics/shop-gauges.server';
import { type DomainEventType, drainOutbox, onDomainEvent, recordEvent } from '~/server/outbox';
import { removeDomainHandler } from '~/server/outbox/registry';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';
import { userWithToken } from '../helpers/users';

/**
 * An event whose type has no handler (one lost in a refactor) must not be marked done: the mail
 * it stands for would be gone without a trace. It stays open, is counted in /metrics and staff see it.
 */
const database = setupTestDatabase();
const lostType = 'order.handler_lost_in_refactor' as DomainEventType;
const registry = new Registry();
let editor: string;

beforeAll(async () => {
  editor = (await userWithToken(database(), 'editor', 'redactie-zonder@example.nl')).token;
  registerShopGauges(database(), registry);
});

afterAll(() => {
  removeDomainHandler(lostType, 'found-again');
});

const hoursLater = (hours: number) => new Date(Date.now() + hours * 3600_000);

async function unhandledGauge(): Promise<number> {
  const text = await registry.metrics();
  const line = text.split('\n').find((candidate) => candidate.startsWith('zorgzaam_outbox_unhandled '));
  return Number(line?.split(' ')[1]);
}

describe('an outbox event no handler is registered for', () => {
  it('is kept open, counted in /metrics and shown to staff; handled once a handler is back', async () => {
    const id = await database().db.transaction((tx) =>
      recordEvent(tx, lostType, { orderId: 424242 } as never),
    );
    await drainOutbox();
    // Days of retries later it is still not done: given up at most, which staff can retry.
    await drainOutbox({ now: hoursLater(1) });
    await drainOutbox({ now: hoursLater(48) });
    const [row] = await database().db.select().from(outboxEvents).where(eq(outboxEvents.id, id));
    expect(row?.processedAt).toBeNull();
    expect(row?.attempts).toBeGreaterThanOrEqual(3);
    expect(row?.lastError).toBe(`no handler registered for ${lostType}`);

    expect(await unhandledGauge()).toBe(1);

    const listed = await call(outboxList, { path: '/api/admin/outbox', token: editor });
    expect(listed.status).toBe(200);
    expect((listed.body as { events: OutboxEntry[] }).events).toEqual([
      expect.objectContaining({ id, type: lostType, unhandled: true }),
    ]);

    // The handler is restored (the next release): a retry by staff, or the next due round, does it.
    const handled: number[] = [];
    onDomainEvent(lostType, 'found-again', async (event) => {
      handled.push(event.id);
    });
    await database().db.update(outboxEvents).set({ failedAt: null, nextAttemptAt: new Date() });
    await drainOutbox();
    expect(handled).toEqual([id]);
    const [done] = await database().db.select().from(outboxEvents).where(eq(outboxEvents.id, id));
    expect(done?.processedAt).toBeInstanceOf(Date);
  });

  it('leaves events with handlers alone (every type the shop records has one)', async () => {
    await database().db.transaction((tx) => recordEvent(tx, 'stock.changed', { productIds: [1] }));
    await drainOutbox();
    const open = await database()
      .db.select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'stock.changed'));
    expect(open.every((event) => event.processedAt !== null)).toBe(true);
  });
});
