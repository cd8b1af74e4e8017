import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase, pgliteExtensions } from '../db/client';
import { lockOwner } from '../db/lock';
import { log } from '../log';
import { type Execute, migrationLevel, serverVersion, stableText, tableInventory } from './inventory.server';
import type { Manifest } from './manifest';

/**
 * A second process must never open PGlite's data directory (it corrupts it). So `npm run backup`
 * asks the running shop: SIGUSR2 makes the shop write a snapshot of its own database here,
 * between two queries; the backup command picks it up.
 */
export function snapshotFile(dataDir: string): string {
  return path.join(dataDir, 'snapshot', 'pglite-snapshot.tar');
}

export async function writePgliteSnapshot(
  database: Pick<Database, 'dumpDataDir'>,
  file: string,
): Promise<void> {
  if (!database.dumpDataDir) throw new Error('This database cannot write a snapshot (PGlite only).');
  const started = performance.now();
  const blob = await database.dumpDataDir();
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await writeFile(partial, new Uint8Array(await blob.arrayBuffer()));
  // The backup command waits for the file: it must never see a half-written one.
  await rename(partial, file);
  log.info('database snapshot written', {
    file,
    bytes: blob.size,
    ms: Math.round(performance.now() - started),
  });
}

/** The shop's side: answer SIGUSR2 with a snapshot. Returns a function that stops answering. */
export function answerSnapshotSignals(database: Database, dataDir: string): () => void {
  const onSignal = () => {
    writePgliteSnapshot(database, snapshotFile(dataDir)).catch((error: unknown) =>
      log.error('database snapshot failed', { error }),
    );
  };
  process.on('SIGUSR2', onSignal);
  return () => process.off('SIGUSR2', onSignal);
}

/**
 * The backup command's side: a snapshot of DATA_DIR's embedded database, from the running shop
 * when one holds the directory, otherwise by opening it here (taking the lock, so a shop started
 * meanwhile waits its turn with a clear message).
 */
export async function takePgliteSnapshot(dataDir: string, timeoutMs = 120_000): Promise<Blob> {
  const owner = lockOwner(dataDir);
  if (owner === process.pid) throw new Error('This process holds the database: call writePgliteSnapshot.');
  if (owner === undefined) return snapshotWithoutServer(dataDir);
  const file = snapshotFile(dataDir);
  const requestedAt = Date.now();
  process.kill(owner, 'SIGUSR2');
  const deadline = requestedAt + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(file) && statSync(file).mtimeMs >= requestedAt - 1_000) {
      const bytes = await readFile(file);
      await rm(file, { force: true });
      return new Blob([bytes]);
    }
    await sleep(200);
  }
  throw new Error(
    `The shop (process ${owner}) did not write a database snapshot within ${timeoutMs / 1000} s. ` +
      'Is it a version without backups? Stop it, run the backup, and start it again.',
  );
}

async function snapshotWithoutServer(dataDir: string): Promise<Blob> {
  if (!existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new Error(`No embedded database in ${dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
  }
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    if (!database.dumpDataDir) throw new Error('unreachable: PGlite writes snapshots');
    return await database.dumpDataDir();
  } finally {
    await database.close();
  }
}

/** Opens a snapshot in memory (never the live directory) and reads what the manifest records. */
export async function inspectPgliteSnapshot(
  snapshot: Blob,
): Promise<{ serverVersion: string; migrations: Manifest['migrations']; tables: Manifest['tables'] }> {
  return withPgliteSnapshot(snapshot, (client) =>
    client.transaction(async (tx) => {
      const execute: Execute = async (text, params) =>
        (await tx.query<Record<string, unknown>>(text, params)).rows;
      await stableText(execute);
      return {
        serverVersion: await serverVersion(execute),
        migrations: await migrationLevel(execute),
        tables: await tableInventory(execute),
      };
    }),
  );
}

export async function withPgliteSnapshot<T>(
  snapshot: Blob,
  work: (client: PGlite) => Promise<T>,
): Promise<T> {
  const client = await PGlite.create({ loadDataDir: snapshot, extensions: pgliteExtensions });
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}
