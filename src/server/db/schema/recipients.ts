import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { postalAddressColumns } from './postal-address';
import { users } from './users';

/**
 * Someone a customer orders for (mother, a care home): kept in its own table, apart from the
 * buyer's own name and address on the account (decision 024).
 */
export const savedRecipients = pgTable(
  'saved_recipients',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The buyer's own name for this recipient, e.g. 'Moeder' or 'Zorgcentrum De Linde'. */
    label: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    ...postalAddressColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_recipients_user_idx').on(table.userId)],
);

/**
 * Where an order placed for someone else goes. The order row keeps the buyer (who pays and
 * gets the invoice and the mails); this row is only the parcel's name and address.
 */
export const orderRecipients = pgTable('order_recipients', {
  orderId: integer()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  firstName: text().notNull(),
  lastName: text().notNull(),
  ...postalAddressColumns(),
  country: text().notNull().default('Nederland'),
});
