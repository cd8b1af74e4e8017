import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrateAndSeed } from '~/app/database-startup';
import { type Database, openDatabase, pgliteExtensions, wrapPglite } from '~/server/db/client';
import { migrateDatabase } from '~/server/db/migrate';

/**
 * Building a database (migrations, then demo content) takes tens of seconds on a busy machine.
 * The integration tests build two templates once per run, migrated and seeded, and every test
 * file starts from a copy: a dumped PGlite data directory, or `CREATE DATABASE ... TEMPLATE` on
 * PostgreSQL.
 */
export type TemplateName = 'migrated' | 'seeded';

type EngineTemplateNames =
  | { kind: 'pglite'; files: Record<TemplateName, string> }
  | { kind: 'postgres'; serverUrl: string; databases: Record<TemplateName, string> };

export type DatabaseTemplates = EngineTemplateNames & {
  /** The files the demo content brings (DATA_DIR/uploads: product and article images). */
  seededUploads: string;
};

export interface BuiltTemplates {
  templates: DatabaseTemplates;
  dispose(): Promise<void>;
}

/** Builds both templates on PGlite, or on the PostgreSQL server at `serverUrl` when given. */
export async function buildDatabaseTemplates(serverUrl: string | undefined): Promise<BuiltTemplates> {
  const folder = mkdtempSync(path.join(tmpdir(), 'zorgzaam-templates-'));
  // The seed writes images through storage() into DATA_DIR/uploads; keep them with the template.
  const dataDir = path.join(folder, 'data');
  const previousDataDir = process.env.DATA_DIR;
  process.env.DATA_DIR = dataDir;
  try {
    const built = serverUrl ? await buildPostgresTemplates(serverUrl) : await buildPgliteTemplates(folder);
    return {
      templates: { ...built.templates, seededUploads: path.join(dataDir, 'uploads') },
      async dispose() {
        await built.dispose();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  } finally {
    if (previousDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previousDataDir;
  }
}

interface EngineTemplates {
  templates: EngineTemplateNames;
  dispose(): Promise<void>;
}

async function buildPgliteTemplates(folder: string): Promise<EngineTemplates> {
  const files = { migrated: path.join(folder, 'migrated.tar'), seeded: path.join(folder, 'seeded.tar') };
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = wrapPglite(client);
  try {
    await migrateDatabase(database);
    await writeDump(client, files.migrated);
    // The seeded template is what the shop's start-up step makes of a new database.
    await migrateAndSeed({ seed: true })(database);
    await writeDump(client, files.seeded);
  } finally {
    await database.close();
  }
  return { templates: { kind: 'pglite', files }, dispose: async () => {} };
}

async function writeDump(client: PGlite, file: string): Promise<void> {
  // A checkpoint first, so the dump holds every change in the data files themselves.
  await client.query('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

async function buildPostgresTemplates(serverUrl: string): Promise<EngineTemplates> {
  const prefix = `zorgzaam_tpl_${randomBytes(4).toString('hex')}`;
  const databases = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  const dispose = async () => {
    for (const name of Object.values(databases)) {
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    }
  };
  try {
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${databases.migrated}`));
    await withDatabase(serverUrl, databases.migrated, migrateDatabase);
    await createDatabaseFrom(serverUrl, databases.seeded, databases.migrated);
    await withDatabase(serverUrl, databases.seeded, migrateAndSeed({ seed: true }));
  } catch (error) {
    await dispose();
    throw error;
  }
  return { templates: { kind: 'postgres', serverUrl, databases }, dispose };
}

async function withDatabase(
  serverUrl: string,
  name: string,
  work: (database: Database) => Promise<void>,
): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 2 });
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

/** A copy of `template`; PostgreSQL refuses while anyone is connected to the template. */
export async function createDatabaseFrom(serverUrl: string, name: string, template: string): Promise<void> {
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
