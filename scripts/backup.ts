// `npm run backup [-- --out DIR] [-- --prune]`: one archive of the database and the uploads in
// BACKUP_DIR (default DATA_DIR/backups). Safe while the shop runs: on PostgreSQL through pg_dump,
// on the embedded database by asking the running shop for a snapshot (SIGUSR2; run this as the
// shop's user). --prune then applies the retention rule (7 daily, 4 weekly) to the folder.
import { parseArgs } from 'node:util';
import type { BackupDatabase, BackupResult } from '~/server/backup/backup.server';
import { createBackup } from '~/server/backup/backup.server';
import { backupAndPrune } from '~/server/backup/scheduled.server';
import { env } from '~/server/env';
import { storage } from '~/server/storage';

const { values } = parseArgs({
  options: { out: { type: 'string' }, prune: { type: 'boolean', default: false } },
});
const settings = env();
const database: BackupDatabase = settings.DATABASE_URL
  ? { kind: 'postgres', url: settings.DATABASE_URL }
  : { kind: 'pglite', dataDir: settings.DATA_DIR_ABSOLUTE };
const options = { database, uploads: storage(), outDir: values.out ?? settings.BACKUP_DIR_ABSOLUTE };

try {
  const result: BackupResult & { deleted?: string[] } = values.prune
    ? await backupAndPrune(options)
    : await createBackup(options);
  const { manifest } = result;
  const rows = (table: string) => manifest.tables[table]?.rows ?? 0;
  const uploads = Object.keys(manifest.files).filter((file) => file.startsWith('uploads/')).length;
  console.info(
    `Backup written: ${result.archive}\n` +
      `  ${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${(result.ms / 1000).toFixed(1)} s (${manifest.engine} ${manifest.serverVersion})\n` +
      `  ${rows('orders')} orders, ${rows('invoices')} invoices, ${rows('users')} accounts, ${rows('pages')} pages, ${uploads} uploads`,
  );
  if (result.deleted)
    console.info(`  removed ${result.deleted.length} older archives (7 daily, 4 weekly kept)`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
