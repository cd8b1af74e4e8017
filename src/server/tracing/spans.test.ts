import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { afterEach, describe, expect, it } from 'vitest';
import { isChildOf, spanNamed, traceInMemory } from '../../../tests/helpers/tracing';
import { withRequestId } from '../http/request-id';
import { startTracing } from './otel.server';
import {
  activeTracer,
  currentTraceIds,
  recordRoute,
  recordSpanError,
  traced,
  tracedAdapter,
  traceRequests,
} from './spans';

describe('without tracing', () => {
  it('runs the work as it is and wraps nothing', async () => {
    expect(activeTracer()).toBeUndefined();
    expect(traced('job x', {}, () => 42)).toBe(42);
    await expect(traced('job y', {}, async () => 'klaar')).resolves.toBe('klaar');
    const adapter = { pay: async () => 'ok' };
    expect(tracedAdapter(adapter, 'mollie')).toBe(adapter);
    const listener = () => undefined;
    expect(traceRequests(listener, () => false)).toBe(listener);
    expect(currentTraceIds()).toBeUndefined();
    recordRoute('/product/[slug]');
    recordSpanError(new Error('nobody listens'));
  });
});

describe('with tracing', () => {
  let tracing: ReturnType<typeof traceInMemory> | undefined;
  afterEach(async () => {
    await tracing?.finish();
    tracing = undefined;
  });

  it('nests spans, ends them when their promise settles and marks a failure without personal data', async () => {
    tracing = traceInMemory();
    await traced('job nightly', { root: true }, async () => {
      await traced('step one', {}, async () => undefined);
      await expect(
        traced('step two', {}, async () => {
          throw new Error('Failed query: insert into users\nparams: jan@voorbeeld.nl,Jan');
        }),
      ).rejects.toThrow();
    });
    const spans = await tracing.finish();
    const job = spanNamed(spans, 'job nightly');
    const failed = spanNamed(spans, 'step two');
    expect(isChildOf(spanNamed(spans, 'step one'), job)).toBe(true);
    expect(isChildOf(failed, job)).toBe(true);
    expect(failed.status.code).toBe(SpanStatusCode.ERROR);
    expect(JSON.stringify(failed.events)).not.toMatch(/jan@|Jan\b/);
    expect(failed.events[0]?.name).toBe('exception');
    expect(job.status.code).toBe(SpanStatusCode.UNSET);
  });

  it('makes no span that needs a parent outside one, and starts a new trace for a root', async () => {
    tracing = traceInMemory();
    traced('SELECT outbox_events', { requireParent: true }, () => undefined);
    traced('request', {}, () => traced('outbox order.paid', { root: true }, () => undefined));
    const spans = await tracing.finish();
    expect(spans.map((span) => span.name).sort()).toEqual(['outbox order.paid', 'request']);
    expect(spanNamed(spans, 'outbox order.paid').parentSpanContext).toBeUndefined();
  });

  it('wraps every method of an adapter in a client span under the current one', async () => {
    tracing = traceInMemory();
    const provider = tracedAdapter(
      { createPayment: async (cents: number) => ({ id: 'tr_1', cents }) },
      'mollie',
    );
    const payment = await traced('checkout', {}, () => provider.createPayment(1250));
    expect(payment).toEqual({ id: 'tr_1', cents: 1250 });
    class Carrier {
      constructor(private readonly code: string) {}
      async track() {
        return this.code;
      }
    }
    expect(await traced('ship', {}, () => tracedAdapter(new Carrier('3S123'), 'postnl').track())).toBe(
      '3S123',
    );
    const spans = await tracing.finish();
    expect(isChildOf(spanNamed(spans, 'postnl track'), spanNamed(spans, 'ship'))).toBe(true);
    const call = spanNamed(spans, 'mollie createPayment');
    expect(call.kind).toBe(SpanKind.CLIENT);
    expect(isChildOf(call, spanNamed(spans, 'checkout'))).toBe(true);
  });

  it('keeps what the sampler says', async () => {
    for (const [sampler, samplerRatio, kept] of [
      ['always_off', 1, 0],
      ['traceidratio', 1, 2],
      ['parentbased_always_on', 1, 2],
    ] as const) {
      tracing = traceInMemory({ sampler, samplerRatio });
      traced('job a', { root: true }, () => traced('SELECT x', { requireParent: true }, () => undefined));
      expect((await tracing.finish()).length, sampler).toBe(kept);
    }
  });

  it('answers a request whose trace the sampler drops, with no span and no trace in its log lines', async () => {
    tracing = traceInMemory({ sampler: 'always_off' });
    const req = Object.assign(new EventEmitter(), { method: 'GET', url: '/', headers: {} });
    const res = Object.assign(new EventEmitter(), { statusCode: 200, writableFinished: true });
    let answered: unknown = 'no';
    tracing.tracer.serveRequest(req as never, res as never, () => {
      recordRoute('/');
      answered = traced('SELECT pages', { requireParent: true }, currentTraceIds);
    });
    res.emit('finish');
    expect(answered).toBeUndefined();
    expect(await tracing.finish()).toEqual([]);
  });

  it('says once that the collector cannot be reached, on a line of no trace', async () => {
    const warnings: { message: string; ids: unknown }[] = [];
    const tracer = startTracing(
      {
        tracesUrl: 'http://127.0.0.1:9/v1/traces',
        headers: {},
        serviceName: 'zorgzaam-test',
        sampler: 'always_on',
        samplerRatio: 1,
        scheduleDelayMs: 5,
      },
      {
        exporter: {
          export: (_spans, done) => done({ code: 1, error: new Error('collector down') }),
          async shutdown() {},
        },
        warn: (message) => warnings.push({ message, ids: tracer.currentIds() }),
      },
    );
    // Two failed exports on the batch timer, inside a request's span.
    for (const _ of [1, 2]) {
      tracer.inSpan('GET /', {}, () => tracer.inSpan('SELECT x', {}, () => undefined));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await tracer.shutdown();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toContain('collector down');
    expect(warnings[0]?.ids).toBeUndefined();
  });

  it('keeps nothing of a sampler that keeps nothing, and log lines then name no trace', async () => {
    tracing = traceInMemory({ sampler: 'parentbased_traceidratio', samplerRatio: 0 });
    const ids = traced('request', {}, () => traced('SELECT x', { requireParent: true }, currentTraceIds));
    expect(ids).toBeUndefined();
    expect(await tracing.finish()).toEqual([]);
  });

  it('answers a request in a server span named by its route, with its request id and status', async () => {
    tracing = traceInMemory();
    /** The trace id a log line written while answering each path would carry. */
    const logTraceIds = new Map<string, string | undefined>();
    const listener = traceRequests(
      (req, res) => {
        if (req.url === '/livez') return void res.end('ok');
        if (req.url?.startsWith('/product/')) recordRoute('/product/[slug]');
        traced('SELECT products', { requireParent: true }, () => {
          logTraceIds.set(req.url ?? '', currentTraceIds()?.traceId);
        });
        if (req.url === '/api/kapot') {
          recordSpanError(new Error('stuk'));
          res.statusCode = 500;
        }
        res.end('klaar');
      },
      (req) => req.url === '/livez',
    );
    const server = http.createServer((req, res) => withRequestId(req, res, () => listener(req, res)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answer = await fetch(`${base}/product/zorgzaam-pants?maat=m`, {
        headers: { 'x-request-id': 'req-from-nginx-0001' },
      });
      await answer.text();
      await (await fetch(`${base}/api/kapot`)).text();
      await (await fetch(`${base}/livez`)).text();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const spans = await tracing.finish();
    const page = spanNamed(spans, 'GET /product/[slug]');
    expect(page.kind).toBe(SpanKind.SERVER);
    expect(page.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.route': '/product/[slug]',
      'http.response.status_code': 200,
      'zorgzaam.request_id': 'req-from-nginx-0001',
    });
    // Never the path or its query: a path can hold a token.
    expect(JSON.stringify(page.attributes)).not.toContain('zorgzaam-pants');
    const query = spans.find((span) => span.name === 'SELECT products' && isChildOf(span, page));
    expect(query).toBeDefined();
    expect(logTraceIds.get('/product/zorgzaam-pants?maat=m')).toBe(page.spanContext().traceId);
    // Unmatched by the app: named by its route group, as the metrics label it; 500 is an error.
    const failed = spanNamed(spans, 'GET /api/kapot');
    expect(failed.status.code).toBe(SpanStatusCode.ERROR);
    expect(failed.events.map((event) => event.name)).toEqual(['exception']);
    expect(spans.some((span) => span.name.includes('livez'))).toBe(false);
  });
});
