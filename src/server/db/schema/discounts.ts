import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories } from './catalog';
import { orders } from './orders';
import { users } from './users';

export const discountKind = pgEnum('discount_kind', ['percentage', 'fixed']);

/**
 * A discount code staff create (decision 014). The code is stored upper-case and
 * unique whatever its case; `uses` counts the uses held now (reserved or redeemed), changed
 * only by conditional updates in the order's transaction (discount-redemption.server.ts).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    description: text().notNull().default(''),
    kind: discountKind().notNull(),
    /** Percentage 1-100 for 'percentage', cents for 'fixed'. */
    value: integer().notNull(),
    /** Goods amount (before discount, VAT included) the order must reach. */
    minimumOrderCents: integer().notNull().default(0),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    maxUses: integer(),
    maxUsesPerCustomer: integer(),
    uses: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discount_codes_code_idx').on(sql`upper(${table.code})`),
    check('discount_codes_value_positive', sql`${table.value} > 0`),
    check('discount_codes_percentage_max', sql`${table.kind} <> 'percentage' or ${table.value} <= 100`),
    check('discount_codes_uses_nonnegative', sql`${table.uses} >= 0`),
  ],
);

/** The categories a code is limited to; none means every product. */
export const discountCodeCategories = pgTable(
  'discount_code_categories',
  {
    discountCodeId: integer()
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.discountCodeId, table.categoryId] })],
);

export const redemptionStatus = pgEnum('discount_redemption_status', ['reserved', 'redeemed', 'released']);

/** One use of a code by one order: reserved when placed, redeemed when paid, released when unpaid. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    discountCodeId: integer()
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'user:<id>' when logged in, else 'email:<lower-cased address>'. */
    customerKey: text().notNull(),
    status: redemptionStatus().notNull().default('reserved'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('discount_redemptions_customer_idx').on(table.discountCodeId, table.customerKey)],
);
