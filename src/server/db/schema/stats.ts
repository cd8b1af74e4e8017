import { bigint, boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orderStatus } from './orders';

/*
 * Daily roll-ups behind /admin/stats (decision 006). They are derived data: triggers on orders and
 * order_lines (migration 0008) mark the Dutch calendar days and the customers an order change
 * touches as stale, and src/features/admin/stats-rollups.server.ts recomputes exactly those from
 * the orders before the figures are read. Nothing else writes them.
 */

/** Every order of a day by status and payment method (all statuses: the status overview needs them). */
export const statsOrderDays = pgTable(
  'stats_order_days',
  {
    day: date().notNull(),
    status: orderStatus().notNull(),
    paymentMethod: text().notNull(),
    orders: integer().notNull(),
    revenueCents: bigint({ mode: 'number' }).notNull(),
    vatCents: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [index('stats_order_days_day_idx').on(table.day)],
);

/** Units and revenue per product per day, of counted orders only (paid, shipped, delivered). */
export const statsProductDays = pgTable(
  'stats_product_days',
  {
    day: date().notNull(),
    /** Null when the product has left the catalogue; the name sold under is kept. */
    productId: integer(),
    productName: text().notNull(),
    units: bigint({ mode: 'number' }).notNull(),
    revenueCents: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [index('stats_product_days_day_idx').on(table.day)],
);

/** Each customer's (e-mail address's) first and second counted order: new and returning customers. */
export const statsCustomers = pgTable(
  'stats_customers',
  {
    email: text().primaryKey(),
    firstAt: timestamp({ withTimezone: true }).notNull(),
    secondAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('stats_customers_first_idx').on(table.firstAt)],
);

/** Days whose roll-up rows no longer match the orders. */
export const statsStaleDays = pgTable('stats_stale_days', { day: date().primaryKey() });

/** Customers whose first and second counted orders may have changed. */
export const statsStaleCustomers = pgTable('stats_stale_customers', { email: text().primaryKey() });

/**
 * One row: days up to and including closedThrough are rolled up; later days (normally only
 * today) are read from the orders themselves, so checkouts never write roll-up rows.
 */
export const statsRollupState = pgTable('stats_rollup_state', {
  singleton: boolean().primaryKey().default(true),
  closedThrough: date(),
});
