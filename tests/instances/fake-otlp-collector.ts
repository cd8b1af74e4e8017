import http from 'node:http';

/** One span as the fake collector received it (OTLP/HTTP JSON, decoded to plain values). */
export interface ReceivedSpan {
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
  /** The resource's attributes: service.name and the like. */
  resource: Record<string, unknown>;
  status: { code?: number };
}

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
}
type OtlpAttribute = { key: string; value: OtlpValue };
interface OtlpRequest {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: {
        name: string;
        kind: number;
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        attributes?: OtlpAttribute[];
        status?: { code?: number };
      }[];
    }[];
  }[];
}

function plain(attributes: OtlpAttribute[] = []): Record<string, unknown> {
  return Object.fromEntries(
    attributes.map(({ key, value }) => [
      key,
      value.stringValue ??
        (value.intValue !== undefined ? Number(value.intValue) : (value.doubleValue ?? value.boolValue)),
    ]),
  );
}

/**
 * A stand-in for an OpenTelemetry collector: accepts OTLP/HTTP JSON exports on /v1/traces (what
 * the shop's exporter sends) and keeps every span, with the headers of the last export.
 */
export async function startFakeCollector(port: number) {
  const spans: ReceivedSpan[] = [];
  let lastHeaders: http.IncomingHttpHeaders = {};
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (
        req.method !== 'POST' ||
        req.url !== '/v1/traces' ||
        !req.headers['content-type']?.includes('json')
      ) {
        res.writeHead(415).end();
        return;
      }
      lastHeaders = req.headers;
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpRequest;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const resource = plain(resourceSpans.resource?.attributes);
        for (const scope of resourceSpans.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              name: span.name,
              kind: span.kind,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || undefined,
              attributes: plain(span.attributes),
              resource,
              status: span.status ?? {},
            });
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    headers: () => lastHeaders,
    /** Waits until `find` picks a span out of those received (exports come every few hundred ms). */
    async waitFor(find: (spans: ReceivedSpan[]) => ReceivedSpan | undefined, limitMs = 20_000) {
      const deadline = Date.now() + limitMs;
      while (Date.now() < deadline) {
        const found = find(spans);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`span not received; got: ${spans.map((span) => span.name).join(', ')}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
