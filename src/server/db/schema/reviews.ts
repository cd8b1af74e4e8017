import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { orders } from './orders';
import { users } from './users';

/** A review waits for staff, then is shown (approved) or never shown (rejected). */
export const reviewStatus = pgEnum('review_status', ['pending', 'approved', 'rejected']);

/**
 * One invitation per delivered order: its token is the buyer's only way to review, and only the
 * products of that order (decision 023: reviews only by buyers).
 */
export const reviewInvitations = pgTable('review_invitations', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer()
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** The hash of the e-mailed token (the token itself is never stored). */
  tokenHash: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const productReviews = pgTable(
  'product_reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    body: text().notNull(),
    /** First name and the initial of the last name, from the order: 'Marja V.' */
    authorName: text().notNull(),
    status: reviewStatus().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('product_reviews_rating_range', sql`${table.rating} between 1 and 5`),
    unique('product_reviews_order_product').on(table.orderId, table.productId),
    index('product_reviews_product_status_idx').on(table.productId, table.status),
  ],
);
