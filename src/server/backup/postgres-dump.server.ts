import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { type Execute, migrationLevel, serverVersion, stableText, tableInventory } from './inventory.server';
import type { Manifest } from './manifest';

const run = promisify(execFile);

/**
 * Debian's client for the server's own major version (postgresql-client-NN puts it in
 * /usr/lib/postgresql/NN/bin), else /usr/bin's, if it is at least as new as the server:
 * pg_dump refuses a newer server, and a silent fallback would be no backup at all.
 */
export async function findPgTool(tool: 'pg_dump' | 'pg_restore', serverMajor: number): Promise<string> {
  const candidates = [`/usr/lib/postgresql/${serverMajor}/bin/${tool}`, `/usr/bin/${tool}`];
  const found: string[] = [];
  for (const candidate of candidates) {
    if (!existsSync(candidate)) continue;
    const { stdout } = await run(candidate, ['--version']);
    const major = Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1]);
    if (major >= serverMajor) return candidate;
    found.push(`${candidate} is version ${major}`);
  }
  throw new Error(
    `${tool} for PostgreSQL ${serverMajor} not found (${found.length ? found.join('; ') : `looked in ${candidates.join(', ')}`}). ` +
      `Install Debian's client: apt-get install postgresql-client-${serverMajor}`,
  );
}

export interface PostgresSnapshot {
  serverVersion: string;
  migrations: Manifest['migrations'];
  tables: Manifest['tables'];
}

/**
 * pg_dump (custom format) of the whole database while the shop runs. The counts and checksums
 * are read in the very snapshot pg_dump dumps (pg_export_snapshot), so they match it exactly.
 */
export async function dumpPostgres(url: string, file: string): Promise<PostgresSnapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const execute: Execute = async (text, params) => (await client.query(text, params)).rows;
  try {
    await execute('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await stableText(execute);
    const [snapshot] = await execute('SELECT pg_export_snapshot() AS id');
    const [versionNumber] = await execute("SELECT current_setting('server_version_num')::int AS n");
    const pgDump = await findPgTool('pg_dump', Math.floor(Number(versionNumber?.n) / 10_000));
    const dumped = run(
      pgDump,
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot?.id}`,
        `--file=${file}`,
        `--dbname=${url}`,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const tables = await tableInventory(execute);
    const migrations = await migrationLevel(execute);
    const version = await serverVersion(execute);
    await dumped;
    await execute('COMMIT');
    return { serverVersion: version, migrations, tables };
  } finally {
    await client.end();
  }
}

/** Loads a custom-format dump into an empty database, all or nothing. */
export async function restorePostgresDump(url: string, file: string): Promise<void> {
  const major = await withClient(url, async (execute) => {
    const [row] = await execute("SELECT current_setting('server_version_num')::int AS n");
    return Math.floor(Number(row?.n) / 10_000);
  });
  const pgRestore = await findPgTool('pg_restore', major);
  await run(
    pgRestore,
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file],
    { maxBuffer: 16 * 1024 * 1024 },
  );
}

export async function withClient<T>(url: string, work: (execute: Execute) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (text, params) => (await client.query(text, params)).rows);
  } finally {
    await client.end();
  }
}

/** Tables in the shop's schemas: a database with any is not empty. */
export async function postgresIsEmpty(url: string): Promise<boolean> {
  return withClient(url, async (execute) => {
    const [row] = await execute(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')",
    );
    return Number(row?.n) === 0;
  });
}

/** --force: drops the shop's schemas (and the extensions in them) so the restore starts empty. */
export async function emptyPostgres(url: string): Promise<void> {
  await withClient(url, async (execute) => {
    await execute('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await execute('DROP SCHEMA IF EXISTS public CASCADE');
    await execute('CREATE SCHEMA public');
  });
}
