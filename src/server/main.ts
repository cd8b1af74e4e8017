/**
 * Production entry: `node dist/main.mjs` (built by scripts/build-server.mjs).
 * Prepares the database before the first request can arrive, serves the Astro
 * app with compression, and closes the database cleanly on SIGTERM/SIGINT.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import { warmSearchIndex } from '~/features/search/search-sync.server';
import { closeDatabase, getDatabase } from './db';
import { env, publicUrl } from './env';
import { log } from './log';
import { createStaticFiles } from './static-files';

type NodeHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next?: (error?: unknown) => void,
) => void;

async function main(): Promise<void> {
  const started = performance.now();
  const { PORT, HOST } = env();
  const database = await getDatabase();

  // Resolved at run time next to dist/main.mjs: the Astro server build.
  const entry = new URL('./server/entry.mjs', import.meta.url).href;
  const { handler } = (await import(entry)) as { handler: NodeHandler };
  const compress = compression({ threshold: 1024 });
  // Astro's middleware mode leaves static files to the host server.
  const staticFiles = createStaticFiles(fileURLToPath(new URL('./client/', import.meta.url)));

  const server = http.createServer((req, res) => {
    compress(req as never, res as never, () => {
      staticFiles(req, res, () => handler(req, res));
    });
  });
  server.keepAliveTimeout = 65_000;

  server.listen(PORT, HOST, () => {
    log.info('shop listening', {
      url: publicUrl(),
      engine: database.kind,
      startupMs: Math.round(performance.now() - started),
      rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
    });
    // The search index lives in memory (decision 011): build it now, not on the first search.
    warmSearchIndex();
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    server.close();
    server.closeIdleConnections();
    closeDatabase()
      .catch((error: unknown) => log.error('closing the database failed', { error }))
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  log.error('the shop could not start', { error });
  process.exit(1);
});
