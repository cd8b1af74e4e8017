import { describe, expect, it } from 'vitest';
import { dutchClockTime } from '~/lib/dates';
import { nextDueTime } from './schedule';

describe('job schedule', () => {
  it('runs a daily job at the Dutch clock time, in winter and in summer', () => {
    expect(dutchClockTime('2026-01-15', '03:30').toISOString()).toBe('2026-01-15T02:30:00.000Z');
    expect(dutchClockTime('2026-07-15', '03:30').toISOString()).toBe('2026-07-15T01:30:00.000Z');
  });

  it('is due later today when the time has not passed yet, else tomorrow', () => {
    const schedule = { dailyAt: '06:00' };
    expect(nextDueTime(schedule, new Date('2026-11-25T04:00:00Z')).toISOString()).toBe(
      '2026-11-25T05:00:00.000Z',
    );
    expect(nextDueTime(schedule, new Date('2026-11-25T05:00:00Z')).toISOString()).toBe(
      '2026-11-26T05:00:00.000Z',
    );
  });

  it('counts the day in the Netherlands, not in UTC', () => {
    // 23:30 UTC on the 25th is already the 26th in Amsterdam.
    expect(nextDueTime({ dailyAt: '01:00' }, new Date('2026-11-25T23:30:00Z')).toISOString()).toBe(
      '2026-11-26T00:00:00.000Z',
    );
  });

  it('repeats an interval job after its interval', () => {
    expect(nextDueTime({ everyMs: 60_000 }, new Date('2026-11-25T10:00:00Z')).toISOString()).toBe(
      '2026-11-25T10:01:00.000Z',
    );
  });
});
