import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products, productVariations } from './catalog';
import { postalAddressColumns } from './postal-address';

/**
 * A free trial pack (proefpakket, decision 024): no account, no payment, letterbox delivery.
 * `householdKey` (postcode + house number + addition) carries the one-per-household rule.
 */
export const trialRequests = pgTable(
  'trial_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    publicId: uuid().notNull().defaultRandom().unique(),
    /** 'unconfirmed' (mail link not clicked yet), 'confirmed', 'shipped' or 'cancelled'. */
    status: text().notNull().default('unconfirmed'),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    ...postalAddressColumns(),
    householdKey: text().notNull(),
    confirmTokenHash: text().unique(),
    /** The requester agreed to one follow-up mail a week after shipping. */
    followUpConsent: boolean().notNull().default(false),
    trackAndTrace: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    shippedAt: timestamp({ withTimezone: true }),
    followUpSentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('trial_requests_household_idx').on(table.householdKey, table.status),
    index('trial_requests_status_idx').on(table.status, table.createdAt),
  ],
);

/** One product (in the chosen size) of a trial pack: one piece each. */
export const trialRequestLines = pgTable(
  'trial_request_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer()
      .notNull()
      .references(() => trialRequests.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    variationId: integer().references(() => productVariations.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    variationName: text(),
  },
  (table) => [index('trial_request_lines_request_idx').on(table.requestId)],
);
