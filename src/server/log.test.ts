import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A log destination that refuses every write (/dev/full: ENOSPC, as a full disk does) must not end
 * the process: lines move to the other stream, or are dropped and counted. The built server on a
 * real full tmpfs: tests/instances/log-disk-full.test.ts.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'zorgzaam-log-'));
const counts = path.join(dir, 'counts.json');
const script = `
  import { writeFileSync } from 'node:fs';
  import { log, logWriteCounts, writeToStdout } from '~/server/log';
  for (let i = 0; i < 50; i++) log.info('regel ' + i, { i });
  writeToStdout('De winkel draait\\n');
  log.error('fout na de volle schijf');
  await new Promise((resolve) => setTimeout(resolve, 50));
  writeFileSync(process.env.COUNTS_FILE, JSON.stringify(logWriteCounts()));
  process.exitCode = 0;
`;

function run(stdout: number | 'pipe', stderr: number | 'pipe') {
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', stdout, stderr],
    env: { ...process.env, COUNTS_FILE: counts, LOG_LEVEL: 'info' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!existsSync('/dev/full'))('logging to a full destination', () => {
  it('moves the lines of a full stdout to stderr and keeps running', async () => {
    const { openSync, closeSync } = await import('node:fs');
    const full = openSync('/dev/full', 'w');
    try {
      const result = run(full, 'pipe');
      expect(result.status).toBe(0);
      expect(result.stderr).toContain('"message":"regel 49"');
      expect(result.stderr).toContain('De winkel draait');
      expect(JSON.parse(readFileSync(counts, 'utf8'))).toEqual({
        failures: { stdout: 51, stderr: 0 },
        dropped: 0,
      });
    } finally {
      closeSync(full);
    }
  });

  it('drops and counts the lines when both streams are full', async () => {
    const { openSync, closeSync } = await import('node:fs');
    const full = openSync('/dev/full', 'w');
    try {
      const result = run(full, full);
      expect(result.status).toBe(0);
      expect(JSON.parse(readFileSync(counts, 'utf8'))).toEqual({
        failures: { stdout: 52, stderr: 52 },
        dropped: 52,
      });
    } finally {
      closeSync(full);
    }
  });
});
