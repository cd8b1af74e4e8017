import { describe, expect, it } from 'vitest';
import {
  addDays,
  dutchClockTime,
  dutchWallClock,
  endOfDutchDay,
  formatCalendarBucket,
  formatCalendarDay,
  formatDateTime,
  formatLongDate,
  formatMoment,
  formatShortDate,
  startOfDutchDay,
  todayInNetherlands,
  weekdayOf,
} from './dates';

// 23:30 UTC on 31 March 2026 is already 1 April in the Netherlands (summer time, UTC+2).
const lateEvening = new Date('2026-03-31T23:30:00Z');

describe('dates in Dutch time', () => {
  it('formats an instant on the Dutch calendar day, whatever the process time zone', () => {
    expect(formatLongDate(lateEvening)).toBe('1 april 2026');
    expect(formatShortDate(lateEvening)).toBe('01-04-2026');
    expect(formatDateTime('2026-03-31T23:30:00Z')).toBe('01-04-2026 01:30');
    expect(formatMoment(lateEvening)).toBe('1 april 2026 om 01:30');
    expect(todayInNetherlands(lateEvening)).toBe('2026-04-01');
  });

  it('formats calendar days as days, never shifted', () => {
    expect(formatCalendarDay('2026-02-01')).toBe('1 februari 2026');
    expect(formatCalendarBucket('2026-02-01', 'day')).toBe('1 feb');
    expect(formatCalendarBucket('2026-02-01', 'month')).toBe('feb 2026');
  });
});

describe('startOfDutchDay and endOfDutchDay', () => {
  it('give midnight in Amsterdam in winter and in summer time', () => {
    expect(startOfDutchDay('2026-01-15')).toEqual(new Date('2026-01-14T23:00:00Z'));
    expect(startOfDutchDay('2026-07-15')).toEqual(new Date('2026-07-14T22:00:00Z'));
    expect(endOfDutchDay('2026-07-15')).toEqual(new Date('2026-07-15T21:59:59.999Z'));
  });

  it('hold on the days the clocks change', () => {
    expect(startOfDutchDay('2026-03-29')).toEqual(new Date('2026-03-28T23:00:00Z'));
    expect(endOfDutchDay('2026-03-29')).toEqual(new Date('2026-03-29T21:59:59.999Z'));
    expect(startOfDutchDay('2026-10-25')).toEqual(new Date('2026-10-24T22:00:00Z'));
    expect(endOfDutchDay('2026-10-25')).toEqual(new Date('2026-10-25T22:59:59.999Z'));
  });
});

// In 2026 the clocks go forward on Sunday 29 March (02:00 -> 03:00, at 01:00 UTC) and back on
// Sunday 25 October (03:00 -> 02:00, at 01:00 UTC).
describe('the Dutch day across both clock changes', () => {
  it('reads the Dutch day and clock time of an instant on either side of each change', () => {
    expect(dutchWallClock(new Date('2026-03-29T00:59:00Z'))).toEqual({
      day: '2026-03-29',
      hour: 1,
      minute: 59,
    });
    expect(dutchWallClock(new Date('2026-03-29T01:00:00Z'))).toEqual({
      day: '2026-03-29',
      hour: 3,
      minute: 0,
    });
    expect(dutchWallClock(new Date('2026-10-25T00:30:00Z'))).toEqual({
      day: '2026-10-25',
      hour: 2,
      minute: 30,
    });
    expect(dutchWallClock(new Date('2026-10-25T01:30:00Z'))).toEqual({
      day: '2026-10-25',
      hour: 2,
      minute: 30,
    });
    expect(dutchWallClock(new Date('2026-10-25T22:59:59Z')).day).toBe('2026-10-25');
    expect(dutchWallClock(new Date('2026-10-25T23:00:00Z')).day).toBe('2026-10-26');
  });

  it('gives a Dutch day 23 hours in March and 25 in October', () => {
    const hours = (day: string) =>
      (startOfDutchDay(addDays(day, 1)).getTime() - startOfDutchDay(day).getTime()) / 3_600_000;
    expect(hours('2026-03-28')).toBe(24);
    expect(hours('2026-03-29')).toBe(23);
    expect(hours('2026-10-25')).toBe(25);
    expect(hours('2026-10-26')).toBe(24);
  });

  it('turns a clock time into the instant on the days the clocks change', () => {
    expect(dutchClockTime('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(dutchClockTime('2026-03-29', '03:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 does not exist that night: the same instant as 03:30 summer time.
    expect(dutchClockTime('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(dutchClockTime('2026-10-25', '01:30').toISOString()).toBe('2026-10-24T23:30:00.000Z');
    // 02:30 happens twice that night: the second time, in winter time.
    expect(dutchClockTime('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(dutchClockTime('2026-10-25', '03:30').toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });

  it('adds calendar days across a clock change and a year end without drifting', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-30', -2)).toBe('2026-03-28');
    // The same clock time a day later is 23 or 25 hours on, never 24.
    expect(
      dutchClockTime(addDays('2026-03-28', 1), '12:00').getTime() -
        dutchClockTime('2026-03-28', '12:00').getTime(),
    ).toBe(23 * 3_600_000);
    expect(
      dutchClockTime(addDays('2026-10-24', 1), '12:00').getTime() -
        dutchClockTime('2026-10-24', '12:00').getTime(),
    ).toBe(25 * 3_600_000);
  });

  it('names the weekday of a calendar day', () => {
    expect(weekdayOf('2026-03-29')).toBe(0);
    expect(weekdayOf('2026-10-24')).toBe(6);
    expect(weekdayOf('2026-11-23')).toBe(1);
  });
});
