import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { FeatureTypes } from '../../feature-types';
import { orders } from './orders';

export const invoiceKind = pgEnum('invoice_kind', ['invoice', 'credit']);

/**
 * The last number handed out per series. Taken with an upsert inside the transaction
 * that makes the order paid (or records the refund): the row lock makes concurrent
 * payments wait for each other, and a rolled-back transaction gives its number back,
 * so the series has no gaps and no duplicates on every instance. A PostgreSQL sequence
 * would not do: it never rolls back.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  series: text().primaryKey(),
  lastNumber: integer().notNull(),
});

/**
 * Issued invoices and credit invoices. The PDF is rendered on demand from `document`
 * (every figure and name as issued), so the stored data is the invoice; see
 * docs/decisions/010-invoices.md. Kept as long as the tax office asks: no cascade.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: integer().notNull().unique(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    kind: invoiceKind().notNull(),
    /** The invoice a credit invoice corrects. */
    creditsInvoiceId: integer().references((): AnyPgColumn => invoices.id),
    netCents: integer().notNull(),
    vatCents: integer().notNull(),
    grossCents: integer().notNull(),
    document: jsonb().$type<FeatureTypes['invoiceDocument']>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invoices_order_idx').on(table.orderId, table.number),
    check('invoices_sign_matches_kind', sql`(${table.kind} = 'invoice') = (${table.grossCents} >= 0)`),
  ],
);
