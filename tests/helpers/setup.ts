import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, vi } from 'vitest';

// Every test file gets its own data directory (uploads, outbox) and quiet logs.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'zorgzaam-test-'));
process.env.LOG_LEVEL ??= 'error';
process.env.SEED_DEMO_CONTENT = 'false';
// Archives are signed (decision 029); child processes (npm run backup/restore) inherit it.
process.env.BACKUP_KEY ??= 'test-backup-key-0123456789abcdef0123456789abcdef';

// An unexpected console.error fails the test that caused it.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called: ${consoleErrors.map((args) => args.join(' ')).join('\n')}`);
  }
});
