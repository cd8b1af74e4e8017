import { describe, expect, it } from 'vitest';
import { archiveName, archiveTime } from './manifest';
import { archivesToDelete, isoWeek } from './retention';

/** One archive a night at 02:15 UTC for `nights` nights, ending on `last`. */
function nightly(last: string, nights: number): string[] {
  const end = new Date(`${last}T02:15:00Z`).getTime();
  return Array.from({ length: nights }, (_, i) => archiveName(new Date(end - i * 86_400_000)));
}

describe('backup retention', () => {
  it('keeps everything while there are fewer archives than the policy holds', () => {
    expect(archivesToDelete(nightly('2026-11-25', 5))).toEqual([]);
  });

  it('keeps 7 daily and the newest of each of 4 weeks from two months of nightly archives', () => {
    const names = nightly('2026-11-25', 60);
    const deleted = new Set(archivesToDelete(names));
    const kept = names.filter((name) => !deleted.has(name));
    const days = kept.map((name) => archiveTime(name)?.toISOString().slice(0, 10));
    // Wednesday 25 Nov back to Thursday 19 Nov, then the newest of the weeks before (Sundays).
    expect(days).toEqual([
      '2026-11-25',
      '2026-11-24',
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-15',
      '2026-11-08',
    ]);
  });

  it('keeps only the newest archive of a day with several', () => {
    const names = [
      archiveName(new Date('2026-11-25T02:15:00Z')),
      archiveName(new Date('2026-11-25T14:00:00Z')),
    ];
    expect(archivesToDelete(names)).toEqual([names[0]]);
  });

  it('never names a file that is not an archive', () => {
    const names = [...nightly('2026-11-25', 30), 'notes.txt', 'zorgzaam-backup-latest.tar.gz'];
    const deleted = archivesToDelete(names);
    expect(deleted).not.toContain('notes.txt');
    expect(deleted).not.toContain('zorgzaam-backup-latest.tar.gz');
  });

  it('numbers ISO weeks across the turn of the year', () => {
    expect(isoWeek(new Date('2026-12-31T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2027-01-04T12:00:00Z'))).toBe('2027-W01');
    expect(isoWeek(new Date('2026-11-25T12:00:00Z'))).toBe('2026-W48');
  });
});
