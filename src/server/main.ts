/**
 * Production entry: `node dist/main.mjs` (built by scripts/build-server.mjs).
 * Prepares the database before the first request can arrive, serves the Astro
 * app with compression, and closes the database cleanly on SIGTERM/SIGINT.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import { startOrderExpiry } from '../features/orders/expiry.server';
import { installCrashPolicy } from './crash-policy';
import { closeDatabase, getDatabase } from './db';
import { env, publicUrl } from './env';
import { startEventBus, stopEventBus } from './events';
import { answerHealthCheck } from './http/health';
import { guardRequests } from './http/request-guard';
import { log } from './log';
import { drainMailQueue } from './mail/queue';
import { closeRedis } from './redis.server';
import { createResponseCache } from './response-cache';
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
  // Before the first request: a change saved here must reach the other instances.
  await startEventBus({ databaseUrl: env().DATABASE_URL });

  // Resolved at run time next to dist/main.mjs: the Astro server build.
  const entry = new URL('./server/entry.mjs', import.meta.url).href;
  const { handler } = (await import(entry)) as { handler: NodeHandler };
  const compress = compression({ threshold: 1024 });
  // Astro's middleware mode leaves static files to the host server.
  const staticFiles = createStaticFiles(fileURLToPath(new URL('./client/', import.meta.url)));

  // Cached pages and catalogue answers are served before compression and the app (#15.1).
  const responseCache = createResponseCache({ maxBytes: env().RESPONSE_CACHE_MB * 1024 * 1024 });
  const app = responseCache.capture(handler);

  const server = http.createServer(
    guardRequests((req, res) => {
      if (answerHealthCheck(req, res, database)) return;
      responseCache.handle(req, res, () => {
        compress(req as never, res as never, () => {
          staticFiles(req, res, () => app(req, res));
        });
      });
    }),
  );
  server.keepAliveTimeout = 65_000;
  // Orders left without a payment give their stock back (safe with several instances).
  startOrderExpiry();

  server.listen(PORT, HOST, () => {
    log.info('shop listening', {
      url: publicUrl(),
      engine: database.kind,
      startupMs: Math.round(performance.now() - started),
      rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
    });
    // Also as a plain line, whatever LOG_LEVEL says: the owner who ran `npm start` sees where to go.
    process.stdout.write(`\nDe winkel draait op ${localUrl(HOST, PORT)}\n\n`);
  });

  let stopping = false;
  const stop = (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { reason });
    server.close();
    server.closeIdleConnections();
    // Mails queued after an answer still need the database; Redis and the event bus go before it.
    drainMailQueue()
      .then(stopEventBus)
      .then(closeRedis)
      .then(closeDatabase)
      .catch((error: unknown) => log.error('closing the database failed', { error }))
      .finally(() => process.exit(exitCode));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  installCrashPolicy(stop);
}

/** Where to open the shop from this machine (0.0.0.0 listens everywhere, but is no address to visit). */
function localUrl(host: string, port: number): string {
  const visible = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${visible}:${port}`;
}

main().catch((error: unknown) => {
  log.error('the shop could not start', { error });
  process.exit(1);
});
