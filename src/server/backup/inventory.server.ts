import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../db/migrate';
import type { Manifest, TableInventory } from './manifest';

/** Runs one statement; rows come back as objects (Database.execute, or one pg client in a snapshot). */
export type Execute = (sqlText: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * Settings that make a row's text the same on PGlite and on any PostgreSQL server, so a checksum
 * taken on one engine matches the restored rows on the other. Run inside the reading transaction.
 */
const STABLE_TEXT = [
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  'SET LOCAL extra_float_digits = 1',
];

/**
 * Rows and a checksum per table of the shop's schema. Call it inside one transaction (the dump's
 * snapshot), after `stableText`. The checksum is order-free: an md5 over the sorted md5 of each row.
 */
export async function tableInventory(execute: Execute): Promise<TableInventory> {
  const tables = await execute(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const inventory: TableInventory = {};
  for (const { name } of tables) {
    const table = `public.${quoteIdentifier(String(name))}`;
    const [row] = await execute(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(h, '' ORDER BY h), '')) AS checksum
         FROM (SELECT md5(t::text) AS h FROM ${table} t) rows_of_table`,
    );
    inventory[String(name)] = { rows: Number(row?.rows ?? 0), checksum: String(row?.checksum ?? '') };
  }
  return inventory;
}

export async function stableText(execute: Execute): Promise<void> {
  for (const statement of STABLE_TEXT) await execute(statement);
}

/** How many migrations the database has applied (drizzle's own table), and the last one's hash. */
export async function migrationLevel(execute: Execute): Promise<Manifest['migrations']> {
  const [exists] = await execute("SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present");
  if (!exists?.present) return { applied: 0, lastHash: null };
  const [row] = await execute(
    `SELECT count(*)::int AS applied,
            (SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at DESC, id DESC LIMIT 1) AS last_hash
       FROM drizzle.__drizzle_migrations`,
  );
  return { applied: Number(row?.applied ?? 0), lastHash: (row?.last_hash as string | null) ?? null };
}

/** How many migrations this version of the app ships. */
export function shippedMigrations(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export async function serverVersion(execute: Execute): Promise<string> {
  const [row] = await execute('SHOW server_version');
  return String(row?.server_version ?? 'unknown');
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
