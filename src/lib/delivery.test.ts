import { describe, expect, it } from 'vitest';
import { expectedDeliveryDay, formatDeliveryDay } from './delivery';

// 23 November 2026 is a Monday. Amsterdam is UTC+1 in winter.
const at = (iso: string) => formatDeliveryDay(expectedDeliveryDay(new Date(iso)));

describe('expected delivery day', () => {
  it('counts two working days from a working day before 16.00', () => {
    expect(at('2026-11-23T14:59:00Z')).toBe('woensdag 25 november');
  });
  it('starts a day later after the cut-off', () => {
    expect(at('2026-11-23T15:00:00Z')).toBe('donderdag 26 november');
  });
  it('skips the weekend: Friday afternoon and Saturday both arrive on Wednesday', () => {
    expect(at('2026-11-27T16:30:00Z')).toBe('woensdag 2 december');
    expect(at('2026-11-28T09:00:00Z')).toBe('woensdag 2 december');
  });
  it('uses Amsterdam time, not UTC, for the day', () => {
    // 23:30 UTC on Sunday is already Monday 00:30 in Amsterdam.
    expect(at('2026-11-22T23:30:00Z')).toBe('woensdag 25 november');
  });
});
