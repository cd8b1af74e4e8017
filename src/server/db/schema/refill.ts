import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * "Bijna op?" (decision 024): a one-off buyer who opted in at checkout gets one reminder
 * around the day the order is estimated to run out, with a one-click reorder.
 */
export const refillReminders = pgTable(
  'refill_reminders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    /** Pieces a day, as the buyer said at checkout. */
    usagePerDay: integer().notNull(),
    /** The Dutch day the reminder is due. */
    dueOn: date({ mode: 'string' }).notNull(),
    /** In the reminder's links: reorder and unsubscribe (random, only for this reminder). */
    token: text().notNull().unique(),
    sentAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refill_reminders_due_idx').on(table.dueOn)],
);
