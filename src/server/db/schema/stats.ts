import { sql } from 'drizzle-orm';
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

/**
 * The customers of a day, so a period's customer figures add up days instead of counting distinct
 * e-mail addresses over its orders (a year at a million orders: seconds). Both arrays count "k or
 * more days" at [k] (1-based, at most MAX_STATS_DAYS long); they end where every later entry would
 * equal the last one, so a reader takes the last entry past the end.
 * A period from A to B (days) has as customers its counted orders whose customer's previous counted
 * order lies before A: `orders_after_gap[d - A + 1]` summed over its days d; of its new customers,
 * those with no second counted order by B: `new_without_second[B - d + 1]`.
 */
export const statsCustomerDays = pgTable('stats_customer_days', {
  day: date().primaryKey(),
  /** [k]: counted orders of the day whose customer's previous counted order is k or more days older (or none). */
  ordersAfterGap: integer().array().notNull(),
  /** Customers whose first counted order falls on this day. */
  newCustomers: integer().notNull(),
  /** [k]: of those, how many placed their second counted order k or more days later (or none yet). */
  newWithoutSecond: integer().array().notNull(),
});

/*
 * The marks writers leave are rows added, never updated (no key): a mark made by a transaction
 * still running is invisible to a refresh, so the refresh cannot take it before the change it
 * stands for is visible too (see refreshStep in stats-rollups.server.ts). A day or customer may
 * be marked more than once.
 */

/** Days whose roll-up rows no longer match the orders. */
export const statsStaleDays = pgTable('stats_stale_days', { day: date().notNull() }, (table) => [
  index('stats_stale_days_day_idx').on(table.day),
]);

/**
 * Customers whose counted orders changed, from `since` (the earliest order time a change touched):
 * their first and second orders, and the days of their orders from then on, are computed again.
 */
export const statsStaleCustomers = pgTable(
  'stats_stale_customers',
  {
    email: text().notNull(),
    since: timestamp({ withTimezone: true }).notNull().default(sql`'-infinity'`),
  },
  (table) => [index('stats_stale_customers_email_idx').on(table.email)],
);

/**
 * One row: days up to and including closedThrough are rolled up; later days (normally only
 * today) are read from the orders themselves, so checkouts never write roll-up rows.
 */
export const statsRollupState = pgTable('stats_rollup_state', {
  singleton: boolean().primaryKey().default(true),
  closedThrough: date(),
});
