// `npm run restore -- ARCHIVE [--force]`: restores an archive of `npm run backup` into the database
// the settings name (DATABASE_URL, else the embedded one in DATA_DIR) and the upload storage, then
// checks every table against the archive's manifest. Refuses a database that is not empty unless
// --force. A PGlite archive restores into PostgreSQL too (docs/operations.md). Stop the shop first.
import { parseArgs } from 'node:util';
import { RestoreRefused, restoreBackup } from '~/server/backup/restore.server';
import { env } from '~/server/env';
import { storage } from '~/server/storage';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const [archive] = positionals;
if (!archive || positionals.length > 1) {
  console.error('Usage: npm run restore -- ARCHIVE [--force]');
  process.exit(2);
}
const settings = env();
try {
  const { manifest, ms } = await restoreBackup({
    archive,
    target: settings.DATABASE_URL
      ? { kind: 'postgres', url: settings.DATABASE_URL }
      : { kind: 'pglite', dataDir: settings.DATA_DIR_ABSOLUTE },
    uploads: storage(),
    force: values.force,
  });
  const tables = Object.keys(manifest.tables).length;
  console.info(
    `Restored ${archive} (${manifest.engine}, made ${manifest.createdAt} by version ${manifest.appVersion}) ` +
      `in ${(ms / 1000).toFixed(1)} s: ${tables} tables match the manifest's counts and checksums.`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`${error instanceof RestoreRefused ? 'Restore refused' : 'Restore failed'}: ${message}`);
  process.exit(1);
}
