import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { sql } from 'drizzle-orm';
import { openDatabase, pgliteExtensions } from '../db/client';
import { acquireDataDirLock } from '../db/lock';
import { contentTypeOf, type FileStorage } from '../storage/types';
import { PGLITE_SNAPSHOT, POSTGRES_DUMP } from './backup.server';
import { type Execute, shippedMigrations, stableText, tableInventory } from './inventory.server';
import { inventoryDifferences, type Manifest, type TableInventory } from './manifest';
import { withPgliteSnapshot } from './pglite-snapshot.server';
import { emptyPostgres, postgresIsEmpty, restorePostgresDump, withClient } from './postgres-dump.server';
import { backupKey } from './signature.server';
import { UnsafeArchive } from './tar-reader.server';
import { unpackVerifiedArchive } from './verified-archive.server';

export type RestoreTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface RestoreOptions {
  archive: string;
  target: RestoreTarget;
  uploads: FileStorage;
  /** Overwrite a database that is not empty, and uploads with other content. */
  force?: boolean;
  /** Verifies the manifest's signature; default BACKUP_KEY. */
  key?: string;
}

/** A restore that would destroy data or cannot work: the message says what to do. */
export class RestoreRefused extends Error {}

/**
 * Restores an archive of `npm run backup` into an empty database (PGlite data directory or
 * PostgreSQL database) and the upload storage, then checks every table's rows and checksum
 * against the manifest. A PGlite archive restores into PostgreSQL too: how a shop outgrows
 * the embedded database.
 */
export async function restoreBackup(options: RestoreOptions): Promise<{ manifest: Manifest; ms: number }> {
  const started = performance.now();
  const signingKey = backupKey(options.key);
  const work = await mkdtemp(path.join(os.tmpdir(), 'zorgzaam-restore-'));
  try {
    // Nothing in the archive is believed before its signed manifest vouches for it (decision 029).
    const manifest = await unpackVerifiedArchive(options.archive, work, signingKey).catch(
      (error: unknown) => {
        if (error instanceof UnsafeArchive)
          throw new RestoreRefused(`The archive is refused: ${error.message}`);
        throw error;
      },
    );
    checkVersion(manifest);
    const uploads = Object.keys(manifest.files).filter((name) => name.startsWith('uploads/'));
    await refuseReplacedUploads(uploads, work, options.uploads, Boolean(options.force));
    await prepareTarget(options.target, Boolean(options.force));
    await restoreDatabase(manifest, work, options.target);
    for (const file of uploads) {
      const key = file.slice('uploads/'.length);
      await options.uploads.put(key, await readFile(path.join(work, file)), contentTypeOf(key));
    }
    const differences = inventoryDifferences(manifest.tables, await inventoryOf(options.target));
    if (differences.length > 0) {
      throw new Error(`The restored database differs from the archive:\n  ${differences.join('\n  ')}`);
    }
    return { manifest, ms: Math.round(performance.now() - started) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function checkVersion(manifest: Manifest): void {
  const shipped = shippedMigrations();
  if (manifest.migrations.applied > shipped) {
    throw new RestoreRefused(
      `The archive comes from a newer version (${manifest.appVersion}, ${manifest.migrations.applied} migrations; ` +
        `this one has ${shipped}). Restore it with that version.`,
    );
  }
}

/**
 * Uploads already in the storage with other content than the archive's would be replaced: only
 * with --force. The same content is fine (moving to PostgreSQL keeps DATA_DIR/uploads).
 */
async function refuseReplacedUploads(
  files: string[],
  work: string,
  uploads: FileStorage,
  force: boolean,
): Promise<void> {
  if (force) return;
  for (const file of files) {
    const existing = await uploads.get(file.slice('uploads/'.length));
    if (existing && !Buffer.from(existing.data).equals(await readFile(path.join(work, file))))
      throw new RestoreRefused(
        `The uploads hold another ${file.slice('uploads/'.length)}. Restore into empty storage, or add --force to replace it.`,
      );
  }
}

async function prepareTarget(target: RestoreTarget, force: boolean): Promise<void> {
  if (target.kind === 'postgres') {
    if (await postgresIsEmpty(target.url)) return;
    if (!force)
      throw new RestoreRefused(
        'The database is not empty. Restore into an empty one, or add --force to replace it.',
      );
    await emptyPostgres(target.url);
    return;
  }
  const pgDataDir = path.join(target.dataDir, 'pglite');
  if (!existsSync(pgDataDir) || readdirSync(pgDataDir).length === 0) return;
  if (!force) {
    throw new RestoreRefused(
      `${pgDataDir} holds a database. Restore into an empty DATA_DIR, or add --force to replace it (stop the shop first).`,
    );
  }
  // Taking the lock first: a running shop makes this fail before anything is removed.
  const database = await openDatabase({ kind: 'pglite', dataDir: target.dataDir });
  await database.close();
  await rm(pgDataDir, { recursive: true, force: true });
}

async function restoreDatabase(manifest: Manifest, dir: string, target: RestoreTarget): Promise<void> {
  if (manifest.engine === 'postgres') {
    if (target.kind !== 'postgres') {
      throw new RestoreRefused('A PostgreSQL backup restores into PostgreSQL only: set DATABASE_URL.');
    }
    await restorePostgresDump(target.url, path.join(dir, POSTGRES_DUMP));
    return;
  }
  const snapshot = new Blob([await readFile(path.join(dir, PGLITE_SNAPSHOT))]);
  if (target.kind === 'pglite') {
    // Opening the data directory with the snapshot as its contents writes it there (and takes the lock).
    await mkdir(target.dataDir, { recursive: true });
    const lock = acquireDataDirLock(target.dataDir);
    try {
      const client = await PGlite.create({
        dataDir: path.join(target.dataDir, 'pglite'),
        loadDataDir: snapshot,
        extensions: pgliteExtensions,
      });
      await client.close();
    } finally {
      lock.release();
    }
    return;
  }
  await copyPgliteIntoPostgres(snapshot, target.url);
}

/**
 * PGlite -> PostgreSQL: PGlite's own pg_dump (a WebAssembly build) writes schema and data as
 * plain SQL with INSERTs (no COPY, so no psql is needed), loaded in one transaction. Triggers
 * come after the data in the dump, so they do not fire while it loads.
 */
async function copyPgliteIntoPostgres(snapshot: Blob, url: string): Promise<void> {
  const dump = await withPgliteSnapshot(snapshot, async (client) => {
    const file = await pgDump({
      pg: client,
      args: ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=500'],
    });
    return file.text();
  });
  // PGlite's pg_dump is newer than most servers; this setting exists from PostgreSQL 17 on.
  const portable = dump.replace(/^SET transaction_timeout = 0;$/m, '');
  await withClient(url, async (execute) => {
    await execute('BEGIN');
    try {
      await execute(portable);
      await execute('COMMIT');
    } catch (error) {
      await execute('ROLLBACK');
      throw error;
    }
  });
}

async function inventoryOf(target: RestoreTarget): Promise<TableInventory> {
  if (target.kind === 'postgres') {
    return withClient(target.url, async (execute) => {
      await execute('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await stableText(execute);
      const inventory = await tableInventory(execute);
      await execute('COMMIT');
      return inventory;
    });
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: target.dataDir });
  try {
    return await database.db.transaction(async (tx) => {
      const execute: Execute = async (text) => {
        const result = await tx.execute(sql.raw(text));
        return (result as unknown as { rows: Record<string, unknown>[] }).rows;
      };
      await stableText(execute);
      return tableInventory(execute);
    });
  } finally {
    await database.close();
  }
}
