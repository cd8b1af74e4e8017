import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Domain events recorded in the transaction of the write they describe (transactional outbox,
 * docs/decisions/017-outbox-and-jobs.md). A dispatcher in the server runs each event's handlers
 * after the commit, retrying with backoff until every handler has succeeded.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text().notNull(),
    /** Ids and small facts, never whole content (the handler reads what it needs). */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the dispatcher may try it (again); later after each failed round (backoff). */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Rounds that ended with a failing handler. */
    attempts: integer().notNull().default(0),
    /** An instance working on it holds it until then (a killed instance's lease runs out). */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    /** Every handler succeeded. */
    processedAt: timestamp({ withTimezone: true }),
    /** Gave up after the last attempt: staff see it and can try it again. */
    failedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('outbox_events_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.processedAt} is null and ${table.failedAt} is null`),
    index('outbox_events_order_idx').on(sql`(${table.payload}->>'orderId')`),
  ],
);

/** Each (event, handler) that succeeded: a retry or replay runs only the handlers not done yet. */
export const outboxHandled = pgTable(
  'outbox_handled',
  {
    eventId: bigint({ mode: 'number' })
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    handler: text().notNull(),
    handledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.handler] })],
);

/** Recurring jobs of the shop's own scheduler: one row per job, claimed by one instance per due time. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text().primaryKey(),
  nextRunAt: timestamp({ withTimezone: true }).notNull(),
  lockedUntil: timestamp({ withTimezone: true }),
  lockedBy: text(),
  lastStartedAt: timestamp({ withTimezone: true }),
  lastFinishedAt: timestamp({ withTimezone: true }),
  lastError: text(),
});
