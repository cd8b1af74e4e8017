import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReceivedSpan, startFakeCollector } from './fake-otlp-collector';
import { builtServer, engineEnv, engines, type Instance, startInstance } from './instances';

/**
 * OpenTelemetry traces from the built server (decision 027): with OTEL_EXPORTER_OTLP_ENDPOINT the
 * spans of a request (and its queries) reach a collector, tied to the answer's X-Request-Id; the
 * outbox's work is a trace of its own whose log lines name it. Without the variable none of
 * tracing's OpenTelemetry modules is loaded (only the no-op API prom-client requires).
 */
const COLLECTOR_PORT = 4543;
const PORTS = { pglite: 4540, postgres: 4541 } as const;
const UNTRACED_PORT = 4542;
const PRODUCT = '/product/zorgzaam-pants-dames-extra';
/** Preloaded into the server: reports every OpenTelemetry module the process resolves. */
const moduleReport = `--import=${path.resolve('tests/instances/report-otel-modules.mjs')}`;

const SERVER_KIND = 2;
const CLIENT_KIND = 3;

let collector: Awaited<ReturnType<typeof startFakeCollector>>;
beforeAll(async () => {
  collector = await startFakeCollector(COLLECTOR_PORT);
});
afterAll(async () => {
  await collector?.close();
});

/** The OpenTelemetry packages the server process has loaded (`api`, `sdk-trace`, ...). */
function loadedOtelPackages(shop: Instance): string[] {
  const names = shop.output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('otel-module-loaded '))
    .map((line) => /\/@opentelemetry\/([^/]+)\//.exec(line)?.[1] ?? line);
  return [...new Set(names)].sort();
}

/**
 * prom-client (the metrics, decision 021) requires @opentelemetry/api itself, for exemplars: the
 * API alone is a no-op facade. Everything tracing adds (SDK, exporter, context manager) is not.
 */
const LOADED_FOR_METRICS = ['api'];

/** Every .mjs file of the build that the start script or Astro loads. */
function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? builtFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.mjs')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

describe.each(engines)('a traced built server (%s)', (engine) => {
  let shop: Instance;
  let drop: () => Promise<unknown>;

  beforeAll(async () => {
    const database = await engineEnv(engine, 'zorgzaam_traces');
    drop = database.drop;
    shop = await startInstance(`traces-${engine}`, PORTS[engine], {
      ...database.env,
      SEED_DEMO_CONTENT: 'true',
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_HEADERS: 'Authorization=Bearer%20collector-token',
      OTEL_SERVICE_NAME: `zorgzaam-${engine}`,
      OTEL_BSP_SCHEDULE_DELAY: '200',
      NODE_OPTIONS: moduleReport,
    });
  }, 180_000);

  afterAll(async () => {
    await shop?.stop();
    await drop?.();
  });

  it('sends a request’s span with its route and request id, its queries as children', async () => {
    const requestId = `trace-${engine}-0001`;
    const answer = await fetch(`${shop.url}${PRODUCT}`, { headers: { 'x-request-id': requestId } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe(requestId);
    await answer.text();

    const request = await collector.waitFor((spans) =>
      spans.find((span) => span.attributes['zorgzaam.request_id'] === requestId),
    );
    expect(request).toMatchObject({
      name: 'GET /product/[slug]',
      kind: SERVER_KIND,
      parentSpanId: undefined,
      attributes: {
        'http.request.method': 'GET',
        'http.route': '/product/[slug]',
        'http.response.status_code': 200,
      },
      resource: { 'service.name': `zorgzaam-${engine}` },
    });
    const queries = await collector.waitFor((spans) =>
      spans.find((span) => span.parentSpanId === request.spanId && span.name === 'SELECT products'),
    );
    expect(queries).toMatchObject({
      traceId: request.traceId,
      kind: CLIENT_KIND,
      attributes: { 'db.operation.name': 'SELECT', 'zorgzaam.db.engine': engine },
    });
    expect(collector.headers().authorization).toBe('Bearer collector-token');
    // The probe sees tracing's packages loaded: their absence below means something.
    expect(loadedOtelPackages(shop)).toEqual(
      expect.arrayContaining(['api', 'context-async-hooks', 'exporter-trace-otlp-http', 'sdk-trace']),
    );
  });

  it('traces the outbox’s work on its own, and its log lines carry that trace', async () => {
    const signUp = await fetch(`${shop.url}/api/newsletter-signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': `signup-${engine}-01` },
      body: JSON.stringify({ email: `lezer-${engine}@voorbeeld.nl` }),
    });
    expect(signUp.status).toBe(200);
    const service = `zorgzaam-${engine}`;
    const mail = await collector.waitFor((spans) =>
      spans.find((span) => span.name === 'mail outbox-file' && span.resource['service.name'] === service),
    );
    const byId = new Map(collector.spans.map((span) => [span.spanId, span]));
    const ancestors: ReceivedSpan[] = [];
    for (let span = byId.get(mail.parentSpanId ?? ''); span; span = byId.get(span.parentSpanId ?? ''))
      ancestors.push(span);
    expect(ancestors.at(-1)?.name).toMatch(/^outbox /);
    expect(ancestors.at(-1)?.parentSpanId).toBeUndefined();

    // The line is written inside the mail's span, but the pipe and the collector are read apart by
    // this process: on a busy machine the span can arrive first. Polled, and on failure the lines say why.
    const outboxLines = () =>
      shop.output
        .join('')
        .split('\n')
        .filter((line) => line.includes('"mail written to outbox"'));
    await expect
      .poll(() => outboxLines().some((line) => line.includes(`"traceId":"${mail.traceId}"`)), {
        timeout: 15_000,
        message: `a log line naming the outbox trace ${mail.traceId}`,
      })
      .toBe(true)
      .catch((error: Error) => {
        throw new Error(`${error.message}\nmail log lines:\n${outboxLines().join('\n')}`);
      });
  });
});

describe('a built server without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let shop: Instance;
  beforeAll(async () => {
    shop = await startInstance('traces-off', UNTRACED_PORT, {
      SEED_DEMO_CONTENT: 'true',
      LOG_LEVEL: 'info',
      NODE_OPTIONS: moduleReport,
    });
  }, 180_000);
  afterAll(async () => {
    await shop?.stop();
  });

  it('loads none of tracing’s OpenTelemetry modules, even while answering', async () => {
    const received = collector.spans.length;
    for (const target of [PRODUCT, PRODUCT, '/api/products', '/api/search?q=pants'])
      expect((await fetch(`${shop.url}${target}`)).status).toBe(200);
    expect(loadedOtelPackages(shop)).toEqual(LOADED_FOR_METRICS);
    expect(shop.output.join('')).not.toContain('tracing on');
    expect(collector.spans.length).toBe(received);
  });

  it('is built so: only dist/tracing.mjs names an OpenTelemetry package, and nothing imports it statically', () => {
    const outDir = path.dirname(builtServer);
    const naming = builtFiles(outDir).filter((file) =>
      readFileSync(file, 'utf8').includes('@opentelemetry/'),
    );
    expect(naming.map((file) => path.relative(outDir, file))).toEqual(['tracing.mjs']);
    expect(readFileSync(builtServer, 'utf8')).not.toMatch(/import[^(]*["']\.\/tracing\.mjs["']/);
  });
});
