import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { paymentSequence } from './orders';

/* Tables of the built-in providers: the embedded address lookup and the test payment provider. */

/** Postcode table of the embedded address lookup (demo addresses; PDOK in production). */
export const postcodeAddresses = pgTable(
  'postcode_addresses',
  {
    postcode: text().notNull(),
    houseNumber: integer().notNull(),
    addition: text().notNull().default(''),
    street: text().notNull(),
    city: text().notNull(),
  },
  (table) => [index('postcode_addresses_lookup_idx').on(table.postcode, table.houseNumber, table.addition)],
);

/**
 * The built-in test payment provider's own records: the "other side" of a payment,
 * as Mollie would hold it. Our `payments` table mirrors what we learned from it.
 */
export const testProviderPayments = pgTable('test_provider_payments', {
  id: text().primaryKey(),
  amountCents: integer().notNull(),
  description: text().notNull(),
  method: text(),
  status: text().notNull().default('open'),
  sequenceType: paymentSequence().notNull().default('oneoff'),
  redirectUrl: text().notNull(),
  webhookUrl: text().notNull(),
  metadata: jsonb().$type<Record<string, string>>().notNull().default({}),
  refundedCents: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
