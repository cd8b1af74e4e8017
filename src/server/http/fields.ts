import { z } from 'zod';

/**
 * A calendar date 'YYYY-MM-DD' the database can store and a person means: zod's ISO check
 * lets '0000-01-01' through, which PostgreSQL refuses (year zero), once a 500.
 */
export const calendarDate = (message: string) =>
  z.iso.date(message).refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= 1900 && year <= 2999;
  }, message);
