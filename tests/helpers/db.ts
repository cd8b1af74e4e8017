import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, inject } from 'vitest';
import { migrateAndSeed } from '~/app/database-startup';
import { seedModules } from '~/app/seed-modules';
import { closeDatabase, type Database, setDatabase } from '~/server/db';
import { openDatabase, pgliteExtensions } from '~/server/db/client';
import { env } from '~/server/env';
import { deliverLocally } from '~/server/events/bus';
import { type SeedModule, seedDemoContent } from '~/server/seed';
import { createDatabaseFrom, databaseUrl, type TemplateName, withAdminClient } from './db-templates';

/**
 * A fresh database for one test file, copied from a template the run built once
 * (tests/helpers/global-setup.ts): PGlite in memory by default, or a new throwaway
 * database on the PostgreSQL server named by TEST_DATABASE_URL. Migrated only, unless
 * `template` is 'seeded' (all demo content).
 */
export async function createTestDatabase(template: TemplateName = 'migrated'): Promise<Database> {
  const templates = inject('databaseTemplates');
  if (!templates) return buildFromScratch(template);
  if (template === 'seeded') {
    cpSync(templates.seededUploads, path.join(env().DATA_DIR_ABSOLUTE, 'uploads'), { recursive: true });
  }
  if (templates.kind === 'pglite') {
    const loadDataDir = new Blob([readFileSync(templates.files[template])]);
    return openDatabase({ kind: 'pglite-memory', loadDataDir });
  }
  const { serverUrl } = templates;
  const name = `zorgzaam_test_${randomBytes(6).toString('hex')}`;
  await createDatabaseFrom(serverUrl, name, templates.databases[template]);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/** Without the integration project's globalSetup (a test run on its own config): the slow way. */
async function buildFromScratch(template: TemplateName): Promise<Database> {
  if (process.env.TEST_DATABASE_URL) {
    throw new Error('TEST_DATABASE_URL needs the templates of tests/helpers/global-setup.ts.');
  }
  const database = await openDatabase({ kind: 'pglite-memory' });
  await migrateAndSeed({ seed: template === 'seeded' })(database);
  return database;
}

/**
 * Registers hooks giving the test file its own database as the app's database,
 * optionally with demo content (all of it, or only the modules named). Returns a
 * getter for the database.
 */
export function setupTestDatabase(options: { seed?: boolean | SeedModule[] } = {}): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    const everything = options.seed === true || sameModules(options.seed, seedModules);
    database = await createTestDatabase(everything ? 'seeded' : 'migrated');
    setDatabase(database);
    // Files share their worker's modules (isolate: false): what the process holds from the file
    // before (cached answers, held categories, the search index) is as stale as after a lost link.
    await deliverLocally({ type: 'bus.reconnected' });
    if (Array.isArray(options.seed) && !everything) {
      // The seed refuses a database that is not empty; a migrated copy is.
      await seedDemoContent(database, options.seed);
    }
  });
  afterAll(async () => {
    await closeDatabase();
  });
  return () => {
    if (!database) throw new Error('The test database is not ready yet (use it inside a test or hook).');
    return database;
  };
}

function sameModules(chosen: SeedModule[] | false | undefined, all: readonly SeedModule[]): boolean {
  return (
    Array.isArray(chosen) && chosen.length === all.length && chosen.every((module, i) => module === all[i])
  );
}

/**
 * Fills an empty DATA_DIR as a shop that ran before leaves it (database and, for 'seeded', the demo
 * images), for child processes that open DATA_DIR themselves: unpacked from the run's template
 * instead of PGlite's initdb and every migration (1.2 GB and a minute on a busy machine). On a
 * PostgreSQL run there is no PGlite template: the child then makes the directory itself.
 */
export async function fillDataDirFromTemplate(dataDir: string, template: TemplateName): Promise<void> {
  const templates = inject('databaseTemplates');
  if (templates?.kind !== 'pglite') return;
  if (template === 'seeded')
    cpSync(templates.seededUploads, path.join(dataDir, 'uploads'), { recursive: true });
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    extensions: pgliteExtensions,
    loadDataDir: new Blob([readFileSync(templates.files[template])]),
  });
  await client.close();
}
