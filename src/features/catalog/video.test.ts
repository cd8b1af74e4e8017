import { describe, expect, it } from 'vitest';
import { formatVideoTime } from './video';

describe('formatVideoTime', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatVideoTime(0)).toBe('0:00');
    expect(formatVideoTime(9.7)).toBe('0:09');
    expect(formatVideoTime(75)).toBe('1:15');
    expect(formatVideoTime(Number.NaN)).toBe('0:00');
  });
});
