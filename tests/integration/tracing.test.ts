import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { products } from '~/server/db/schema';
import { runDueJobs, scheduleJob } from '~/server/jobs';
import { drainOutbox, onDomainEvent, recordEvent } from '~/server/outbox';
import { removeDomainHandler } from '~/server/outbox/registry';
import { traced } from '~/server/tracing/spans';
import { setupTestDatabase } from '../helpers/db';
import { isChildOf, spanNamed, traceInMemory } from '../helpers/tracing';

/**
 * Database, outbox and job spans on this run's engine (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), decision 027. Tracing is on before the database opens, as in the server.
 */
let tracing = traceInMemory();
const database = setupTestDatabase();
const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** The spans since the last call; tracing goes on for the next test. */
async function spansSoFar(): Promise<ReadableSpan[]> {
  const spans = await tracing.finish();
  tracing = traceInMemory();
  return spans;
}

afterEach(async () => {
  await spansSoFar();
});
afterAll(async () => {
  await tracing.finish();
});

describe(`traced queries on ${engine}`, () => {
  it('are children of the request, named by kind and table, without values', async () => {
    await database().execute('SELECT 1'); // outside any span: no trace
    await traced('GET /product/[slug]', { kind: 'server' }, async () => {
      await database()
        .db.select({ id: products.id })
        .from(products)
        .where(sql`${products.slug} = ${'geheim-1'}`);
      await database().db.transaction(async (tx) => {
        await tx.execute(sql`select count(*) from ${products} where ${products.name} = ${'geheim-2'}`);
      });
      await database().execute('UPDATE products SET stock = stock WHERE id = $1', [-1]);
    });
    const spans = await spansSoFar();
    const request = spanNamed(spans, 'GET /product/[slug]');
    const queries = spans.filter((span) => span !== request);
    expect(queries.every((span) => isChildOf(span, request))).toBe(true);
    expect(queries.filter((span) => span.name === 'SELECT products')).toHaveLength(2);
    expect(spanNamed(spans, 'UPDATE products').attributes).toEqual({
      'db.system.name': 'postgresql',
      'db.operation.name': 'UPDATE',
      'db.collection.name': 'products',
      'zorgzaam.db.engine': engine,
    });
    expect(JSON.stringify(spans.map((span) => span.attributes))).not.toContain('geheim');
    expect(spans.some((span) => span.name === 'SELECT')).toBe(false);
  });

  it('mark a failed statement on its span', async () => {
    await traced('POST /api/x', { kind: 'server' }, () =>
      database()
        .execute('SELECT * FROM bestaat_niet')
        .catch(() => undefined),
    );
    const failed = spanNamed(await spansSoFar(), 'SELECT bestaat_niet');
    expect(failed.status.code).toBe(2); // ERROR
  });
});

describe(`outbox and jobs on ${engine}`, () => {
  it('give each outbox event a trace of its own, with its handlers and their queries', async () => {
    onDomainEvent('stock.changed', 'traced-test', async () => {
      await database().execute('SELECT count(*) FROM products');
    });
    try {
      await traced('PATCH /api/admin/products', { kind: 'server' }, () =>
        database().db.transaction((tx) => recordEvent(tx, 'stock.changed', { productIds: [1] })),
      );
      await drainOutbox();
    } finally {
      removeDomainHandler('stock.changed', 'traced-test');
    }
    const spans = await spansSoFar();
    const event = spanNamed(spans, 'outbox stock.changed');
    expect(event.parentSpanContext).toBeUndefined();
    expect(event.attributes['zorgzaam.outbox.event_type']).toBe('stock.changed');
    const handler = spanNamed(spans, 'outbox handler traced-test');
    expect(isChildOf(handler, event)).toBe(true);
    expect(spans.some((span) => span.name === 'SELECT products' && isChildOf(span, handler))).toBe(true);
    // The event's own bookkeeping is part of its trace; the claiming poll is in none.
    expect(spans.some((span) => span.name === 'UPDATE outbox_events' && isChildOf(span, event))).toBe(true);
    expect(spans.filter((span) => span.name === 'UPDATE outbox_events')).toHaveLength(1);
  });

  it('give each scheduled job run a trace with its queries', async () => {
    scheduleJob({
      name: 'traced.test',
      schedule: { everyMs: 1 },
      run: async () => {
        await database().execute('SELECT count(*) FROM products');
      },
    });
    await runDueJobs({ instance: 'setup' }); // creates the row, due a millisecond later
    await new Promise((resolve) => setTimeout(resolve, 5));
    await spansSoFar();
    await runDueJobs({ instance: 'a' });
    const spans = await spansSoFar();
    const job = spanNamed(spans, 'job traced.test');
    expect(job.parentSpanContext).toBeUndefined();
    expect(spans.some((span) => span.name === 'SELECT products' && isChildOf(span, job))).toBe(true);
  });
});
