import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, dutchClockTime, startOfDutchDay, todayInNetherlands } from '~/lib/dates';
import {
  dutchDayEnd,
  dutchDayOf,
  dutchDayOfText,
  dutchDayStart,
  dutchDayStartText,
} from '~/server/db/dutch-day';
import { setupTestDatabase } from '../helpers/db';

const database = setupTestDatabase();

// The last Sundays of March and October 2026, the days around them, and an ordinary winter day.
const DAYS = [
  '2026-03-28',
  '2026-03-29',
  '2026-03-30',
  '2026-10-24',
  '2026-10-25',
  '2026-10-26',
  '2026-01-15',
];

/** Runs `work` with the session in a time zone far from Amsterdam: the helpers must not depend on it. */
async function inForeignZone<T>(
  work: (run: (query: ReturnType<typeof sql>) => Promise<unknown[]>) => Promise<T>,
) {
  return database().db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'America/Los_Angeles'`);
    return work(async (query) => ((await tx.execute(query)) as unknown as { rows: unknown[] }).rows);
  });
}

describe('the Dutch day in SQL agrees with lib/dates on both clock changes', () => {
  it('starts and ends each day at the instants the TypeScript helper names', async () => {
    await inForeignZone(async (run) => {
      for (const day of DAYS) {
        const [row] = (await run(sql`
          select extract(epoch from ${dutchDayStart(day)})::float8 * 1000 as start_ms,
                 extract(epoch from ${dutchDayEnd(day)})::float8 * 1000 as end_ms,
                 extract(epoch from ${sql.raw(dutchDayStartText(`'${day}'::date`))})::float8 * 1000 as text_start_ms`)) as {
          start_ms: number;
          end_ms: number;
          text_start_ms: number;
        }[];
        expect(Number(row!.start_ms), day).toBe(startOfDutchDay(day).getTime());
        expect(Number(row!.text_start_ms), day).toBe(startOfDutchDay(day).getTime());
        expect(Number(row!.end_ms), day).toBe(startOfDutchDay(addDays(day, 1)).getTime());
      }
    });
  });

  it('names the Dutch day of instants just before and after midnight and the switch', async () => {
    const instants = DAYS.flatMap((day) => [
      startOfDutchDay(day),
      new Date(startOfDutchDay(day).getTime() - 1000),
      dutchClockTime(day, '02:30'),
      dutchClockTime(day, '23:59'),
    ]);
    await inForeignZone(async (run) => {
      for (const instant of instants) {
        const at = sql`${instant.toISOString()}::timestamptz`;
        const [row] = (await run(sql`
          select ${dutchDayOf(at)}::text as day,
                 ${sql.raw(dutchDayOfText(`'${instant.toISOString()}'::timestamptz`))}::text as text_day`)) as {
          day: string;
          text_day: string;
        }[];
        expect(row!.day, instant.toISOString()).toBe(todayInNetherlands(instant));
        expect(row!.text_day, instant.toISOString()).toBe(todayInNetherlands(instant));
      }
    });
  });
});
