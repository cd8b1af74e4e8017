// The database an in-process bench measures: a fresh database on BENCH_DATABASE_URL's server (a
// URL whose user may create databases; dropped by `drop`), else an in-memory PGlite. Migrated.
// Import it dynamically after the bench has set its environment (DATA_DIR, LOG_LEVEL), as the
// shop's own modules are.
import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '~/server/db/client';
import { migrateDatabase } from '~/server/db/migrate';
import { onServer } from './bench-postgres';

export interface BenchDatabase {
  database: Database;
  /** What the figures were taken on, for the printed lines. */
  engine: 'PostgreSQL' | 'PGlite';
  /** Drops the server database made for the run (nothing on PGlite). Close `database` first. */
  drop(): Promise<void>;
}

export async function openBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite-memory' });
    await migrateDatabase(database);
    return { database, engine: 'PGlite', drop: async () => {} };
  }
  const name = `zorgzaam_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({
    kind: 'postgres',
    url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
  });
  await migrateDatabase(database);
  return {
    database,
    engine: 'PostgreSQL',
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
