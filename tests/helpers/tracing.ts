import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import { startTracing } from '~/server/tracing/otel.server';
import type { TracingSettings } from '~/server/tracing/settings';
import { installTracer } from '~/server/tracing/spans';

const settings: TracingSettings = {
  tracesUrl: 'http://127.0.0.1:9/v1/traces',
  headers: {},
  serviceName: 'zorgzaam-test',
  sampler: 'parentbased_always_on',
  samplerRatio: 1,
  scheduleDelayMs: 60_000,
};

/**
 * Tracing on, as the server turns it on, with the spans kept in memory instead of sent.
 * `finish()` stops it and answers every span that ended.
 */
export function traceInMemory(overrides: Partial<TracingSettings> = {}) {
  const spans: ReadableSpan[] = [];
  const exporter: SpanExporter = {
    export(batch, done) {
      spans.push(...batch);
      done({ code: 0 });
    },
    async shutdown() {},
  };
  const tracer = startTracing({ ...settings, ...overrides }, { exporter });
  installTracer(tracer);
  return {
    tracer,
    async finish(): Promise<ReadableSpan[]> {
      installTracer(undefined);
      await tracer.shutdown();
      return spans;
    },
  };
}

/** The span named `name`; fails the test when there is none. */
export function spanNamed(spans: ReadableSpan[], name: string): ReadableSpan {
  const span = spans.find((candidate) => candidate.name === name);
  if (!span) throw new Error(`no span ${name} among ${spans.map((candidate) => candidate.name).join(', ')}`);
  return span;
}

export function isChildOf(child: ReadableSpan, parent: ReadableSpan): boolean {
  return (
    child.spanContext().traceId === parent.spanContext().traceId &&
    child.parentSpanContext?.spanId === parent.spanContext().spanId
  );
}
