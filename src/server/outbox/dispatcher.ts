import { type Database, getDatabase } from '../db';
import { log } from '../log';
import { traced } from '../tracing/spans';
import type { DomainEvent, DomainEventType } from './events';
import { handlersFor, noHandlerError } from './registry';
import { backoffMs, MAX_ATTEMPTS } from './retry-policy';

/** Events claimed per round; each is held by this instance for LEASE_MS. */
const BATCH = 20;
/** Longer than any handler may take (HANDLER_TIMEOUT_MS): a killed instance's events come back after it. */
const LEASE_MS = 60_000;
const HANDLER_TIMEOUT_MS = 30_000;
/** Handlers of different events run side by side (SMTP round trips overlap). */
const CONCURRENCY = 4;

interface ClaimedRow {
  id: string | number;
  type: string;
  payload: unknown;
  created_at: Date | string;
  attempts: number;
}

/**
 * Claims due events for this instance: `FOR UPDATE SKIP LOCKED` lets instances claim side by
 * side without waiting for each other, and the lease (locked_until) keeps an event claimed while
 * its handlers run outside the claiming transaction.
 * "Due" is judged by the database's clock, which also stamped next_attempt_at: the process's clock
 * counts in milliseconds (an event committed within the same millisecond looked not yet due) and may
 * drift from the database's. Tests pass `at` to travel in time.
 */
async function claimDueEvents(
  database: Database,
  at: Date | undefined,
  limit: number,
): Promise<DomainEvent[]> {
  const rows = (await database.execute(
    `UPDATE outbox_events SET locked_until = COALESCE($1::timestamptz, now()) + $2 * interval '1 millisecond'
       WHERE id IN (
         SELECT id FROM outbox_events
          WHERE processed_at IS NULL AND failed_at IS NULL
            AND next_attempt_at <= COALESCE($1::timestamptz, now())
            AND (locked_until IS NULL OR locked_until < COALESCE($1::timestamptz, now()))
          ORDER BY id LIMIT $3
          FOR UPDATE SKIP LOCKED)
     RETURNING id, type, payload, created_at, attempts`,
    [at ?? null, LEASE_MS, limit],
  )) as unknown as ClaimedRow[];
  return rows
    .map((row) => ({
      id: Number(row.id),
      type: row.type as DomainEventType,
      payload: row.payload as DomainEvent['payload'],
      createdAt: new Date(row.created_at),
      attempts: row.attempts,
    }))
    .sort((a, b) => a.id - b.id);
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs the handlers of one claimed event that have not succeeded before, and records the outcome. */
async function handleEvent(database: Database, event: DomainEvent & { attempts: number }, now: Date) {
  const done = new Set(
    (await database.execute('SELECT handler FROM outbox_handled WHERE event_id = $1', [event.id])).map(
      (row) => String(row.handler),
    ),
  );
  const failures: string[] = [];
  const handlers = handlersFor(event.type);
  // No handler for its type (one lost in a refactor, or a type renamed): the event stays open and
  // is retried like a failure, so the work it stands for (a mail) is never dropped without a trace.
  if (handlers.length === 0) failures.push(noHandlerError(event.type));
  for (const [name, handler] of handlers) {
    if (done.has(name)) continue;
    try {
      await traced(`outbox handler ${name}`, { attributes: { 'zorgzaam.outbox.handler': name } }, () =>
        withTimeout(handler(event), HANDLER_TIMEOUT_MS, name),
      );
      await database.execute(
        'INSERT INTO outbox_handled (event_id, handler) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [event.id, name],
      );
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      log.warn('outbox handler failed', { event: event.id, type: event.type, handler: name, error });
    }
  }
  if (failures.length === 0) {
    await database.execute(
      'UPDATE outbox_events SET processed_at = $2, locked_until = NULL, last_error = NULL WHERE id = $1',
      [event.id, new Date()],
    );
    return;
  }
  const attempts = event.attempts + 1;
  const givesUp = attempts >= MAX_ATTEMPTS;
  if (handlers.length === 0)
    log.error('outbox event has no handler: kept open', { event: event.id, type: event.type, attempts });
  if (givesUp) log.error('outbox event gave up', { event: event.id, type: event.type, failures });
  await database.execute(
    `UPDATE outbox_events SET attempts = $2, next_attempt_at = $3, failed_at = $4,
            locked_until = NULL, last_error = $5 WHERE id = $1`,
    [
      event.id,
      attempts,
      new Date(now.getTime() + backoffMs(attempts)),
      givesUp ? new Date() : null,
      failures.join('\n').slice(0, 2_000),
    ],
  );
}

/** One round: claims up to BATCH due events and handles them. Returns how many it claimed. `at`: see claimDueEvents. */
export async function dispatchDueEvents(at?: Date): Promise<number> {
  const database = await getDatabase();
  const now = at ?? new Date();
  const events = (await claimDueEvents(database, at, BATCH)) as (DomainEvent & { attempts: number })[];
  let next = 0;
  const worker = async () => {
    while (next < events.length) {
      const event = events[next++];
      // Each event a trace of its own, whichever request's commit woke the dispatcher.
      if (event)
        await traced(
          `outbox ${event.type}`,
          {
            kind: 'consumer',
            root: true,
            attributes: {
              'zorgzaam.outbox.event_id': event.id,
              'zorgzaam.outbox.event_type': event.type,
              'zorgzaam.outbox.attempt': event.attempts + 1,
            },
          },
          () => handleEvent(database, event, now),
        );
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, events.length) }, worker));
  return events.length;
}
