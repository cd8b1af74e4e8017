import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { diskNearlyFull, freeBytes } from './disk-space';

describe('diskNearlyFull', () => {
  it('reads the free space of the file system holding a directory', () => {
    expect(freeBytes(tmpdir())).toBeGreaterThan(0);
    expect(diskNearlyFull(tmpdir(), 1)).toBe(false);
    expect(diskNearlyFull(tmpdir(), Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it('does not call a directory it cannot read full', () => {
    expect(diskNearlyFull('/bestaat/niet', Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
