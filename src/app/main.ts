/**
 * Production entry: `node dist/main.mjs` (built by scripts/build-server.mjs).
 * Prepares the database before the first request can arrive, serves the Astro
 * app with compression, and closes the database cleanly on SIGTERM/SIGINT.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import { answerSearchRequest } from '~/features/search/search-http.server';
import { warmSearchIndex } from '~/features/search/search-query.server';
import { drainAfterAnswer } from '~/server/after-answer';
import { answerSnapshotSignals } from '~/server/backup/pglite-snapshot.server';
import { installCrashPolicy } from '~/server/crash-policy';
import { closeDatabase } from '~/server/db';
import { env, publicUrl, testPaymentsShown } from '~/server/env';
import { startEventBus, stopEventBus } from '~/server/events';
import { answerHealthCheck } from '~/server/http/health';
import { answerProbe } from '~/server/http/probes';
import { guardRequests } from '~/server/http/request-guard';
import { withRequestId } from '~/server/http/request-id';
import { log, writeToStdout } from '~/server/log';
import { closeMailer } from '~/server/mail';
import { answerMetrics, isOperatorRequest, observeRequest } from '~/server/metrics/http';
import { registerShopGauges } from '~/server/metrics/shop-gauges.server';
import { missingServerFlags } from '~/server/node-flags';
import { providersSummary } from '~/server/providers-summary';
import { closeRedis } from '~/server/redis.server';
import { createResponseCache } from '~/server/response-cache';
import { rerenderThroughServer } from '~/server/response-cache/warm';
import { createStaticFiles } from '~/server/static-files';
import { traceRequests } from '~/server/tracing/spans';
import { startTracingFromEnv } from '~/server/tracing/start';
import { type ServerRole, serverRole, startBackgroundWork } from './background';
import { startShopDatabase } from './database-startup';
import { runShutdown, type ShutdownStep } from './shutdown';
import './wiring';

type NodeHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next?: (error?: unknown) => void,
) => void;

/** How long requests under way may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 8_000;

async function main(): Promise<void> {
  const started = performance.now();
  const role = serverRole();
  const { PORT, HOST } = env();
  const missingFlags = missingServerFlags();
  if (missingFlags.length > 0) {
    log.warn('started without the server flags: start it with npm run serve (decision 016)', {
      missing: missingFlags,
    });
  }
  // env() refuses the test provider on an https shop unless ALLOW_TEST_PAYMENTS says it is on purpose.
  log.info('providers', providersSummary(env()));
  if (testPaymentsShown())
    log.warn('test payments allowed on purpose: every page says no real money is paid');
  // Before the database opens: its queries are traced from the first request (decision 027).
  const stopTracing = await startTracingFromEnv(new URL('./tracing.mjs', import.meta.url));
  // Migrations and, for a new demo shop, its content: before anything else asks for db().
  const database = await startShopDatabase();
  // `npm run backup` may not open the embedded database's directory: it asks this process (SIGUSR2).
  if (database.kind === 'pglite') answerSnapshotSignals(database, env().DATA_DIR_ABSOLUTE);
  // Before the first request: a change saved here must reach the other instances.
  await startEventBus({ databaseUrl: env().DATABASE_URL });
  // Outbox and scheduler (decision 017): in this process unless it only serves the web.
  const stopBackground = role === 'web' ? async () => undefined : await startBackgroundWork();
  if (role === 'worker') return runWorker(stopBackground, stopTracing);

  // Resolved at run time next to dist/main.mjs: the Astro server build.
  const entry = new URL('./server/entry.mjs', import.meta.url).href;
  const { handler } = (await import(entry)) as { handler: NodeHandler };
  // Brotli 4 (the middleware's level) with a 256 KB window instead of 4 MB: the same bytes for
  // pages this size, a third of the time per response that the cache does not answer (decision 022).
  const compress = compression({
    threshold: 1024,
    brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } },
  });
  // Astro's middleware mode leaves static files to the host server.
  const staticFiles = createStaticFiles(fileURLToPath(new URL('./client/', import.meta.url)));

  // Cached pages and catalogue answers are served before compression and the app (decision 007).
  // After a change it renders the dropped pages shoppers visited again, so they need not (decision 007).
  const responseCache = createResponseCache({
    maxBytes: env().RESPONSE_CACHE_MB * 1024 * 1024,
    warm: {
      perChange: env().RESPONSE_CACHE_WARM_PER_CHANGE,
      rerender: rerenderThroughServer({ host: HOST, port: PORT }),
    },
  });
  const app = responseCache.capture(handler);

  registerShopGauges(database);
  const metricsToken = env().METRICS_TOKEN;
  const guarded = guardRequests((req, res) => {
    observeRequest(req, res);
    if (answerProbe(req, res, database)) return;
    if (answerHealthCheck(req, res, database)) return;
    if (answerMetrics(req, res, metricsToken)) return;
    // Search answers from the in-process index, without Astro (decision 011).
    if (answerSearchRequest(req, res)) return;
    responseCache.handle(req, res, () => {
      compress(req as never, res as never, () => {
        staticFiles(req, res, () => app(req, res));
      });
    });
  });
  // A span per request when tracing is on, carrying the request's id (set first, by withRequestId).
  const traced = traceRequests(guarded, isOperatorRequest);
  // Every log line written while a request is answered carries its id, as does its answer.
  const server = http.createServer((req, res) => withRequestId(req, res, () => traced(req, res)));
  server.keepAliveTimeout = 65_000;

  server.listen(PORT, HOST, () => {
    log.info('shop listening', {
      url: publicUrl(),
      role,
      engine: database.kind,
      startupMs: Math.round(performance.now() - started),
      rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
    });
    // Also as a plain line, whatever LOG_LEVEL says: the owner who ran `npm start` sees where to go.
    writeToStdout(`\nDe winkel draait op ${localUrl(HOST, PORT)}\n\n`);
    // The search index lives in memory (decision 011): build it now, not on the first search.
    warmSearchIndex();
  });

  let stopping = false;
  const stop = (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { reason });
    server.closeIdleConnections();
    // Requests under way finish before the database goes (they would fail on a closed pool);
    // a client that keeps a connection open gets it closed after the grace period.
    const grace = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    grace.unref();
    server.close(() => {
      clearTimeout(grace);
      // Mails queued after an answer still need the database; Redis and the event bus go before it.
      void runShutdown([
        { name: 'work after answers', run: drainAfterAnswer },
        { name: 'outbox and scheduler', run: stopBackground },
        ...closeConnections(stopTracing),
      ]).finally(() => process.exit(exitCode));
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  installCrashPolicy(stop);
}

/**
 * The last steps of either role: the connections, the database after everything that may still
 * write, and the last spans (this shutdown's too) before the process goes.
 */
function closeConnections(stopTracing: () => Promise<void>): ShutdownStep[] {
  return [
    { name: 'mailer', run: closeMailer },
    { name: 'event bus', run: stopEventBus },
    { name: 'redis', run: closeRedis },
    { name: 'database', run: closeDatabase },
    { name: 'tracing', run: stopTracing },
  ];
}

/** `--role=worker`: no HTTP port; runs the outbox and the scheduler until told to stop. */
function runWorker(stopBackground: () => Promise<void>, stopTracing: () => Promise<void>): void {
  log.info('worker running', { role: 'worker' satisfies ServerRole });
  let stopping = false;
  const stop = (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { reason });
    void runShutdown([
      { name: 'outbox and scheduler', run: stopBackground },
      { name: 'work after answers', run: drainAfterAnswer },
      ...closeConnections(stopTracing),
    ]).finally(() => process.exit(exitCode));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  installCrashPolicy(stop);
  // The timers of the outbox and the scheduler are unref'd: this keeps the worker alive.
  setInterval(() => undefined, 60_000);
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
