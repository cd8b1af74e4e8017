import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './client';

/**
 * The committed SQL migrations; copied to dist/migrations by the build for deployments without src/.
 * Found next to this code first (src/server/db/ in development, dist/ in dist/main.mjs), so the
 * built server starts from any working directory; then from the project root.
 */
export function migrationsFolder(): string {
  const candidates = [
    ...new Set([
      fileURLToPath(new URL('./migrations', import.meta.url)),
      path.resolve('src/server/db/migrations'),
      path.resolve('dist/migrations'),
    ]),
  ];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'meta', '_journal.json')));
  if (!found)
    throw new Error(`No migrations found (looked in ${candidates.join(', ')}). Run from the project root.`);
  return found;
}

/** Applies pending migrations. Callers serialise instances with `withAdvisoryLock` (see ./index.ts). */
export async function migrateDatabase(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: migrationsFolderPath,
    });
    return;
  }
  await migrateNodePg(database.db as unknown as NodePgDatabase<Schema>, {
    migrationsFolder: migrationsFolderPath,
  });
}
