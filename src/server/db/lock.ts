import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

/**
 * A lock file in DATA_DIR holding the owner's pid. A second process gets a clear
 * error instead of silently corrupting PGlite's files; a stale lock (its process
 * is gone, e.g. after a crash) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, 'pglite.lock');
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    if (owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${owner}. ` +
          'Stop that server first (PGlite allows one process at a time), or use DATABASE_URL for PostgreSQL.',
      );
    }
    writeFileSync(lockPath, String(process.pid));
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      rmSync(lockPath, { force: true });
    },
  };
}

/** The pid of the live process holding DATA_DIR's lock, or undefined when none does. */
export function lockOwner(dataDir: string): number | undefined {
  let owner: number;
  try {
    owner = Number.parseInt(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8'), 10);
  } catch {
    return undefined;
  }
  return isAlive(owner) ? owner : undefined;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
