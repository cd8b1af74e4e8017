import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { fillDataDirFromTemplate } from '../helpers/db';
import { INLINE_ASSETS } from '../helpers/inline-assets';

const run = promisify(execFile);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'zorgzaam-backup-commands-'));
let shop: ChildProcess | undefined;

afterAll(async () => {
  if (shop && shop.exitCode === null) {
    shop.kill('SIGTERM');
    await once(shop, 'exit');
  }
  rmSync(scratch, { recursive: true, force: true });
});

/** `npm run NAME -- ARGS` as an owner types it (docs/operations.md), with these settings. */
async function npmRun(name: string, args: string[], settings: Record<string, string>) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', name, '--', ...args], {
      env: { ...process.env, VITEST: '', LOG_LEVEL: 'error', ...settings },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

// The commands run on the embedded database whichever engine the run uses: CI's PostgreSQL pass would repeat them.
const repeatsFirstPass = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_POSTGRES_URL);

describe.skipIf(repeatsFirstPass)('npm run backup and npm run restore (the runbook commands)', () => {
  it('backs up the running embedded shop through its process, restores into an empty DATA_DIR, and refuses a full one', async () => {
    const dataDir = path.join(scratch, 'shop');
    await fillDataDirFromTemplate(dataDir, 'seeded');
    shop = spawn(path.resolve('node_modules/.bin/tsx'), [...INLINE_ASSETS, 'tests/helpers/backup-shop.ts'], {
      env: { ...process.env, LOG_LEVEL: 'error', DATA_DIR: dataDir, BACKUP_SHOP_ORDERS: '50' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      shop?.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      shop?.on('exit', () => reject(new Error('the shop stopped')));
    });

    const backupDir = path.join(scratch, 'archives');
    const backup = await npmRun('backup', ['--prune'], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    expect(backup.output).toMatch(/Backup written: .*zorgzaam-backup-\d{8}T\d{6}Z\.tar\.gz/);
    expect(backup.output).toMatch(/\d+ orders, \d+ invoices/);
    expect(backup.code).toBe(0);
    const [archive] = readdirSync(backupDir).filter((name) => name.endsWith('.tar.gz'));

    const restoredDir = path.join(scratch, 'restored');
    const restore = await npmRun('restore', [path.join(backupDir, archive!)], { DATA_DIR: restoredDir });
    expect(restore.output).toMatch(/tables match the manifest's counts and checksums/);
    expect(restore.code).toBe(0);

    const again = await npmRun('restore', [path.join(backupDir, archive!)], { DATA_DIR: restoredDir });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/Restore refused: .* holds a database.*--force/);

    const forced = await npmRun('restore', [path.join(backupDir, archive!), '--force'], {
      DATA_DIR: restoredDir,
    });
    expect(forced.code).toBe(0);

    const usage = await npmRun('restore', [], { DATA_DIR: restoredDir });
    expect(usage.output).toMatch(/Usage: npm run restore -- ARCHIVE \[--force\]/);
  }, 240_000);
});
