import { createHash, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import { metrics } from './registry';
import { routeOf } from './route-label';

/** Paths that are the operator's, not the shop's: left out of the request metrics. */
const OPERATOR_PATHS = new Set(['/metrics', '/livez', '/readyz', '/healthz']);

/** A probe or the metrics themselves: neither counted nor traced. */
export function isOperatorRequest(req: http.IncomingMessage): boolean {
  return OPERATOR_PATHS.has((req.url ?? '/').split('?')[0] ?? '');
}

/** Counts the request and its duration once its answer has been sent. */
export function observeRequest(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (isOperatorRequest(req)) return;
  const url = req.url ?? '/';
  const started = performance.now();
  res.once('finish', () => {
    const { httpRequests, httpDuration } = metrics();
    const route = routeOf(url, res.statusCode);
    const method = req.method ?? 'GET';
    httpRequests.inc({ route, method, status: String(res.statusCode) });
    httpDuration.observe({ route, method }, (performance.now() - started) / 1000);
  });
}

/**
 * GET /metrics in Prometheus' text format, for a caller with `Authorization: Bearer METRICS_TOKEN`.
 * Without a token configured the path does not exist (404); a wrong token is 401.
 */
export function answerMetrics(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  token: string | undefined,
): boolean {
  if ((req.url ?? '').split('?')[0] !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD'))
    return false;
  const plain = (status: number, text: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    });
    res.end(text);
  };
  if (!token) {
    plain(404, 'Not found\n');
    return true;
  }
  if (!sameSecret(req.headers.authorization ?? '', `Bearer ${token}`)) {
    plain(401, 'Unauthorized\n', { 'WWW-Authenticate': 'Bearer realm="metrics"' });
    return true;
  }
  const { registry } = metrics();
  registry.metrics().then(
    (body) => {
      res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
      res.end(body);
    },
    () => plain(503, 'Metrics unavailable\n'),
  );
  return true;
}

/** Compares digests, so the time taken says nothing about how much of the token was right. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
