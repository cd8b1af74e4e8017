import { describe, expect, it } from 'vitest';
import { formatVideoTime, videoTimeLabel } from './video';

describe('formatVideoTime', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatVideoTime(0)).toBe('0:00');
    expect(formatVideoTime(9.7)).toBe('0:09');
    expect(formatVideoTime(75)).toBe('1:15');
    expect(formatVideoTime(Number.NaN)).toBe('0:00');
  });
});

describe('videoTimeLabel', () => {
  it('shows position and length once the length is known', () => {
    expect(videoTimeLabel(3.2, 12)).toBe('0:03 / 0:12');
  });

  it('shows only the position before the video has loaded', () => {
    expect(videoTimeLabel(0, Number.NaN)).toBe('0:00');
    expect(videoTimeLabel(0, 0)).toBe('0:00');
  });
});
