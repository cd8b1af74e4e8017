import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A tmpfs of `size` (mount's notation: 320m, 256k) on a new temporary folder, for the disk-full
 * tests. Mounting needs Linux and root: `problem` says why there is none, and the test skips.
 */
export function mountSmallDisk(prefix: string, size: string) {
  const mountPoint = mkdtempSync(path.join(tmpdir(), `zorgzaam-${prefix}-`));
  const problem = (() => {
    if (process.platform !== 'linux') return 'tmpfs mounts need Linux';
    if (process.getuid?.() !== 0) return 'mounting a tmpfs needs root';
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', mountPoint], { stdio: 'pipe' });
      return undefined;
    } catch (error) {
      return `mount -t tmpfs failed: ${(error as Error).message.split('\n')[0]}`;
    }
  })();
  return {
    mountPoint,
    problem,
    /** Unmounts (when mounted) and removes the folder. */
    remove() {
      if (!problem) execFileSync('umount', [mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    },
  };
}

/** Appends `chunk` to `file` until the file system refuses (ENOSPC). */
export function writeUntilFull(file: string, chunk: Buffer | string): void {
  const descriptor = openSync(file, 'a');
  const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
  try {
    for (;;) writeSync(descriptor, bytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(descriptor);
  }
}
