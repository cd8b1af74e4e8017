import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every consent given by an act (decision 028): a button pressed on a confirm page, never a link
 * opened. What was consented to (`subject`: newsletter, trial_pack...), the words shown then
 * (`shownText` and its `textVersion`), when and from which form; `withdrawnAt` when it ended.
 */
export const consents = pgTable(
  'consents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    subject: text().notNull(),
    textVersion: text().notNull(),
    shownText: text().notNull(),
    /** The form the button was on (its path). */
    source: text().notNull(),
    givenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('consents_email_subject_idx').on(sql`lower(${table.email})`, table.subject)],
);

/**
 * One-click unsubscribe (RFC 8058) for mails that are not strictly transactional and have no list
 * of their own (review invitations, trial follow-ups): each mail carries a random token; opting out
 * stops that kind of mail to that address.
 */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    /** 'review_invitation' or 'trial_follow_up'. */
    kind: text().notNull(),
    token: text().notNull().unique(),
    optedOutAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_opt_outs_email_kind_idx').on(sql`lower(${table.email})`, table.kind)],
);
