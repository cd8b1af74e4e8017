import { text } from 'drizzle-orm/pg-core';

/**
 * The columns of a postal address (lib/postal-address.ts `PostalAddress`), spread into each table
 * that keeps one: orders, order_recipients, saved_recipients, trial_requests. A function, so each
 * table gets its own column objects.
 */
export const postalAddressColumns = () => ({
  street: text().notNull(),
  streetNumber: text().notNull(),
  streetAddition: text(),
  postcode: text().notNull(),
  city: text().notNull(),
});
