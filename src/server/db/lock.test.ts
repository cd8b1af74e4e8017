import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './lock';

function freshDataDir(): { dataDir: string; lockFile: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zorgzaam-lock-'));
  return { dataDir, lockFile: path.join(dataDir, 'pglite.lock') };
}

describe('the data directory lock', () => {
  it('writes our pid into a free directory and removes it on release', () => {
    const { dataDir, lockFile } = freshDataDir();
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a directory whose lock names a live process', () => {
    const { dataDir, lockFile } = freshDataDir();
    writeFileSync(lockFile, '1'); // pid 1 is always alive
    expect(() => acquireDataDirLock(dataDir)).toThrow(/in use by process 1/);
    expect(readFileSync(lockFile, 'utf8')).toBe('1');
  });

  it('takes over a stale lock left by a crashed process', () => {
    const { dataDir, lockFile } = freshDataDir();
    writeFileSync(lockFile, '999999999'); // no such process
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock file that holds no pid', () => {
    const { dataDir, lockFile } = freshDataDir();
    writeFileSync(lockFile, 'garbage');
    acquireDataDirLock(dataDir).release();
    expect(existsSync(lockFile)).toBe(false);
  });
});
