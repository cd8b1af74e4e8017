import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { logWriteCounts } from '../log';
import { remember } from '../remember';

/**
 * The shop's Prometheus metrics. One registry per process on globalThis: the built server's start
 * script (HTTP, response cache) and the Astro bundle (mails) each hold a copy of this module.
 */
function createMetrics() {
  const registry = new Registry();
  // Event-loop lag, heap, RSS, GC, open handles: prom-client's standard process metrics.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  return {
    registry,
    httpRequests: new Counter({
      name: 'zorgzaam_http_requests_total',
      help: 'HTTP requests answered, by route group, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'zorgzaam_http_request_duration_seconds',
      help: 'Time from request to the end of the answer, by route group',
      labelNames: ['route', 'method'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    responseCache: new Counter({
      name: 'zorgzaam_response_cache_requests_total',
      help: 'Shareable requests by response cache result (hit: served from memory; miss: rendered)',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    responseCacheWarm: new Counter({
      name: 'zorgzaam_response_cache_warmed_total',
      help: 'Visited pages rendered again in the background after a change dropped them, by result (rendered, failed)',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    mails: new Counter({
      name: 'zorgzaam_mails_total',
      help: 'Mails by result (sent, failed) in this process',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    // Set after each completed pass (also one that found nothing due), which leaves no other trace:
    // a scheduler that stopped looking shows as a time that no longer moves.
    schedulerLastPass: new Gauge({
      name: 'zorgzaam_scheduler_last_pass_started_seconds',
      help: "Unix time at which this process's scheduler began its latest completed pass over the jobs",
      registers: [registry],
    }),
    // A full or broken log destination never ends the process (../log.ts): it is counted here.
    logWriteFailures: new Counter({
      name: 'zorgzaam_log_write_failures_total',
      help: 'Log lines the stream they belonged on (stdout, stderr) refused: full disk, closed pipe',
      labelNames: ['stream'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [stream, n] of Object.entries(logWriteCounts().failures)) this.inc({ stream }, n);
      },
    }),
    logLinesDropped: new Counter({
      name: 'zorgzaam_log_lines_dropped_total',
      help: 'Log lines written nowhere: both stdout and stderr refused them',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(logWriteCounts().dropped);
      },
    }),
  };
}

export type ShopMetrics = ReturnType<typeof createMetrics>;

export function metrics(): ShopMetrics {
  return remember('metrics', createMetrics);
}
