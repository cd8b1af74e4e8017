import {
  type Database,
  databaseConfigFromEnv,
  installDatabase,
  prepareDatabase,
  type StartupStep,
} from '~/server/db';
import type { DatabaseConfig } from '~/server/db/client';
import { migrateDatabase } from '~/server/db/migrate';
import { env } from '~/server/env';
import { seedDemoContent } from '~/server/seed';
import { seedModules } from './seed-modules';
import './wiring';

/*
 * The shop's start-up step: migrations, then the demo content. It lives here and not in
 * src/server/db, because the demo content is feature code (content blocks, the search index,
 * demo accounts...) that `db()` and every route importing it should not load.
 */

/** Migrations, then (when `seed`) the demo content of a new database (./seed-modules.ts, run by src/server/seed). */
export function migrateAndSeed({ seed }: { seed: boolean }): StartupStep {
  return async (database) => {
    await migrateDatabase(database);
    if (seed) await seedDemoContent(database, seedModules);
  };
}

/**
 * Opens the database (the configured one unless `config` names another) and runs the start-up
 * step; SEED_DEMO_CONTENT decides the seed unless `seed` does.
 */
export function prepareShopDatabase(
  options: { config?: DatabaseConfig; seed?: boolean } = {},
): Promise<Database> {
  const seed = options.seed ?? env().SEED_DEMO_CONTENT;
  return prepareDatabase(options.config ?? databaseConfigFromEnv(), migrateAndSeed({ seed }));
}

/** The server's start (and `astro dev`'s first request): the shop's database becomes this process's `db()`. */
export function startShopDatabase(): Promise<Database> {
  return installDatabase(() => prepareShopDatabase());
}
