import { describe, expect, it } from 'vitest';
import { archiveName, archiveTime, inventoryDifferences } from './manifest';

describe('backup manifest', () => {
  it('names archives by their UTC time and reads the time back', () => {
    const at = new Date('2026-11-25T02:15:07.123Z');
    expect(archiveName(at)).toBe('zorgzaam-backup-20261125T021507Z.tar.gz');
    expect(archiveTime(archiveName(at))?.toISOString()).toBe('2026-11-25T02:15:07.000Z');
    expect(archiveTime('other.tar.gz')).toBeUndefined();
  });

  it('names each table whose rows differ from the archive', () => {
    const expected = { orders: { rows: 3, checksum: 'a' }, users: { rows: 2, checksum: 'b' } };
    expect(inventoryDifferences(expected, expected)).toEqual([]);
    expect(
      inventoryDifferences(expected, {
        orders: { rows: 2, checksum: 'a' },
        pages: { rows: 1, checksum: 'c' },
      }),
    ).toEqual(['orders: 2 rows, expected 3', 'users: missing', 'pages: not in the archive']);
    expect(inventoryDifferences(expected, { ...expected, users: { rows: 2, checksum: 'x' } })).toEqual([
      'users: rows differ (checksum)',
    ]);
  });
});
