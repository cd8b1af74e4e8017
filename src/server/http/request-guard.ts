import type http from 'node:http';
import { messages } from '~/lib/messages';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { env } from '../env';
import { log } from '../log';
import { recordSpanError } from '../tracing/spans';
import { bodyLimitFor } from './body';
import { CLIENT_ADDRESS_HEADER, resolveClientAddress, trustedProxies } from './client-address';
import { securityHeaders } from './security-headers';
import { limitRequestBody } from './stream-limit';

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

/** Methods some route of the shop may answer; anything else (TRACE, CONNECT, PROPFIND...) is a 405. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Why a request target cannot be served, before any route sees it: a path that does not
 * decode as UTF-8 (`/build/%`, `%ZZ`, an encoded lone surrogate) or a NUL byte anywhere in
 * the URL. Both once reached code that threw or a database that refused the text.
 */
function malformedTarget(target: string): boolean {
  if (target.includes('\0') || /%00/i.test(target)) return true;
  const path = target.split('?')[0] ?? '';
  try {
    decodeURIComponent(path);
  } catch {
    return true;
  }
  return false;
}

/**
 * Wraps the server's request listener so that no request can stop the process: malformed
 * targets answer 400 and unknown methods 405 before any route runs, every answer carries
 * the security headers (static files and error answers too), and an error the routes did
 * not handle, thrown or rejected, is logged and answered 500 instead of crashing Node.
 */
export function guardRequests(listener: Listener): Listener {
  const proxies = trustedProxies(env().TRUST_PROXY);
  return (req, res) => {
    for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
    // Whatever the client sent under this name is replaced: only TRUST_PROXY's proxies are believed.
    req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(req.socket.remoteAddress, req.headers, proxies);
    const early = earlyAnswer(req);
    if (early) {
      answerAfterBody(req, res, early);
      return;
    }
    limitRequestBody(req, bodyLimitFor(pathOf(req)));
    const fail = (error: unknown) => answerUnexpected(req, res, error);
    res.on('error', (error) => log.warn('response stream failed', { path: pathOf(req), error }));
    try {
      const result = listener(req, res);
      if (result instanceof Promise) result.catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

/** Logs an error no route handled and answers 500, or ends a half-sent answer. */
export function answerUnexpected(req: http.IncomingMessage, res: http.ServerResponse, error: unknown): void {
  const unavailable = isDatabaseUnavailable(error);
  recordSpanError(error);
  (unavailable ? log.warn : log.error)('unhandled error while answering a request', {
    method: req.method,
    path: pathOf(req),
    client: req.headers[CLIENT_ADDRESS_HEADER],
    error,
  });
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (unavailable)
    sendError(res, 503, messages.api.databaseUnavailable, {
      'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
    });
  else sendError(res, 500, messages.api.serverError);
}

interface EarlyAnswer {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/**
 * The answer to a request no route should see: an unknown method (405), a body declared
 * larger than its route takes (413, before a byte of it is read into memory) or a
 * malformed target (400).
 */
function earlyAnswer(req: http.IncomingMessage): EarlyAnswer | undefined {
  if (!KNOWN_METHODS.has(req.method ?? ''))
    return {
      status: 405,
      message: messages.api.methodNotAllowed,
      headers: { Allow: [...KNOWN_METHODS].join(', ') },
    };
  const limit = bodyLimitFor(pathOf(req));
  if (Number(req.headers['content-length'] ?? 0) > limit)
    return { status: 413, message: messages.api.bodyTooLarge(Math.round((limit / 1024 / 1024) * 10) / 10) };
  if (malformedTarget(req.url ?? '/')) return { status: 400, message: messages.api.malformedUrl };
  return undefined;
}

/** Bodies up to this size are read and thrown away before an early answer; larger ones close the connection. */
const DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * Sends an early answer once the unread request body has been thrown away: answering while
 * the body still arrives makes Node drop the connection, so the browser shows a network
 * error instead of the answer and the next request on that connection fails.
 */
function answerAfterBody(req: http.IncomingMessage, res: http.ServerResponse, answer: EarlyAnswer): void {
  let sent = false;
  const send = (close: boolean) => {
    if (sent) return;
    sent = true;
    sendError(res, answer.status, answer.message, {
      ...answer.headers,
      ...(close && { Connection: 'close' }),
    });
  };
  if (req.complete || Number(req.headers['content-length'] ?? 0) > DRAIN_BYTES) {
    send(!req.complete);
    return;
  }
  let received = 0;
  req.on('data', (chunk: Buffer) => {
    received += chunk.byteLength;
    if (received > DRAIN_BYTES) send(true);
  });
  req.on('end', () => send(false));
}

function sendError(
  res: http.ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

// Only the path: the query may carry tokens or e-mail addresses.
const pathOf = (req: http.IncomingMessage) => (req.url ?? '/').split('?')[0] ?? '/';
