import { addDays, todayInNetherlands } from '~/lib/dates';

/** When a job is due: every so many milliseconds, or once a day at a Dutch clock time ('03:30'). */
export type JobSchedule = { everyMs: number } | { dailyAt: string };

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Amsterdam',
  timeZoneName: 'longOffset',
});

/** Minutes Amsterdam is ahead of UTC at this instant (60 in winter, 120 in summer). */
function amsterdamOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant a Dutch calendar day shows this clock time. */
export function dutchClockTime(day: string, clock: string): Date {
  const [hours, minutes] = clock.split(':').map(Number);
  const asUtc = Date.parse(`${day}T00:00:00Z`) + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
  // The offset of the guess is right except within an hour of a clock change; a second pass fixes that.
  const first = asUtc - amsterdamOffsetMinutes(new Date(asUtc)) * 60_000;
  return new Date(asUtc - amsterdamOffsetMinutes(new Date(first)) * 60_000);
}

/** The first due time strictly after `after`. */
export function nextDueTime(schedule: JobSchedule, after: Date): Date {
  if ('everyMs' in schedule) return new Date(after.getTime() + schedule.everyMs);
  const today = todayInNetherlands(after);
  const candidate = dutchClockTime(today, schedule.dailyAt);
  return candidate > after ? candidate : dutchClockTime(addDays(today, 1), schedule.dailyAt);
}
