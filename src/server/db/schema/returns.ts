import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderLines, orders } from './orders';
import { users } from './users';

/**
 * A return of unopened packs, one row per order line (decision 025). Staff mark it received, which
 * refunds `refundCents` once: the refund's idempotency key is `return:<id>` (refund_requests).
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    /** What the returned packs cost the customer (their share of the line after its discount). */
    refundCents: integer().notNull(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null when a guest asked through the mailed link. */
    requestedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp({ withTimezone: true }),
    receivedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('return_requests_quantity_positive', sql`${table.quantity} > 0`),
    // One return per line: what is asked for is what staff refund, never twice.
    uniqueIndex('return_requests_line_idx').on(table.orderLineId),
    index('return_requests_open_idx').on(table.orderId).where(sql`${table.receivedAt} is null`),
  ],
);

/**
 * Double opt-in for a new account's e-mail address: the mailed link (hashed token, single use)
 * sets users.email_verified_at, and only then are guest orders with that address attached.
 */
export const emailVerifications = pgTable('email_verifications', {
  tokenHash: text().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
