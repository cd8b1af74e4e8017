// Databases for the HTTP benches (`npm run bench:http`, `npm run bench:cold`): a fresh embedded
// database or a fresh database on the PostgreSQL server, seeded with the demo shop plus the bench
// products and orders (bench-http-seed.ts), the search index rebuilt.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runScript } from './bench-http-servers';
import { onServer, postgresServerUrl } from './bench-postgres';

/**
 * A fresh database for one engine; answers the environment of the shop and a clean-up. The
 * embedded database's directory is kept (its path is printed) for BENCH_PGLITE_DIR.
 */
export async function prepareEngine(engine: 'pglite' | 'postgres') {
  const reused = engine === 'pglite' ? process.env.BENCH_PGLITE_DIR : undefined;
  const dataDir = reused ?? mkdtempSync(path.join(tmpdir(), `zorgzaam-bench-http-${engine}-`));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO_CONTENT: 'true',
    // The load test comes from one address; abuse limits are not what is measured.
    RATE_LIMIT_SCALE: '100',
  };
  let cleanUp = async () => {};
  if (engine === 'postgres') {
    const serverUrl = await postgresServerUrl();
    if (!serverUrl) {
      rmSync(dataDir, { recursive: true, force: true });
      return undefined;
    }
    const name = `zorgzaam_bench_http_${Date.now().toString(36)}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    env.DATABASE_URL = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
    cleanUp = async () => {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  if (reused) {
    console.info(`  reusing the prepared data directory ${reused}`);
    return { env, cleanUp };
  }
  const started = performance.now();
  runScript('bench/bench-http-seed.ts', env);
  runScript('scripts/search-reindex.ts', env);
  console.info(
    `  database ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${env.DATA_DIR})`,
  );
  return { env, cleanUp };
}
