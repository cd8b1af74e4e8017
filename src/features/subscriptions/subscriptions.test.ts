import { describe, expect, it } from 'vitest';
import { addDays } from '~/lib/dates';
import {
  addressChangeSchema,
  addWeeks,
  dateAfterIntervalChange,
  dateAfterResume,
  dateAfterSkip,
  latestPauseEnd,
  linesChangeSchema,
  RETRY_AFTER_DAYS,
  undoableSkip,
} from './subscriptions';

describe('subscription dates', () => {
  it('counts calendar days and weeks across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addWeeks('2026-03-01', 4)).toBe('2026-03-29');
    expect(latestPauseEnd('2026-01-01')).toBe('2026-07-03');
  });

  it('skips one interval on, and always past today', () => {
    expect(dateAfterSkip('2026-02-01', 4, '2026-01-20')).toBe('2026-03-01');
    expect(dateAfterSkip('2026-01-01', 4, '2026-03-01')).toBe('2026-03-26');
  });

  it('recomputes the next date from the last delivery, never within the reminder days', () => {
    // Last delivery 2026-01-04 (next 2026-02-01 at 4 weeks); 12 weeks from it:
    expect(dateAfterIntervalChange('2026-02-01', 4, 12, '2026-01-10')).toBe('2026-03-29');
    // 8 -> 4 weeks where last + 4 weeks has passed: three days from today.
    expect(dateAfterIntervalChange('2026-03-01', 8, 4, '2026-02-01')).toBe('2026-02-04');
  });

  it('resumes at the planned date when sooner than one interval from today', () => {
    expect(dateAfterResume('2026-01-15', 4, '2026-01-10')).toBe('2026-01-15');
    expect(dateAfterResume('2026-06-01', 4, '2026-01-10')).toBe('2026-02-07');
    expect(dateAfterResume('2026-01-11', 4, '2026-01-10')).toBe('2026-01-13');
  });

  it('keeps the retry schedule in one place: day 3 and day 7', () => {
    expect(RETRY_AFTER_DAYS).toEqual([3, 7]);
  });
});

describe('change schemas', () => {
  it('takes 1 to 100 of each line and at least one line', () => {
    expect(linesChangeSchema.safeParse({ lines: [] }).success).toBe(false);
    expect(linesChangeSchema.safeParse({ lines: [{ product_id: 1, quantity: 101 }] }).success).toBe(false);
    expect(linesChangeSchema.parse({ lines: [{ product_id: 1, quantity: 100 }] }).lines[0]).toEqual({
      product_id: 1,
      variation_id: null,
      quantity: 100,
    });
  });

  it('checks a Dutch address like the checkout', () => {
    const address = { street: 'Dam', street_number: '1', postcode: '1012js', city: 'Amsterdam' };
    expect(addressChangeSchema.parse(address).postcode).toBe('1012 JS');
    expect(addressChangeSchema.safeParse({ ...address, postcode: '1012 SS' }).success).toBe(false);
  });
});

describe('undoableSkip', () => {
  const skip = { kind: 'skipped', details: { skipped: '2026-12-10', next: '2027-01-07' } };
  const active = { status: 'active', nextPaymentDate: '2027-01-07' };

  it('brings back the skipped day until that day has passed', () => {
    expect(undoableSkip(active, skip, '2026-12-01')).toBe('2026-12-10');
    expect(undoableSkip(active, skip, '2026-12-10')).toBe('2026-12-10');
    expect(undoableSkip(active, skip, '2026-12-11')).toBeNull();
  });

  it('not after an undo, another date change, or when the subscription is not running', () => {
    expect(
      undoableSkip(active, { kind: 'skip_undone', details: { next: '2026-12-10' } }, '2026-12-01'),
    ).toBeNull();
    expect(undoableSkip({ ...active, nextPaymentDate: '2027-03-04' }, skip, '2026-12-01')).toBeNull();
    expect(undoableSkip({ ...active, status: 'paused' }, skip, '2026-12-01')).toBeNull();
    expect(undoableSkip(active, undefined, '2026-12-01')).toBeNull();
  });
});
