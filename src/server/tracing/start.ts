import { env } from '../env';
import { outsideRequest } from '../http/request-id';
import { log } from '../log';
import { tracingSettings } from './settings';
import { installTracer } from './spans';

/**
 * Turns tracing on when `OTEL_EXPORTER_OTLP_ENDPOINT` is set: only then is OpenTelemetry loaded,
 * from `moduleUrl` (dist/tracing.mjs, a file of its own: bundled into dist/main.mjs, its package
 * imports would be hoisted and loaded at every start, decision 027). Answers how to stop it.
 */
export async function startTracingFromEnv(moduleUrl: URL): Promise<() => Promise<void>> {
  const settings = tracingSettings(env());
  if (!settings) return async () => undefined;
  const { startTracing } = (await import(moduleUrl.href)) as typeof import('./otel.server');
  // The exporter's timer starts inside whichever request ended a span: its warnings are no request's.
  const tracer = startTracing(settings, {
    warn: (message) => outsideRequest(() => log.warn(`tracing: ${message}`)),
  });
  installTracer(tracer);
  log.info('tracing on', {
    // The origin only: a URL can carry credentials.
    collector: new URL(settings.tracesUrl).origin,
    service: settings.serviceName,
    sampler: settings.sampler,
  });
  return async () => {
    installTracer(undefined);
    await tracer.shutdown();
  };
}
