import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BackupDatabase, createBackup } from '~/server/backup/backup.server';
import { withClient } from '~/server/backup/postgres-dump.server';
import { RestoreRefused, restoreBackup } from '~/server/backup/restore.server';
import { openDatabase } from '~/server/db/client';
import { createLocalStorage } from '~/server/storage/local';
import { fillDataDirFromTemplate } from '../helpers/db';
import { databaseUrl, withAdminClient } from '../helpers/db-templates';
import { INLINE_ASSETS } from '../helpers/inline-assets';

// The machine's PostgreSQL server (CI sets TEST_POSTGRES_URL; a PostgreSQL run TEST_DATABASE_URL).
const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.TEST_POSTGRES_URL;
/**
 * These tests make their own databases on both engines, whichever engine the run uses: CI's second
 * pass (TEST_DATABASE_URL beside TEST_POSTGRES_URL) would only repeat the first.
 */
const repeatsFirstPass = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_POSTGRES_URL);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'zorgzaam-backup-test-'));
const createdDatabases: string[] = [];

afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  if (!serverUrl) return;
  await withAdminClient(serverUrl, async (client) => {
    for (const name of createdDatabases) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
});

async function emptyPostgresDatabase(): Promise<string> {
  const name = `zorgzaam_backup_${randomBytes(5).toString('hex')}`;
  createdDatabases.push(name);
  await withAdminClient(serverUrl!, (client) => client.query(`CREATE DATABASE ${name}`));
  return databaseUrl(serverUrl!, name);
}

/** The shop as its own process, with demo content and orders, taking an order every few ms. */
async function startShop(
  settings: Record<string, string>,
): Promise<{ shop: ChildProcess; stop: () => Promise<number> }> {
  const shop = spawn(
    path.resolve('node_modules/.bin/tsx'),
    [...INLINE_ASSETS, 'tests/helpers/backup-shop.ts'],
    {
      env: { ...process.env, LOG_LEVEL: 'error', BACKUP_SHOP_ORDERS: '300', ...settings },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  shop.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  while (!output.includes('ready\n')) {
    if (shop.exitCode !== null) throw new Error(`the shop stopped: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    shop,
    async stop() {
      shop.kill('SIGTERM');
      await once(shop, 'exit');
      return Number(/placed (\d+)/.exec(output)?.[1] ?? 0);
    },
  };
}

async function countsOf(execute: (text: string) => Promise<Record<string, unknown>[]>) {
  const [row] = await execute(
    `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM invoices) AS invoices,
            (SELECT count(*)::int FROM users) AS customers, (SELECT count(*)::int FROM pages) AS pages,
            (SELECT count(*)::int FROM products) AS products`,
  );
  return row as Record<string, number>;
}

async function pgliteCounts(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await countsOf((text) => database.execute(text));
  } finally {
    await database.close();
  }
}

function uploadOf(dataDir: string, key: string): string {
  return readFileSync(path.join(dataDir, 'uploads', key)).toString('base64');
}

describe.skipIf(repeatsFirstPass)('backup and restore', () => {
  it('PGlite: backs up the running shop while it takes orders, restores into an empty data directory and into PostgreSQL', async () => {
    const dataDir = path.join(scratch, 'pglite-shop');
    await fillDataDirFromTemplate(dataDir, 'seeded');
    const { stop } = await startShop({ DATA_DIR: dataDir });
    const database: BackupDatabase = { kind: 'pglite', dataDir };
    const uploads = createLocalStorage(path.join(dataDir, 'uploads'), '/media');
    const backup = await createBackup({ database, uploads, outDir: path.join(scratch, 'archives-pglite') });
    const placedMeanwhile = await stop();

    const { manifest } = backup;
    expect(placedMeanwhile).toBeGreaterThan(0);
    expect(manifest.engine).toBe('pglite');
    expect(manifest.tables.orders?.rows).toBeGreaterThanOrEqual(300);
    expect(manifest.tables.invoices?.rows).toBeGreaterThan(0);
    const imageKeys = Object.keys(manifest.files).filter((file) => file.startsWith('uploads/'));
    expect(imageKeys.length).toBeGreaterThan(0);

    // Wipe: a new, empty data directory.
    const restoredDir = path.join(scratch, 'pglite-restored');
    await restoreBackup({
      archive: backup.archive,
      target: { kind: 'pglite', dataDir: restoredDir },
      uploads: createLocalStorage(path.join(restoredDir, 'uploads'), '/media'),
    });
    const counts = await pgliteCounts(restoredDir);
    expect(counts.orders).toBe(manifest.tables.orders?.rows);
    expect(counts.invoices).toBe(manifest.tables.invoices?.rows);
    expect(counts.customers).toBe(manifest.tables.users?.rows);
    expect(counts.pages).toBe(manifest.tables.pages?.rows);
    const someImage = imageKeys[0]!.slice('uploads/'.length);
    expect(uploadOf(restoredDir, someImage)).toBe(uploadOf(dataDir, someImage));

    // A database is there now: a second restore needs --force.
    await expect(
      restoreBackup({ archive: backup.archive, target: { kind: 'pglite', dataDir: restoredDir }, uploads }),
    ).rejects.toThrow(RestoreRefused);
    await restoreBackup({
      archive: backup.archive,
      target: { kind: 'pglite', dataDir: restoredDir },
      uploads,
      force: true,
    });

    if (!serverUrl) return;
    // Outgrowing the embedded database: the same archive into PostgreSQL.
    const url = await emptyPostgresDatabase();
    await restoreBackup({ archive: backup.archive, target: { kind: 'postgres', url }, uploads });
    expect(await withClient(url, countsOf)).toEqual(counts);
  }, 240_000);

  it.skipIf(!serverUrl)(
    'PostgreSQL: backs up with pg_dump while the shop takes orders, restores into an empty database only',
    async () => {
      const sourceUrl = await emptyPostgresDatabase();
      const dataDir = path.join(scratch, 'postgres-shop');
      const { stop } = await startShop({ DATA_DIR: dataDir, DATABASE_URL: sourceUrl });
      const uploads = createLocalStorage(path.join(dataDir, 'uploads'), '/media');
      const backup = await createBackup({
        database: { kind: 'postgres', url: sourceUrl },
        uploads,
        outDir: path.join(scratch, 'archives-postgres'),
      });
      expect(await stop()).toBeGreaterThan(0);
      expect(backup.manifest.engine).toBe('postgres');
      expect(backup.manifest.tables.orders?.rows).toBeGreaterThanOrEqual(300);

      const targetUrl = await emptyPostgresDatabase();
      const restoredUploads = path.join(scratch, 'postgres-restored-uploads');
      await restoreBackup({
        archive: backup.archive,
        target: { kind: 'postgres', url: targetUrl },
        uploads: createLocalStorage(restoredUploads, '/media'),
      });
      const counts = await withClient(targetUrl, countsOf);
      expect(counts.orders).toBe(backup.manifest.tables.orders?.rows);
      expect(counts.invoices).toBe(backup.manifest.tables.invoices?.rows);

      await expect(
        restoreBackup({ archive: backup.archive, target: { kind: 'postgres', url: sourceUrl }, uploads }),
      ).rejects.toThrow(/not empty/);
      await expect(
        restoreBackup({
          archive: backup.archive,
          target: { kind: 'pglite', dataDir: path.join(scratch, 'x') },
          uploads,
        }),
      ).rejects.toThrow(/PostgreSQL only/);
    },
    240_000,
  );
});
