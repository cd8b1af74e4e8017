/**
 * Tracing's settings from OpenTelemetry's standard environment variables, read by env.ts and
 * handed to the tracer explicitly (decision 027). Pure: no OpenTelemetry here.
 */
export const TRACE_SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;
export type TraceSamplerName = (typeof TRACE_SAMPLERS)[number];

export interface TracingSettings {
  /** Where spans are POSTed: OTLP/HTTP with JSON bodies. */
  tracesUrl: string;
  headers: Record<string, string>;
  serviceName: string;
  sampler: TraceSamplerName;
  /** The share of traces kept by the `traceidratio` samplers, 0 to 1. */
  samplerRatio: number;
  /** How long finished spans wait before they are sent in one batch. */
  scheduleDelayMs: number;
}

export interface TracingEnv {
  OTEL_SDK_DISABLED: boolean;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  OTEL_EXPORTER_OTLP_HEADERS: Record<string, string>;
  OTEL_SERVICE_NAME: string;
  OTEL_TRACES_SAMPLER: TraceSamplerName;
  OTEL_TRACES_SAMPLER_ARG: number;
  OTEL_BSP_SCHEDULE_DELAY: number;
}

/** The settings when tracing is on (an endpoint is set and the SDK not disabled), else undefined. */
export function tracingSettings(env: TracingEnv): TracingSettings | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_SDK_DISABLED) return undefined;
  return {
    tracesUrl: tracesUrlOf(env.OTEL_EXPORTER_OTLP_ENDPOINT),
    headers: env.OTEL_EXPORTER_OTLP_HEADERS,
    serviceName: env.OTEL_SERVICE_NAME,
    sampler: env.OTEL_TRACES_SAMPLER,
    samplerRatio: env.OTEL_TRACES_SAMPLER_ARG,
    scheduleDelayMs: env.OTEL_BSP_SCHEDULE_DELAY,
  };
}

/** The specification's rule for the signal-neutral endpoint: traces go to `<endpoint>/v1/traces`. */
export function tracesUrlOf(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

/**
 * `OTEL_EXPORTER_OTLP_HEADERS`: `name=value` pairs separated by commas, values percent-encoded
 * (`Authorization=Bearer%20abc,X-Scope-OrgID=shop`). Undefined when a pair is malformed.
 */
export function parseOtlpHeaders(text: string): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  for (const pair of text.split(',')) {
    if (pair.trim() === '') continue;
    const equals = pair.indexOf('=');
    if (equals <= 0) return undefined;
    const name = pair.slice(0, equals).trim();
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) return undefined;
    try {
      headers[name] = decodeURIComponent(pair.slice(equals + 1).trim());
    } catch {
      return undefined;
    }
  }
  return headers;
}
