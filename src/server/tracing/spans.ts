import type http from 'node:http';
import { remember } from '../remember';

/**
 * The shop's seams for OpenTelemetry traces, without OpenTelemetry: this module imports no OTel
 * package. With `OTEL_EXPORTER_OTLP_ENDPOINT` unset no tracer is installed, every helper here runs
 * the work as it is, and no OTel module is ever loaded (decision 027). When it is set, the start
 * script loads `dist/tracing.mjs` (./otel.server.ts) and installs its tracer here.
 *
 * On globalThis: the built server's start script and the Astro bundle each hold a copy of this module.
 */
export type SpanKindName = 'internal' | 'server' | 'client' | 'consumer';
export type SpanAttributes = Record<string, string | number | boolean | undefined>;

export interface SpanOptions {
  kind?: SpanKindName;
  attributes?: SpanAttributes;
  /** Starts a trace of its own (a job, an outbox event) whatever span is current. */
  root?: boolean;
  /** Only as a child of a recorded span: a database poll outside any request makes no trace. */
  requireParent?: boolean;
}

export interface ShopTracer {
  /** Runs `work` in a new span, ended when it returns or its promise settles; a failure marks it. */
  inSpan<T>(name: string, options: SpanOptions, work: () => T): T;
  /** Answers one HTTP request inside its server span (method, route, status, request id). */
  serveRequest(req: http.IncomingMessage, res: http.ServerResponse, answer: () => void): void;
  /** Names the current request's span by the route that answers it (`/product/[slug]`). */
  setRoute(route: string): void;
  /** Marks the current span failed with this error (an answer 500 is about to be sent). */
  recordError(error: unknown): void;
  /** The current trace and span, when one is recorded: log lines carry them. */
  currentIds(): { traceId: string; spanId: string } | undefined;
  /** Sends what is still buffered and stops. */
  shutdown(): Promise<void>;
}

// One slot per process: the start script installs the tracer, Astro's bundle reads it.
const slot = remember<{ tracer?: ShopTracer }>('tracer', () => ({}));

export function installTracer(tracer: ShopTracer | undefined): void {
  slot.tracer = tracer;
}

/** The tracer when tracing is on, else undefined (decided once, at start). */
export function activeTracer(): ShopTracer | undefined {
  return slot.tracer;
}

/** Runs `work` in a span when tracing is on; otherwise just runs it. */
export function traced<T>(name: string, options: SpanOptions, work: () => T): T {
  const tracer = slot.tracer;
  return tracer ? tracer.inSpan(name, options, work) : work();
}

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * The server's request listener with a server span per request when tracing is on; the listener
 * itself when it is off, so an untraced shop pays nothing per request. `skip`: the operator's paths.
 */
export function traceRequests(listener: Listener, skip: (req: http.IncomingMessage) => boolean): Listener {
  const tracer = activeTracer();
  if (!tracer) return listener;
  return (req, res) => {
    if (skip(req)) listener(req, res);
    else tracer.serveRequest(req, res, () => listener(req, res));
  };
}

/** The route pattern that answers the current request, for its span's name. */
export function recordRoute(route: string): void {
  slot.tracer?.setRoute(route);
}

export function recordSpanError(error: unknown): void {
  slot.tracer?.recordError(error);
}

export function currentTraceIds(): { traceId: string; spanId: string } | undefined {
  return slot.tracer?.currentIds();
}

/**
 * An adapter (payment provider, ...) whose every method runs in a client span `<system> <method>`.
 * Without tracing the adapter itself comes back: nothing is wrapped.
 */
export function tracedAdapter<T extends object>(adapter: T, system: string): T {
  if (!activeTracer()) return adapter;
  const wrapped: Record<string, unknown> = {};
  for (const key of methodAndFieldNames(adapter)) {
    const value = (adapter as Record<string, unknown>)[key];
    wrapped[key] =
      typeof value === 'function'
        ? (...args: unknown[]) =>
            traced(
              `${system} ${key}`,
              { kind: 'client', requireParent: true, attributes: { 'zorgzaam.provider': system } },
              () => value.apply(adapter, args),
            )
        : value;
  }
  return wrapped as T;
}

/** An object literal's own keys, and a class instance's methods too. */
function methodAndFieldNames(object: object): string[] {
  const names = new Set(Object.keys(object));
  for (
    let proto = Object.getPrototypeOf(object);
    proto && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto)
  )
    for (const name of Object.getOwnPropertyNames(proto)) if (name !== 'constructor') names.add(name);
  return [...names];
}
