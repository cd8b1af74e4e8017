import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeDatabase, setDatabase } from '~/server/db';
import { openDatabase } from '~/server/db/client';
import { drainOutbox } from '~/server/outbox';
import { fillDataDirFromTemplate } from '../helpers/db';
import { createDatabaseFrom, databaseUrl, withAdminClient } from '../helpers/db-templates';
import { INLINE_ASSETS } from '../helpers/inline-assets';
import { decodeMail, setupSmtpServer } from '../helpers/smtp';

/**
 * kill -9 between the commit and the send: the event survives in the outbox and a restarted
 * shop sends it, once. Real processes on a real database (a PGlite data directory, or a new
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

/** The writer: a real process that commits an order.paid event and is killed (SIGKILL) before sending. */
function writer(env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', ...INLINE_ASSETS, 'tests/helpers/outbox-crash-child.ts'], {
    env: { ...process.env, ...env, SMTP_URL: process.env.SMTP_URL, LOG_LEVEL: 'error' },
    // It imports the shop through tsx: up to a minute and a half at a load of 25 on 2 cores.
    timeout: 100_000,
  });
}

/**
 * What a restarted shop has of the killed one: the database only, opened anew (its lock left by a
 * dead process), and the outbox dispatcher run until nothing is due. In this process rather than a
 * second and third child: each would import the whole shop through tsx again.
 */
async function restart(env: Record<string, string>) {
  setDatabase(
    await openDatabase(
      env.DATABASE_URL
        ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 }
        : { kind: 'pglite', dataDir: env.DATA_DIR! },
    ),
  );
  try {
    await drainOutbox();
  } finally {
    await closeDatabase();
  }
}

describe('a process killed between commit and send', () => {
  it('sends the confirmation after the restart, once', async () => {
    const env = await databaseEnv();
    const killed = await writer(env).catch((error: { signal?: string }) => error);
    expect((killed as { signal?: string }).signal).toBe('SIGKILL');
    const toCustomer = () => inbox.filter((mail) => mail.to.includes('crash@example.nl'));
    expect(toCustomer()).toHaveLength(0);

    await restart(env);
    expect(toCustomer()).toHaveLength(1);
    expect(decodeMail(toCustomer()[0]!.raw)).toContain('Subject: Bevestiging van je bestelling ZZ-900001');

    // Another restart finds nothing left to send.
    await restart(env);
    expect(toCustomer()).toHaveLength(1);
  }, 150_000); // the writer's tsx start (above) and two openings of the database
});
