import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { fillDataDirFromTemplate } from '../helpers/db';
import { createDatabaseFrom, databaseUrl, withAdminClient } from '../helpers/db-templates';
import { INLINE_ASSETS } from '../helpers/inline-assets';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';

/**
 * kill -9 between the commit and the send: the event survives in the outbox and a restarted
 * process sends it, once. Real processes on a real database (a PGlite data directory, or a new
 * database on the PostgreSQL server when the run uses one).
 */
const run = promisify(execFile);
const { inbox } = setupSmtpServer();
const templates = inject('databaseTemplates');
const created: string[] = [];

async function databaseEnv(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zorgzaam-crash-'));
  await fillDataDirFromTemplate(dataDir, 'migrated');
  if (templates?.kind !== 'postgres') return { DATA_DIR: dataDir };
  const name = `zorgzaam_crash_${randomBytes(6).toString('hex')}`;
  await createDatabaseFrom(templates.serverUrl, name, templates.databases.migrated);
  created.push(name);
  return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(templates.serverUrl, name) };
}

afterAll(async () => {
  if (templates?.kind !== 'postgres') return;
  for (const name of created)
    await withAdminClient(templates.serverUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
});

function child(mode: 'write' | 'restart', env: Record<string, string>) {
  return run(
    process.execPath,
    ['--import', 'tsx', ...INLINE_ASSETS, 'tests/helpers/outbox-crash-child.ts', mode],
    {
      env: { ...process.env, ...env, SMTP_URL: process.env.SMTP_URL, LOG_LEVEL: 'error' },
      timeout: 60_000,
    },
  );
}

describe('a process killed between commit and send', () => {
  it('sends the confirmation after the restart, once', async () => {
    const env = await databaseEnv();
    const killed = await child('write', env).catch((error: { signal?: string }) => error);
    expect((killed as { signal?: string }).signal).toBe('SIGKILL');
    const toCustomer = () => inbox.filter((mail) => mail.to.includes('crash@example.nl'));
    expect(toCustomer()).toHaveLength(0);

    await child('restart', env);
    expect(toCustomer()).toHaveLength(1);
    expect(decodeMail(toCustomer()[0]!.raw)).toContain('Subject: Bevestiging van je bestelling ZZ-900001');

    // Another restart finds nothing left to send.
    await child('restart', env);
    expect(toCustomer()).toHaveLength(1);
  }, 120_000);
});
