// The PostgreSQL server the benches make their databases on (BENCH_DATABASE_URL, else the local
// server's `postgres` database): whether it answers, and statements run outside any bench database.
import pg from 'pg';

/** The server's URL when it answers; undefined (the bench skips PostgreSQL) when it does not. */
export async function postgresServerUrl(): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** One statement on its own connection (CREATE/DROP DATABASE cannot run inside one). */
export async function onServer(serverUrl: string, sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}
