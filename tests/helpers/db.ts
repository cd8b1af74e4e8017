import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { closeDatabase, type Database, setDatabase } from '~/server/db';
import { openDatabase } from '~/server/db/client';
import { migrateDatabase } from '~/server/db/migrate';
import { type SeedModule, seedDemoContent, seedModules } from '~/server/db/seed';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a
 * new throwaway database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite-memory' });
    await migrateDatabase(database);
    return database;
  }
  const name = `zorgzaam_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await migrateDatabase(database);
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

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Registers hooks giving the test file its own database as the app's database,
 * optionally with demo content. Returns a getter for the database.
 */
export function setupTestDatabase(options: { seed?: boolean | SeedModule[] } = {}): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabase(database);
    if (options.seed) {
      // The seed refuses a database that is not empty; a fresh one is.
      await seedDemoContent(database, options.seed === true ? seedModules : options.seed);
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
