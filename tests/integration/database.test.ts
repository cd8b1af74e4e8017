import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '~/server/db/client';
import { migrateDatabase, migrationsFolder } from '~/server/db/migrate';
import { products } from '~/server/db/schema';
import { setupTestDatabase } from '../helpers/db';

const database = setupTestDatabase();

describe('database', () => {
  it('applies every migration, with the search extensions', async () => {
    const rows = await database().execute(
      "select extname from pg_extension where extname in ('pg_trgm', 'unaccent') order by extname",
    );
    expect(rows.map((row) => row.extname)).toEqual(['pg_trgm', 'unaccent']);
  });

  it('sorts Dutch names the same way on both engines (ICU collation)', async () => {
    const rows = await database().execute(
      `select name from (values ('zeep'), ('Éclair'), ('appel'), ('Broek')) as t(name) order by name collate "und-x-icu"`,
    );
    expect(rows.map((row) => row.name)).toEqual(['appel', 'Broek', 'Éclair', 'zeep']);
  });

  it('refuses negative prices and stock', async () => {
    const { db } = database();
    await expect(db.insert(products).values({ slug: 'x', name: 'X', priceCents: -1 })).rejects.toThrow();
    await expect(
      db.insert(products).values({ slug: 'y', name: 'Y', priceCents: 100, stock: -1 }),
    ).rejects.toThrow();
  });

  it('counts come back as numbers once cast, on both engines', async () => {
    const { db } = database();
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(row?.n).toBe(0);
  });

  it('running the migrations again changes nothing', async () => {
    const applied = () => database().execute('select hash from drizzle.__drizzle_migrations order by id');
    const tables = () =>
      database().execute("select tablename from pg_tables where schemaname = 'public' order by tablename");
    const before = { applied: await applied(), tables: await tables() };
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8'));
    expect(before.applied).toHaveLength(journal.entries.length);
    await migrateDatabase(database());
    expect({ applied: await applied(), tables: await tables() }).toEqual(before);
  });
});

describe('embedded database directory', () => {
  it('refuses a data directory another running process has open', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'zorgzaam-lock-'));
    // The lock of a process that has it open, pid 1 (always alive). Opening a real first PGlite here
    // would only add an initdb (1.2 GB, a minute on a busy machine): the refusal comes before any
    // PGlite starts. The lock's own rules (stale locks, release) are unit-tested in src/server/db/lock.test.ts.
    writeFileSync(path.join(dataDir, 'pglite.lock'), '1');
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/in use by process 1/);
    // Nothing was started in the directory, and the other process's lock stays.
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    expect(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')).toBe('1');
  });
});
