import { addDays, dutchClockTime, todayInNetherlands } from '~/lib/dates';

/** When a job is due: every so many milliseconds, or once a day at a Dutch clock time ('03:30'). */
export type JobSchedule = { everyMs: number } | { dailyAt: string };

/** The first due time strictly after `after`. */
export function nextDueTime(schedule: JobSchedule, after: Date): Date {
  if ('everyMs' in schedule) return new Date(after.getTime() + schedule.everyMs);
  const today = todayInNetherlands(after);
  const candidate = dutchClockTime(today, schedule.dailyAt);
  return candidate > after ? candidate : dutchClockTime(addDays(today, 1), schedule.dailyAt);
}
