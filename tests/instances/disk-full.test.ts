import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Instance, startInstance } from './instances';
import { mountSmallDisk, writeUntilFull } from './small-disk';

/**
 * Disk full under the embedded database (decision 018): DATA_DIR on a small tmpfs, filled to the
 * last byte. Readiness answers 503 while writes cannot succeed, writes fail cleanly (never 500, the
 * process stays up), and everything recovers once space returns. Needs root for `mount`; skipped
 * with the reason otherwise.
 */
const disk = mountSmallDisk('disk-full', '320m');
const { mountPoint, problem: mountProblem } = disk;
if (mountProblem) console.info(`disk full test skipped: ${mountProblem}`);

describe.skipIf(mountProblem !== undefined)('a full disk under the embedded database (built server)', () => {
  let shop: Instance;
  const filler = path.join(mountPoint, 'filler');

  beforeAll(async () => {
    const dataDir = path.join(mountPoint, 'data');
    mkdirSync(dataDir);
    shop = await startInstance('disk-full', 4517, { DATA_DIR: dataDir, SEED_DEMO_CONTENT: 'true' });
  }, 200_000);

  afterAll(async () => {
    await shop?.stop();
    disk.remove();
  });

  /** Fills the disk to the last byte. */
  const fillDisk = () => writeUntilFull(filler, Buffer.alloc(1024 * 1024, 1));

  const register = (email: string) =>
    fetch(`${shop.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Vol',
        last_name: 'Schijf',
        email,
        password: 'Een lang genoeg wachtwoord 9',
        password_confirmation: 'Een lang genoeg wachtwoord 9',
      }),
    });

  it('answers readiness 503 while the disk is full, fails writes cleanly and recovers', async () => {
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
    fillDisk();

    await expect.poll(async () => (await fetch(`${shop.url}/healthz`)).status, { timeout: 10_000 }).toBe(503);
    expect(await (await fetch(`${shop.url}/healthz`)).json()).toMatchObject({ reason: 'disk full' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      statuses.push((await register(`vol-${attempt}@example.nl`)).status);
    console.info(`disk full: registrations answered ${statuses.join(', ')}`);
    for (const status of statuses)
      expect(status === 201 || status === 503 || (status >= 400 && status < 500)).toBe(true);
    expect(shop.alive()).toBe(true);

    rmSync(filler);
    await expect.poll(async () => (await fetch(`${shop.url}/healthz`)).status, { timeout: 10_000 }).toBe(200);
    expect((await register('weer-ruimte@example.nl')).status).toBe(201);
    expect((await fetch(`${shop.url}/api/products`)).status).toBe(200);
  }, 120_000);
});
