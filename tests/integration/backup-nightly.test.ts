import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { archiveName } from '~/server/backup/manifest';
import { scheduledJobs } from '~/server/db/schema';
import { env } from '~/server/env';
import { runDueJobs, scheduledJobNames } from '~/server/jobs';
import { catalogSeed } from '~/server/seed/catalog';
import { setupTestDatabase } from '../helpers/db';

const database = setupTestDatabase({ seed: [catalogSeed] });

describe('nightly backup by the shop scheduler', () => {
  it('writes an archive of the running shop into BACKUP_DIR and keeps 7 daily and 4 weekly', async (context) => {
    // On PostgreSQL the job runs pg_dump on DATABASE_URL: tests/integration/backup-restore.test.ts covers it.
    if (database().kind !== 'pglite') context.skip();
    await import('~/server/backup/backup.jobs.server');
    expect(scheduledJobNames()).toContain('nightly-backup');

    // Two months of older nightly archives in the folder.
    const folder = env().BACKUP_DIR_ABSOLUTE;
    await mkdir(folder, { recursive: true });
    for (let night = 1; night <= 60; night += 1) {
      writeFileSync(`${folder}/${archiveName(new Date(Date.now() - night * 86_400_000))}`, 'old');
    }

    await runDueJobs({ instance: 'setup' }); // creates the job's row
    await database()
      .db.update(scheduledJobs)
      .set({ nextRunAt: new Date(Date.now() - 1_000) })
      .where(eq(scheduledJobs.name, 'nightly-backup'));
    await runDueJobs({ instance: 'a' });

    const [row] = await database()
      .db.select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'nightly-backup'));
    expect(row?.lastError).toBeNull();
    const archives = readdirSync(folder).filter((name) => name.endsWith('.tar.gz'));
    // Tonight's archive plus 6 more days, and the newest of up to 4 weeks that overlap them.
    expect(archives.length).toBeGreaterThanOrEqual(7 + 1);
    expect(archives.length).toBeLessThanOrEqual(7 + 4);
    // The newest is tonight's real archive (the older ones hold three bytes).
    expect(statSync(`${folder}/${archives.sort().at(-1)}`).size).toBeGreaterThan(10_000);
  }, 120_000);
});
