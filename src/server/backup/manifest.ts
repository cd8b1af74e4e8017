import { z } from 'zod';

/** The version of the archive layout; a restore refuses a layout it does not know. */
export const ARCHIVE_FORMAT = 1;

const fileEntry = z.object({ bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  app: z.string(),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  /** Which engine wrote the database part: `database.dump` (pg_dump custom) or `database.pglite.tar`. */
  engine: z.enum(['postgres', 'pglite']),
  serverVersion: z.string(),
  /** How many of the app's migrations the database had applied, and the last one's hash. */
  migrations: z.object({ applied: z.number().int().min(0), lastHash: z.string().nullable() }),
  /** Rows per table and a checksum of each table's rows, all read in the dump's own snapshot. */
  tables: z.record(z.string(), z.object({ rows: z.number().int().min(0), checksum: z.string() })),
  /** Every other file in the archive, by its path inside it. */
  files: z.record(z.string(), fileEntry),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableInventory = Manifest['tables'];

/** Tables whose rows or checksum differ between what the archive promised and what a database holds. */
export function inventoryDifferences(expected: TableInventory, actual: TableInventory): string[] {
  const differences: string[] = [];
  for (const [table, want] of Object.entries(expected)) {
    const got = actual[table];
    if (!got) differences.push(`${table}: missing`);
    else if (got.rows !== want.rows) differences.push(`${table}: ${got.rows} rows, expected ${want.rows}`);
    else if (got.checksum !== want.checksum) differences.push(`${table}: rows differ (checksum)`);
  }
  for (const table of Object.keys(actual)) {
    if (!(table in expected)) differences.push(`${table}: not in the archive`);
  }
  return differences;
}

/** Archive file names sort by time: zorgzaam-backup-20261125T021500Z.tar.gz. */
export function archiveName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `zorgzaam-backup-${stamp}.tar.gz`;
}

/** The moment an archive name was made at, or undefined for any other file name. */
export function archiveTime(name: string): Date | undefined {
  const match = /^zorgzaam-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/.exec(name);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}
