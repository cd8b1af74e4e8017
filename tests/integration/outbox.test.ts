import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxEvents, outboxHandled } from '~/server/db/schema';
import { drainOutbox, onDomainEvent, recordEvent, startOutboxDispatcher } from '~/server/outbox';
import { dispatchDueEvents } from '~/server/outbox/dispatcher';
import { removeDomainHandler } from '~/server/outbox/registry';
import { MAX_ATTEMPTS } from '~/server/outbox/retry-policy';
import { setupTestDatabase } from '../helpers/db';

const database = setupTestDatabase();
const added: string[] = [];

/** Counts each call per event id; `fail` decides per call whether the handler throws. */
function countingHandler(name: string, fail: (eventId: number) => boolean = () => false) {
  const calls = new Map<number, number>();
  added.push(name);
  onDomainEvent('stock.changed', name, async (event) => {
    calls.set(event.id, (calls.get(event.id) ?? 0) + 1);
    if (fail(event.id)) throw new Error(`${name} kapot`);
  });
  return calls;
}

async function record(productIds = [1]): Promise<number> {
  return database().db.transaction((tx) => recordEvent(tx, 'stock.changed', { productIds }));
}

const later = (ms: number) => new Date(Date.now() + ms);

afterEach(async () => {
  for (const name of added.splice(0)) removeDomainHandler('stock.changed', name);
  // Each test starts with an empty outbox: whatever a test left behind is finished.
  await database().db.update(outboxEvents).set({ processedAt: new Date() });
});

describe('transactional outbox', () => {
  it('handles a committed event once, however often it is drained', async () => {
    const calls = countingHandler('count-once');
    const id = await record();
    await drainOutbox();
    await drainOutbox({ now: later(24 * 3600_000) });
    expect(calls.get(id)).toBe(1);
    const [row] = await database().db.select().from(outboxEvents).where(eq(outboxEvents.id, id));
    expect(row?.processedAt).toBeInstanceOf(Date);
  });

  // PostgreSQL only: PGlite runs in this process and reads the same (here faked) clock.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'judges "due" by the database clock that stamped the event',
    async () => {
      // The process clock a minute behind the database server's (or in the same millisecond, which
      // the process counts truncated): the event must not wait for a later poll.
      const calls = countingHandler('database-clock');
      const id = await record();
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 60_000 });
      try {
        await drainOutbox();
      } finally {
        vi.useRealTimers();
      }
      expect(calls.get(id)).toBe(1);
    },
  );

  it('keeps nothing from a transaction that rolled back', async () => {
    const calls = countingHandler('rolled-back');
    await expect(
      database().db.transaction(async (tx) => {
        await recordEvent(tx, 'stock.changed', { productIds: [2] });
        throw new Error('afgebroken');
      }),
    ).rejects.toThrow('afgebroken');
    await drainOutbox();
    expect(calls.size).toBe(0);
  });

  it('retries only the handler that failed, after its backoff', async () => {
    let smtpDown = true;
    const mail = countingHandler('mail', () => smtpDown);
    const cache = countingHandler('cache');
    const id = await record();
    await drainOutbox();
    expect(mail.get(id)).toBe(1);
    expect(cache.get(id)).toBe(1);
    // Not due again yet: nothing runs.
    await drainOutbox();
    expect(mail.get(id)).toBe(1);
    smtpDown = false;
    await drainOutbox({ now: later(60_000) });
    expect(mail.get(id)).toBe(2);
    expect(cache.get(id)).toBe(1);
    const handled = await database().db.select().from(outboxHandled).where(eq(outboxHandled.eventId, id));
    expect(handled.map((row) => row.handler)).toEqual(expect.arrayContaining(['cache', 'mail']));
  });

  it('gives up after the last attempt and keeps the error for staff', async () => {
    countingHandler('always-fails', () => true);
    const id = await record();
    for (let attempt = 0; attempt < MAX_ATTEMPTS + 2; attempt++)
      await drainOutbox({ now: later(attempt * 3600_000) });
    const [row] = await database().db.select().from(outboxEvents).where(eq(outboxEvents.id, id));
    expect(row?.attempts).toBe(MAX_ATTEMPTS);
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(row?.lastError).toContain('always-fails kapot');
  });

  it("leaves an event claimed by another instance alone until that instance's lease runs out", async () => {
    const calls = countingHandler('leased');
    const id = await record();
    // An instance claimed it and was killed before it finished.
    await database()
      .db.update(outboxEvents)
      .set({ lockedUntil: later(30_000) })
      .where(eq(outboxEvents.id, id));
    await drainOutbox();
    expect(calls.get(id)).toBeUndefined();
    await drainOutbox({ now: later(61_000) });
    expect(calls.get(id)).toBe(1);
  });

  it('shares the work between concurrent dispatchers without doing anything twice', async () => {
    const calls = countingHandler('shared');
    const ids = await database().db.transaction(async (tx) => {
      const recorded: number[] = [];
      for (let index = 0; index < 60; index++)
        recorded.push(await recordEvent(tx, 'stock.changed', { productIds: [index] }));
      return recorded;
    });
    const dispatcher = async () => {
      while ((await dispatchDueEvents()) > 0) {
        // until none is due
      }
    };
    await Promise.all([dispatcher(), dispatcher(), dispatcher()]);
    expect(ids.map((id) => calls.get(id))).toEqual(ids.map(() => 1));
  });

  it('is woken by the commit when a dispatcher runs in the process', async () => {
    let handled: (id: number) => void = () => undefined;
    const seen = new Promise<number>((resolve) => {
      handled = resolve;
    });
    added.push('woken');
    onDomainEvent('stock.changed', 'woken', async (event) => handled(event.id));
    // A poll far away: only the wake-up after the commit can deliver it in time.
    const stop = await startOutboxDispatcher({ pollMs: 3_600_000 });
    try {
      const id = await record();
      expect(await seen).toBe(id);
    } finally {
      await stop();
    }
  });
});
