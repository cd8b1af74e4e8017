import { getDatabase } from '../db';
import { env } from '../env';
import { scheduleJob } from '../jobs';
import { log } from '../log';
import { storage } from '../storage';
import type { BackupDatabase } from './backup.server';
import { backupAndPrune } from './scheduled.server';

/**
 * The nightly backup into BACKUP_DIR, then the retention rule (7 daily, 4 weekly), by the shop's
 * own scheduler: one instance per night. BACKUP_SCHEDULE=off leaves it to the owner's own timer.
 */
const { BACKUP_SCHEDULE, BACKUP_KEY } = env();
if (BACKUP_SCHEDULE !== 'off') {
  // Archives are signed (decision 029): without the key every nightly run fails, so say so at start.
  if (!BACKUP_KEY)
    log.warn('BACKUP_KEY is not set: the nightly backup cannot sign its archive and will fail', {
      schedule: BACKUP_SCHEDULE,
    });
  scheduleJob({
    name: 'nightly-backup',
    schedule: { dailyAt: BACKUP_SCHEDULE },
    async run() {
      const database = await getDatabase();
      const settings = env();
      const source: BackupDatabase =
        database.kind === 'postgres' && settings.DATABASE_URL
          ? { kind: 'postgres', url: settings.DATABASE_URL }
          : {
              kind: 'pglite',
              dataDir: settings.DATA_DIR_ABSOLUTE,
              // This process holds the embedded database: the snapshot is taken here, between two queries.
              snapshot: async () => {
                if (!database.dumpDataDir) throw new Error('unreachable: PGlite writes snapshots');
                return database.dumpDataDir();
              },
            };
      return backupAndPrune({ database: source, uploads: storage(), outDir: settings.BACKUP_DIR_ABSOLUTE });
    },
  });
}
