import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { orderLines, orders } from './orders';
import { users } from './users';

/**
 * What a distributor of class I medical devices must show per product (MDR, GPSR): the
 * manufacturer and how to reach them, the CE marking and the safety warnings in Dutch.
 */
export const productSafety = pgTable('product_safety', {
  productId: integer()
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  manufacturerName: text().notNull(),
  /** Postal address, one line per line of the address. */
  manufacturerAddress: text().notNull(),
  manufacturerEmail: text().notNull(),
  ceMarked: boolean().notNull().default(true),
  /** Safety warnings in Dutch, one per line. */
  warnings: text().notNull().default(''),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The batch (lot) staff shipped for one order line: a recall finds exactly its buyers. */
export const orderLineBatches = pgTable(
  'order_line_batches',
  {
    orderLineId: integer()
      .primaryKey()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    /** Stored upper-case without spaces around it, so a recall search finds it however it is typed. */
    batchCode: text().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    recordedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('order_line_batches_code_idx').on(table.batchCode)],
);

/**
 * The complaints register (MDR distributor duty): every complaint about a delivered product,
 * what was done with it, and whether it went to the manufacturer.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    orderNumber: text().notNull(),
    email: text().notNull(),
    product: text().notNull(),
    description: text().notNull(),
    /** 'received', 'investigating' or 'closed'. */
    status: text().notNull().default('received'),
    outcome: text().notNull().default(''),
    passedToManufacturerAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('complaints_status_idx').on(table.status, table.createdAt)],
);
