import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { log } from '../log';
import type { FileStorage } from '../storage';
import { type BackupDatabase, type BackupResult, createBackup } from './backup.server';
import { archivesToDelete, DEFAULT_RETENTION, type RetentionPolicy } from './retention';

/**
 * A backup followed by the retention rule over the folder's archives (7 daily, 4 weekly by
 * default): what the nightly run (`npm run backup -- --prune`, a systemd timer) does.
 */
export async function backupAndPrune(options: {
  database: BackupDatabase;
  uploads: FileStorage;
  outDir: string;
  policy?: RetentionPolicy;
  now?: Date;
}): Promise<BackupResult & { deleted: string[] }> {
  const result = await createBackup(options);
  const names = await readdir(options.outDir);
  const deleted = archivesToDelete(names, options.policy ?? DEFAULT_RETENTION);
  for (const name of deleted) await rm(path.join(options.outDir, name), { force: true });
  log.info('backup written', {
    archive: result.archive,
    bytes: result.bytes,
    ms: result.ms,
    deleted: deleted.length,
  });
  return { ...result, deleted };
}
