import { describe, expect, it } from 'vitest';
import {
  endOfDutchDay,
  formatCalendarBucket,
  formatCalendarDay,
  formatDateTime,
  formatLongDate,
  formatMoment,
  formatShortDate,
  startOfDutchDay,
  todayInNetherlands,
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
