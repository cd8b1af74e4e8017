import { fileURLToPath } from 'node:url';
import { env } from '../env';
import { log } from '../log';
import { remember } from '../remember';
import { type Database, type DatabaseConfig, type Db, openDatabase } from './client';
import { startMaintenance } from './maintenance';
import { migrateDatabase } from './migrate';

export type { Database, Db, Tx } from './client';

/** Arbitrary constant: the advisory lock that serialises start-up work between instances. */
const STARTUP_LOCK_ID = 7_142_001;

/**
 * The process-wide database lives on globalThis: the built server's start script
 * and the Astro bundle each contain a copy of this module, and both must share
 * one PGlite instance (two instances on one directory would corrupt it).
 */
type Registry = { promise?: Promise<Database> };
const registry = remember<Registry>('database', () => ({}));

export function databaseConfigFromEnv(): DatabaseConfig {
  const { DATABASE_URL, DATABASE_POOL_SIZE, DATA_DIR_ABSOLUTE, PGUSER, USER } = env();
  return DATABASE_URL
    ? {
        kind: 'postgres',
        url: withDefaultUser(DATABASE_URL, PGUSER ?? USER ?? 'postgres'),
        poolSize: DATABASE_POOL_SIZE,
      }
    : {
        kind: 'pglite',
        dataDir: DATA_DIR_ABSOLUTE,
        // Next to dist/main.mjs in a build (scripts/build-server.mjs); absent in development.
        template: fileURLToPath(new URL('./pglite-empty.tar.gz', import.meta.url)),
      };
}

/**
 * `postgres://localhost/shop` names no user; node-postgres then sends $USER, and on a machine
 * without USER (a container, a service) nobody: the connection fails. Fill in the user libpq would.
 */
export function withDefaultUser(url: string, user: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url; // a key=value connection string: pg reads it as it is
  }
  if (parsed.username || parsed.searchParams.has('user')) return url;
  parsed.username = encodeURIComponent(user);
  return parsed.toString();
}

/** What runs on a freshly opened database before the shop uses it: migrations, and the demo content at start-up. */
export type StartupStep = (database: Database) => Promise<void>;

/**
 * Opens the database and runs `startup` under the start-up lock, so instances starting at once
 * take turns. The default step applies the migrations; the shop's start adds the demo content
 * (src/app/database-startup.ts), which this module leaves out: `db()` loads no feature code.
 */
export async function prepareDatabase(
  config: DatabaseConfig,
  startup: StartupStep = migrateDatabase,
): Promise<Database> {
  const started = performance.now();
  const database = await openDatabase(config);
  try {
    await database.withAdvisoryLock(STARTUP_LOCK_ID, () => startup(database));
  } catch (error) {
    await database.close();
    throw error;
  }
  log.info('database ready', { engine: database.kind, ms: Math.round(performance.now() - started) });
  return database;
}

/**
 * Makes the database `prepare` resolves to this process's database, unless one is already there
 * or on its way (then that one is answered). The server's start installs the shop's
 * (startShopDatabase); code run without it gets the configured database, migrated, on first use.
 */
export function installDatabase(prepare: () => Promise<Database>): Promise<Database> {
  if (registry.promise) return registry.promise;
  const starting = prepare().then((database) => {
    if (database.kind === 'pglite') startMaintenance(database);
    return database;
  });
  registry.promise = starting;
  // A failed start must not be cached forever: the next call tries again.
  starting.catch(() => {
    if (registry.promise === starting) registry.promise = undefined;
  });
  return starting;
}

/** The shared database of this process: the one the start installed, else the configured one, migrated. */
export function getDatabase(): Promise<Database> {
  return installDatabase(() => prepareDatabase(databaseConfigFromEnv()));
}

/** Shorthand for the query builder. */
export async function db(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Tests install their own (fresh, migrated) database. */
export function setDatabase(database: Database): void {
  registry.promise = Promise.resolve(database);
}

export async function closeDatabase(): Promise<void> {
  const pending = registry.promise;
  registry.promise = undefined;
  if (pending) await (await pending).close();
}
