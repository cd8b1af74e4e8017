/**
 * The OpenTelemetry side of the shop's traces (decision 027): the one module that imports OTel.
 * Built as its own file (dist/tracing.mjs) and imported by the start script only when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set, so a shop without tracing never loads any of this.
 * Spans are made at the shop's own seams (./spans.ts), not by auto-instrumentation.
 */
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import {
  context,
  createContextKey,
  DiagLogLevel,
  diag,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  TraceFlags,
  trace,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  type Sampler,
  type SpanExporter,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_NAME,
} from '@opentelemetry/semantic-conventions';
import { maskPersonalData } from '../log-mask';
import { routeOf } from '../metrics/route-label';
import type { TraceSamplerName, TracingSettings } from './settings';
import type { ShopTracer, SpanKindName, SpanOptions } from './spans';

export interface TracingOptions {
  /** Tests hand in an in-memory exporter; otherwise OTLP/HTTP to `settings.tracesUrl`. */
  exporter?: SpanExporter;
  /** Where OpenTelemetry's own warnings go (a collector that cannot be reached). */
  warn?: (message: string) => void;
}

/** The request id attribute on every server span: the same value as the answer's X-Request-Id. */
export const REQUEST_ID_ATTRIBUTE = 'zorgzaam.request_id';

const KINDS: Record<SpanKindName, SpanKind> = {
  internal: SpanKind.INTERNAL,
  server: SpanKind.SERVER,
  client: SpanKind.CLIENT,
  consumer: SpanKind.CONSUMER,
};

/** The request's server span and its route, kept in the context so the middleware can name it. */
const REQUEST_KEY = createContextKey('zorgzaam.request');
interface RequestSpan {
  span: Span;
  route?: string;
}

/** How long stopping may wait for the last spans to be sent (a collector that does not answer). */
const SHUTDOWN_WAIT_MS = 2_000;

export function startTracing(settings: TracingSettings, options: TracingOptions = {}): ShopTracer {
  if (options.warn) diag.setLogger(throttled(options.warn), DiagLogLevel.WARN);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  const exporter =
    options.exporter ?? new OTLPTraceExporter({ url: settings.tracesUrl, headers: settings.headers });
  const provider = new TracerProvider({
    resource: defaultResource().merge(
      resourceFromAttributes({
        [ATTR_SERVICE_NAME]: settings.serviceName,
        // Instances of one shop share the name; this tells their spans apart.
        'service.instance.id': randomUUID(),
      }),
    ),
    sampler: samplerOf(settings.sampler, settings.samplerRatio),
    spanProcessors: [new BatchSpanProcessor({ exporter, scheduledDelayMillis: settings.scheduleDelayMs })],
  });
  // Only the context manager is global (spans follow the request through both bundles); the
  // tracer is this module's own, for nothing else in the process makes spans.
  const tracer = provider.getTracer('zorgzaam');

  const end = (span: Span, error?: unknown) => {
    if (error !== undefined) markFailed(span, error);
    span.end();
  };

  return {
    inSpan<T>(name: string, spanOptions: SpanOptions, work: () => T): T {
      const parent = context.active();
      if (spanOptions.requireParent && !trace.getSpan(parent)?.isRecording()) return work();
      const span = tracer.startSpan(
        name,
        {
          kind: KINDS[spanOptions.kind ?? 'internal'],
          attributes: spanOptions.attributes,
          root: spanOptions.root,
        },
        parent,
      );
      let result: T;
      try {
        result = context.with(trace.setSpan(parent, span), work);
      } catch (error) {
        end(span, error);
        throw error;
      }
      if (!isPromise(result)) {
        end(span);
        return result;
      }
      return result.then(
        (value) => {
          end(span);
          return value;
        },
        (error: unknown) => {
          end(span, error);
          throw error;
        },
      ) as T;
    },

    serveRequest(req, res, answer) {
      const method = req.method ?? 'GET';
      // Every request starts its own trace: a traceparent header from the internet is not followed.
      const span = tracer.startSpan(
        method,
        {
          kind: SpanKind.SERVER,
          root: true,
          attributes: {
            [ATTR_HTTP_REQUEST_METHOD]: method,
            [REQUEST_ID_ATTRIBUTE]: String(req.headers['x-request-id'] ?? ''),
          },
        },
        ROOT_CONTEXT,
      );
      // A trace the sampler dropped: nothing to name or end, and its queries make no spans.
      if (!span.isRecording()) return answer();
      const request: RequestSpan = { span };
      let ended = false;
      const finish = () => {
        if (ended) return;
        ended = true;
        endServerSpan(request, req, res);
      };
      res.once('finish', finish);
      res.once('close', finish);
      context.with(trace.setSpan(ROOT_CONTEXT, span).setValue(REQUEST_KEY, request), answer);
    },

    setRoute(route) {
      const request = context.active().getValue(REQUEST_KEY) as RequestSpan | undefined;
      if (request) request.route = route;
    },

    recordError(error) {
      const span = trace.getActiveSpan();
      if (span) markFailed(span, error);
    },

    currentIds() {
      const spanContext = trace.getActiveSpan()?.spanContext();
      if (!spanContext || (spanContext.traceFlags & TraceFlags.SAMPLED) === 0) return undefined;
      return { traceId: spanContext.traceId, spanId: spanContext.spanId };
    },

    async shutdown() {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, SHUTDOWN_WAIT_MS);
      });
      await Promise.race([provider.shutdown().catch(() => undefined), waited]);
      clearTimeout(timer);
      context.disable();
    },
  };
}

