import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/*
 * The Dutch day in SQL (decision 036): the one home of `at time zone 'Europe/Amsterdam'`, as
 * lib/dates is in TypeScript. Instants are stored as timestamptz (UTC); a day boundary is made an
 * instant in SQL, so PostgreSQL and PGlite agree on it whatever the session's time zone. Two
 * shapes of the same rule: Drizzle fragments, and text for the statements written as text (the
 * stats queries and the metrics' figures, which pass their days as $n parameters).
 */
const ZONE = `'Europe/Amsterdam'`;

/** SQL text: the Dutch calendar day (a date) of an instant expression. */
export const dutchDayOfText = (instant: string): string => `(${instant} at time zone ${ZONE})::date`;

/** SQL text: the instant a Dutch calendar day starts, of a date expression. */
export const dutchDayStartText = (day: string): string => `(${day}::timestamp at time zone ${ZONE})`;

/** The Dutch calendar day (a date) of an instant: a column or an expression such as now(). */
export const dutchDayOf = (instant: SQLWrapper): SQL => sql`(${instant} at time zone ${sql.raw(ZONE)})::date`;

/** The instant a Dutch calendar day starts; a string is a bound 'yyyy-mm-dd'. */
export const dutchDayStart = (day: string | SQLWrapper): SQL =>
  sql`(${day}::date::timestamp at time zone ${sql.raw(ZONE)})`;

/** The instant a Dutch calendar day ends (exclusive): the start of the next day. */
export const dutchDayEnd = (day: string | SQLWrapper): SQL =>
  sql`((${day}::date + 1)::timestamp at time zone ${sql.raw(ZONE)})`;
