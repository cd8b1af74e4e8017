/**
 * The one home of date formatting. Instants are shown in Dutch time (Europe/Amsterdam), whatever
 * the server's or browser's time zone; calendar days ('2026-02-01', e.g. a stats period) are
 * formatted as days, never shifted by a time zone.
 */
const zone = 'Europe/Amsterdam';

const longDate = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: zone,
});
const numericDate = new Intl.DateTimeFormat('nl-NL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: zone,
});
const numericDateTime = new Intl.DateTimeFormat('nl-NL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: zone,
});
const moment = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeStyle: 'short', timeZone: zone });
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
const calendarLong = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const calendarDayMonth = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const calendarMonthYear = new Intl.DateTimeFormat('nl-NL', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: zone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);
const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** '3 november 2026' (spec: search dates nl-NL long). */
export function formatLongDate(value: Date | string): string {
  return longDate.format(toDate(value));
}

/** '03-11-2026' (spec section 9: order dates dd-mm-yyyy). */
export function formatShortDate(value: Date | string): string {
  return numericDate.format(toDate(value)).replaceAll('/', '-');
}

/** '02-05-2025 10:00': staff pages, and one cell a spreadsheet reads as a date. */
export function formatDateTime(value: Date | string): string {
  return numericDateTime.format(toDate(value)).replace(',', '');
}

/** '22 november 2026 om 17:05': a moment as a receipt states it. */
export function formatMoment(value: Date | string): string {
  return moment.format(toDate(value));
}

/*
 * Dutch days (decision 036): the one home of the Amsterdam day boundary in TypeScript, with Intl
 * alone. A calendar day is a 'yyyy-mm-dd' string and adding days to it never meets a clock change;
 * only turning a day and clock time into an instant does, and that happens here.
 */

/** The Dutch calendar day ('yyyy-mm-dd') and clock time of an instant. */
export function dutchWallClock(at: Date): { day: string; hour: number; minute: number } {
  const part = wallClockParts(at);
  const day = `${part.year}-${String(part.month).padStart(2, '0')}-${String(part.day).padStart(2, '0')}`;
  return { day, hour: part.hour!, minute: part.minute! };
}

/** Today's date in the Netherlands as 'yyyy-mm-dd' (renewals and stats follow Dutch days). */
export function todayInNetherlands(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** The calendar day `days` after `day` (negative: before): '2026-12-30' + 3 -> '2027-01-02'. */
export function addDays(day: string, days: number): string {
  const date = calendarDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function wallClockParts(at: Date): Record<string, number> {
  return Object.fromEntries(wallClock.formatToParts(at).map(({ type, value }) => [type, Number(value)]));
}

/** How far Dutch time is ahead of UTC at an instant (1 h in winter, 2 h in summer), in ms. */
function dutchOffsetMs(at: Date): number {
  const part = wallClockParts(at);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant a Dutch calendar day shows a clock time ('03:30'). A time the clocks skip in March
 * (02:30) comes out an hour later, at 03:30 summer time; one they show twice in October, the
 * second time (winter time).
 */
export function dutchClockTime(day: string, clock = '00:00'): Date {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  const asUtc = calendarDay(day).getTime() + (hours * 60 + minutes) * 60_000;
  // The offset at the guess may differ from the one at the answer on the night the clocks change.
  const guess = asUtc - dutchOffsetMs(new Date(asUtc));
  return new Date(asUtc - dutchOffsetMs(new Date(guess)));
}

/** The instant a Dutch calendar day ('2026-03-29') starts: midnight in Amsterdam. */
export function startOfDutchDay(day: string): Date {
  return dutchClockTime(day);
}

/** The last instant (the end) of a Dutch calendar day. */
export function endOfDutchDay(day: string): Date {
  return new Date(startOfDutchDay(addDays(day, 1)).getTime() - 1);
}

/** The weekday of a calendar day: 0 Sunday .. 6 Saturday. */
export function weekdayOf(day: string): number {
  return calendarDay(day).getUTCDay();
}

/** A calendar day ('2026-02-01') as '1 februari 2026'. */
export function formatCalendarDay(day: string): string {
  return calendarLong.format(calendarDay(day));
}

/** A chart bucket: '1 feb' for a day, 'feb 2026' for a month. */
export function formatCalendarBucket(day: string, bucket: 'day' | 'month'): string {
  return (bucket === 'day' ? calendarDayMonth : calendarMonthYear).format(calendarDay(day));
}
