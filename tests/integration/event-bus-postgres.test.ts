import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '~/server/db';
import { createPostgresTransport } from '~/server/events/postgres-transport';
import type { EventTransport, ShopEvent } from '~/server/events/types';
import { createTestDatabase } from '../helpers/db';

/** Resolves with the next value pushed into `inbox`, or rejects after a generous wait. */
function waitFor<T>(inbox: T[], count: number): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(
      () => reject(new Error(`waited for ${count} events, got ${inbox.length}`)),
      10_000,
    );
    const poll = setInterval(() => {
      if (inbox.length < count) return;
      clearInterval(poll);
      clearTimeout(deadline);
      resolve(inbox);
    }, 10);
  });
}

// LISTEN/NOTIFY exists on PostgreSQL only; `npm test` runs this file when TEST_POSTGRES_URL is set.
describe.skipIf(!process.env.TEST_DATABASE_URL)('event bus over PostgreSQL LISTEN/NOTIFY', () => {
  let database: Database;
  let url: string;
  const transports: EventTransport[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const [row] = await database.execute('SELECT current_database() AS name');
    const parsed = new URL(process.env.TEST_DATABASE_URL ?? '');
    parsed.pathname = `/${String(row?.name)}`;
    url = parsed.toString();
  });
  afterAll(async () => {
    for (const transport of transports) await transport.close();
    await database?.close();
  });

  async function instance(backoff = { initialMs: 50, maxMs: 200 }) {
    const received: ShopEvent[] = [];
    const reconnects: number[] = [];
    const transport = await createPostgresTransport({
      url,
      backoff,
      onEvent: async (event) => void received.push(event),
      onReconnect: async () => void reconnects.push(Date.now()),
    });
    transports.push(transport);
    return { transport, received, reconnects };
  }

  it('delivers an event from one instance to the others, not back to the sender', async () => {
    const a = await instance();
    const b = await instance();
    const c = await instance();

    await a.transport.publish({ type: 'cache.invalidate', tags: ['page:home', 'content'] });

    expect(await waitFor(b.received, 1)).toEqual([
      { type: 'cache.invalidate', tags: ['page:home', 'content'] },
    ]);
    expect(await waitFor(c.received, 1)).toHaveLength(1);
    await b.transport.publish({ type: 'cache.invalidate', tags: ['catalog'] });
    await waitFor(c.received, 2);
    expect(a.received).toEqual([{ type: 'cache.invalidate', tags: ['catalog'] }]);
  });

  it('reconnects after losing its connection and says so, then receives again', async () => {
    const a = await instance();
    const b = await instance();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const stderr = process.stderr.write;
    process.stderr.write = () => true;
    try {
      // Kills every listening session except our own: b's (and a's) link drops as in a server restart.
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`,
      );
      await waitFor(b.reconnects, 1);
      await waitFor(a.reconnects, 1);
    } finally {
      process.stderr.write = stderr;
      await admin.end();
    }

    await a.transport.publish({ type: 'cache.invalidate', tags: ['after-reconnect'] });
    const received = await waitFor(b.received, 1);
    expect(received.at(-1)).toEqual({ type: 'cache.invalidate', tags: ['after-reconnect'] });
  });
});
