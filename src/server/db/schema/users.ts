import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Relative, not ~/: drizzle-kit loads the schema without the app's path aliases.
import type { PostalAddressFields } from '../../../lib/postal-address';
import type { ROLES } from '../../../lib/roles';

/**
 * ROLES (src/lib/roles.ts) written out again, so that the schema and with it `db()`
 * load no feature code; `satisfies` makes any difference (a value, the order) a compile error.
 */
export const userRole = pgEnum('user_role', [
  'customer',
  'editor',
  'order_handler',
  'admin',
] as const satisfies typeof ROLES);

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased; uniqueness is on the lower-cased value. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    role: userRole().notNull().default('customer'),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    privacyConsentAt: timestamp({ withTimezone: true }),
    /** The delivery address the checkout prefills (saved in /account, or from the last order). */
    savedAddress: jsonb().$type<
      PostalAddressFields & {
        /** "Zakelijk bestellen" (decision 030): the company of the last business order, for next time. */
        business?: { company_name: string; kvk: string; vat_id: string | null } | null;
      }
    >(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

/** Opaque bearer tokens; only the SHA-256 hash is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('auth_tokens_user_idx').on(table.userId)],
);

/**
 * Devices the owner logged in from (a random token in an httpOnly cookie, only its SHA-256 hash
 * here): wrong passwords from elsewhere never lock such a device out (decision 018).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('known_devices_user_idx').on(table.userId)],
);

/** Single-use password reset tokens, hashed, valid for 60 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

export const newsletterStatus = pgEnum('newsletter_status', ['pending', 'confirmed', 'unsubscribed']);

/** Double opt-in newsletter list. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    status: newsletterStatus().notNull().default('pending'),
    confirmTokenHash: text().unique(),
    /** Unsubscribe links carry this token; it is random and only ever used to unsubscribe. */
    unsubscribeToken: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_email_unique').on(sql`lower(${table.email})`),
    index('newsletter_confirmed_at_idx').on(table.confirmedAt),
  ],
);

/** Messages sent through the contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text(),
  subject: text(),
  message: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Counters of the abuse limits (rate-limiter-flexible's Drizzle store): shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  points: integer().notNull().default(0),
  expire: timestamp({ withTimezone: true }),
});
