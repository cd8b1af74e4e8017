import { describe, expect, it } from 'vitest';
import { householdKey, trialPeriodStart } from './trial-packs';

describe('trial pack rules', () => {
  it('writes one household one way, whatever the spacing and case', () => {
    const key = householdKey({ postcode: '1012 js', house_number: '1', addition: ' a' });
    expect(key).toBe('1012JS|1|A');
    expect(householdKey({ postcode: '1012JS', house_number: '1', addition: 'A' })).toBe(key);
    expect(householdKey({ postcode: '1012JS', house_number: '1', addition: null })).toBe('1012JS|1|');
    expect(householdKey({ postcode: '1012JS', house_number: '1', addition: 'B' })).not.toBe(key);
  });

  it('counts six calendar months back', () => {
    expect(trialPeriodStart(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-05-25T10:00:00.000Z');
  });
});
