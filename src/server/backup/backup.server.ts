import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../storage';
import { filesUnder, packArchive, sha256File } from './archive.server';
import { ARCHIVE_FORMAT, archiveName, type Manifest } from './manifest';
import { inspectPgliteSnapshot, takePgliteSnapshot } from './pglite-snapshot.server';
import { dumpPostgres } from './postgres-dump.server';
import { backupKey, MANIFEST_SIGNATURE, signManifest } from './signature.server';

export type BackupDatabase =
  | { kind: 'postgres'; url: string }
  /** `snapshot` defaults to asking the running shop (or opening the directory when none runs). */
  | { kind: 'pglite'; dataDir: string; snapshot?: () => Promise<Blob> };

export interface BackupOptions {
  database: BackupDatabase;
  /** Where the uploads live (DATA_DIR/uploads or the S3 bucket). */
  uploads: FileStorage;
  outDir: string;
  now?: Date;
  /** Signs the manifest; default BACKUP_KEY. */
  key?: string;
}

export interface BackupResult {
  archive: string;
  bytes: number;
  ms: number;
  manifest: Manifest;
}

export const POSTGRES_DUMP = 'database.dump';
export const PGLITE_SNAPSHOT = 'database.pglite.tar';

/**
 * One archive holding everything the shop needs to come back: the database (which holds the
 * orders, invoices, customers, pages and the outbox of work not yet done) and every upload,
 * with a manifest of counts and checksums. Safe while the shop runs on either engine.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  // Before any work: without the key the archive could never be restored.
  const signingKey = backupKey(options.key);
  const now = options.now ?? new Date();
  await mkdir(options.outDir, { recursive: true });
  // Staged beside the archive: same disk, and never half an archive under the final name.
  const staging = await mkdtemp(path.join(options.outDir, '.staging-'));
  try {
    const database = await backUpDatabase(options.database, staging);
    for (const key of await options.uploads.list()) {
      const file = await options.uploads.get(key);
      if (!file) continue; // deleted since the listing
      const target = path.join(staging, 'uploads', key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.data);
    }
    const files: Manifest['files'] = {};
    for (const relative of await filesUnder(staging))
      files[relative] = await sha256File(path.join(staging, relative));
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      ...appIdentity(),
      createdAt: now.toISOString(),
      engine: options.database.kind,
      ...database,
      files,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(path.join(staging, 'manifest.json'), manifestBytes);
    // Signed with the owner's key: a restore believes nothing in an archive it cannot verify.
    await writeFile(path.join(staging, MANIFEST_SIGNATURE), `${signManifest(manifestBytes, signingKey)}\n`);
    const archive = path.join(options.outDir, archiveName(now));
    await packArchive(staging, `${archive}.partial`);
    await rename(`${archive}.partial`, archive);
    const { size } = await stat(archive);
    return { archive, bytes: size, ms: Math.round(performance.now() - started), manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function backUpDatabase(
  database: BackupDatabase,
  staging: string,
): Promise<Pick<Manifest, 'serverVersion' | 'migrations' | 'tables'>> {
  if (database.kind === 'postgres') return dumpPostgres(database.url, path.join(staging, POSTGRES_DUMP));
  const snapshot = await (database.snapshot ?? (() => takePgliteSnapshot(database.dataDir)))();
  await writeFile(path.join(staging, PGLITE_SNAPSHOT), new Uint8Array(await snapshot.arrayBuffer()));
  return inspectPgliteSnapshot(snapshot);
}

/** The app's name and version from package.json in the working directory (the install's root). */
function appIdentity(): { app: string; appVersion: string } {
  const file = path.resolve('package.json');
  if (!existsSync(file)) return { app: 'zorgzaam-webshop', appVersion: 'unknown' };
  const { name, version } = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
  return { app: name ?? 'zorgzaam-webshop', appVersion: version ?? 'unknown' };
}
