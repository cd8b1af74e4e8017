import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { activeTracer } from '../tracing/spans';
import { acquireDataDirLock, type DataDirLock } from './lock';
import * as schema from './schema';
import { tracePglite, tracePool } from './traced-clients';
import { withSettleHooks } from './transaction-settled';

export type Schema = typeof schema;
/** The query builder both engines share; code never needs to know which one it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; inside a transaction always use it, never the outer db (PGlite would deadlock). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Plain SQL for maintenance and raw statements. Rows come back as objects. */
  execute(sqlText: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock on one dedicated connection, so that
   * instances starting together migrate and seed one after the other. PGlite has one process only.
   */
  withAdvisoryLock<T>(lockId: number, work: () => Promise<T>): Promise<T>;
  /** PGlite only: the size of its WebAssembly memory (it grows and never shrinks). */
  wasmMemoryBytes?(): number;
  /** PostgreSQL only: the pool's connections (a metric). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: a tarball of the data directory, taken between two queries (backups). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir: string;
      /** A tarball of an empty PGlite data directory (`npm run build` makes one): see below. */
      template?: string;
    }
  /** In memory; `loadDataDir` starts from a dumped data directory (tests copy a migrated template). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

/** The extensions the migrations create; a PGlite opened on a copied data directory needs them too. */
export const pgliteExtensions = { pg_trgm, unaccent };

/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory, which
 * never shrinks: they cost more RSS than the catalogue is large (decision 016). The files stay in
 * the operating system's page cache either way.
 */
const startParams = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB', '-c', 'temp_buffers=2MB'],
];

/**
 * A new data directory is unpacked from the template tarball of an empty one (made at build
 * time): PGlite's own initdb needs about three times the memory and twice the time (decision 016).
 */
function templateFor(pgDataDir: string, template: string | undefined): Blob | undefined {
  if (!template || existsSync(path.join(pgDataDir, 'PG_VERSION')) || !existsSync(template)) return undefined;
  return new Blob([readFileSync(template)]);
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') return openPostgres(config.url, config.poolSize ?? 10);
  if (config.kind === 'pglite-memory') {
    const client = await PGlite.create({
      extensions: pgliteExtensions,
      startParams,
      loadDataDir: config.loadDataDir,
    });
    return wrapPglite(client);
  }

  const dataDir = path.resolve(config.dataDir);
  mkdirSync(dataDir, { recursive: true });
  // Two processes on one PGlite directory corrupt it silently: refuse the second one.
  const lock = acquireDataDirLock(dataDir);
  try {
    const pgDataDir = path.join(dataDir, 'pglite');
    const loadDataDir = templateFor(pgDataDir, config.template);
    const client = await PGlite.create({
      dataDir: pgDataDir,
      extensions: pgliteExtensions,
      startParams,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    return wrapPglite(client, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

export function wrapPglite(client: PGlite, lock?: DataDirLock): Database {
  // With tracing on every query runs in a span (decision 027); without it, the client as it is.
  const queries = activeTracer() ? tracePglite(client) : client;
  const db = withSettleHooks(
    drizzlePglite({ client: queries, schema, casing: 'snake_case' }) as unknown as Db,
  );
  return {
    db,
    kind: 'pglite',
    async execute(sqlText, params) {
      const result = await queries.query<Record<string, unknown>>(sqlText, params);
      return result.rows;
    },
    withAdvisoryLock: (_lockId, work) => work(),
    wasmMemoryBytes: () => client.Module.HEAPU8.buffer.byteLength,
    async dumpDataDir() {
      // A checkpoint first: the restored copy then starts without replaying the WAL. Uncompressed:
      // gzip here would block the shop several times longer; the archive is compressed by tar in
      // its own process (decision 021).
      await client.query('CHECKPOINT');
      return client.dumpDataDir('none');
    },
    async close() {
      try {
        await client.query('CHECKPOINT');
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

function openPostgres(url: string, poolSize: number): Database {
  // One connection may be held by an advisory lock while migrations run on another.
  const pool = new pg.Pool({ connectionString: url, max: Math.max(2, poolSize) });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  // A client checked out of the pool (a transaction, the advisory lock) has no pool listener:
  // without its own, a terminated backend's 'error' event would end the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const queries = activeTracer() ? tracePool(pool) : pool;
  const db = withSettleHooks(
    drizzleNodePg({ client: queries, schema, casing: 'snake_case' }) as unknown as Db,
  );
  return {
    db,
    kind: 'postgres',
    async execute(sqlText, params) {
      const result = await queries.query(sqlText, params);
      return result.rows as Record<string, unknown>[];
    },
    async withAdvisoryLock(lockId, work) {
      const connection = await queries.connect();
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [lockId]);
        try {
          return await work();
        } finally {
          await connection.query('SELECT pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        connection.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