/**
 * Named `GET /product/[slug]` by the route the app matched; answers the app never saw (the
 * response cache, search, static files) by their route group, as the metrics label them. Never
 * the path itself: it can hold a token (`/review/{token}`).
 */
function endServerSpan(request: RequestSpan, req: http.IncomingMessage, res: http.ServerResponse) {
  const { span, route } = request;
  const status = res.statusCode;
  const method = req.method ?? 'GET';
  if (route) span.setAttribute(ATTR_HTTP_ROUTE, route);
  span.updateName(`${method} ${route ?? routeOf(req.url ?? '/', status)}`);
  span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
  if (!res.writableFinished) span.setAttribute(ATTR_ERROR_TYPE, 'connection_closed');
  if (status >= 500) {
    span.setAttribute(ATTR_ERROR_TYPE, String(status));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/** The error on the span, masked as log lines are: a failed query's message lists its parameters. */
function markFailed(span: Span, error: unknown): void {
  const name = error instanceof Error ? error.name : 'Error';
  const message = maskPersonalData(error instanceof Error ? error.message : String(error));
  const stack = error instanceof Error && error.stack ? maskPersonalData(error.stack) : undefined;
  span.recordException({ name, message, stack });
  span.setAttribute(ATTR_ERROR_TYPE, name);
  span.setStatus({ code: SpanStatusCode.ERROR, message });
}

function isPromise<T>(value: T): value is T & Promise<Awaited<T>> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === 'function';
}

export function samplerOf(name: TraceSamplerName, ratio: number): Sampler {
  const root = name.endsWith('always_on')
    ? new AlwaysOnSampler()
    : name.endsWith('always_off')
      ? new AlwaysOffSampler()
      : new TraceIdRatioBasedSampler(ratio);
  return name.startsWith('parentbased_') ? new ParentBasedSampler({ root }) : root;
}

/** OpenTelemetry's warnings (an export that failed) at most once a minute: a collector down is one problem. */
function throttled(warn: (message: string) => void) {
  let last = 0;
  const say = (message: string, ...args: unknown[]) => {
    if (Date.now() - last < 60_000) return;
    last = Date.now();
    // Outside any span: the line is about the exporter, not the trace whose span started its timer.
    context.with(ROOT_CONTEXT, () => warn([message, ...args.map(String)].join(' ')));
  };
  const quiet = () => undefined;
  return { error: say, warn: say, info: quiet, debug: quiet, verbose: quiet };
}
