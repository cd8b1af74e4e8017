import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../src/server/node-flags';
import { orderSubmission } from '../helpers/orders';
import { builtServer } from './instances';
import { mountSmallDisk, writeUntilFull } from './small-disk';

/**
 * The log on a full disk (decision 029): the built server started as `npm run serve >> server.log 2>&1`
 * with server.log on a small tmpfs, which is then filled to the last byte. The shop keeps serving
 * (twice the process ended here), counts the lines it could not write in /metrics, and logs again
 * once there is room. Needs root for `mount`; without it src/server/log.test.ts covers the same
 * with /dev/full as the log.
 */
const PORT = 4537;
const METRICS_TOKEN = 'metrics-token-for-the-log-disk-test';
const disk = mountSmallDisk('log-disk', '256k');
const { mountPoint, problem: mountProblem } = disk;
if (mountProblem) console.info(`log disk full test skipped: ${mountProblem}`);

describe.skipIf(mountProblem !== undefined)('the log on a full disk (built server)', () => {
  const logFile = path.join(mountPoint, 'server.log');
  const filler = path.join(mountPoint, 'filler');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zorgzaam-log-disk-data-'));
  const url = `http://127.0.0.1:${PORT}`;
  let child: ReturnType<typeof spawn> | undefined;
  let exitCode: number | null = null;

  beforeAll(async () => {
    const log = openSync(logFile, 'a');
    child = spawn(process.execPath, [...SERVER_NODE_FLAGS, builtServer], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(PORT),
        DATA_DIR: dataDir,
        SEED_DEMO_CONTENT: 'true',
        METRICS_TOKEN,
        // Every request logs a line or more: the disk fills while the shop is busy.
        LOG_LEVEL: 'debug',
      },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    child.once('exit', (code) => {
      exitCode = code;
    });
    const deadline = Date.now() + 180_000;
    while (
      (await fetch(`${url}/healthz`).then(
        (answer) => answer.status,
        () => 0,
      )) !== 200
    ) {
      if (exitCode !== null || Date.now() > deadline) throw new Error(`the shop did not start (${exitCode})`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }, 200_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child!.once('exit', () => resolve());
        child!.kill('SIGTERM');
      });
    }
    disk.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Fills the disk to the last byte, the log file's own last page too (tmpfs allocates by the page). */
  function fillDisk() {
    writeUntilFull(filler, Buffer.alloc(4096, 1));
    writeUntilFull(logFile, '\n');
  }

  const dropped = async () => {
    const text = await (
      await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    const line = text
      .split('\n')
      .find((candidate) => candidate.startsWith('zorgzaam_log_lines_dropped_total '));
    return Number(line?.split(' ')[1]);
  };
  /**
   * Requests that log: an order placed (its stock change drops cached answers: a debug line per
   * invalidation, written by the outbox after the answer), a wrong password, a malformed body, a page.
   */
  const busy = async (rounds: number) => {
    const catalogue = (await (await fetch(`${url}/api/products`)).json()) as {
      id: number;
      in_stock: boolean;
    }[];
    const statuses: number[] = [];
    let ordered = 0;
    for (let i = 0; i < rounds; i++) {
      for (const product of catalogue.filter((candidate) => candidate.in_stock)) {
        const placed = await fetch(`${url}/api/create-order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url },
          body: JSON.stringify(orderSubmission([{ id: product.id, quantity: 1 }])),
        });
        if (placed.ok) {
          ordered++;
          statuses.push(placed.status);
          break;
        }
      }
      statuses.push(
        (
          await fetch(`${url}/api/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: `niemand-${i}@example.nl`, password: 'Fout wachtwoord 123' }),
          })
        ).status,
      );
      statuses.push(
        (
          await fetch(`${url}/api/create-order`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"kapot":',
          })
        ).status,
      );
      statuses.push((await fetch(`${url}/`)).status);
    }
    expect(ordered).toBe(rounds);
    return statuses;
  };

  it('keeps serving while nothing can be logged, counts the lost lines, and logs again once there is room', async () => {
    expect(await dropped()).toBe(0);
    fillDisk();
    const statuses = await busy(10);
    expect(statuses.every((status) => status < 500)).toBe(true);
    expect((await fetch(`${url}/livez`)).status).toBe(200);
    expect(exitCode).toBeNull();
    const lost = await dropped();
    expect(lost).toBeGreaterThan(0);
    console.info(`log disk full: ${statuses.length} requests answered, ${lost} log lines dropped`);

    // Room again: the next lines are written, whole.
    rmSync(filler);
    const before = readFileSync(logFile, 'utf8').length;
    await busy(1);
    await expect
      .poll(() => readFileSync(logFile, 'utf8').slice(before).includes('"message":"cache invalidated"'), {
        timeout: 10_000,
      })
      .toBe(true);
    const written = readFileSync(logFile, 'utf8').slice(before).trim().split('\n');
    for (const line of written.filter((candidate) => candidate.startsWith('{')))
      expect(() => JSON.parse(line)).not.toThrow();
    expect(exitCode).toBeNull();
  }, 120_000);
});
