import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { remember } from '../remember';

/**
 * Each request's id, for every log line written while it is answered and for its answer's
 * X-Request-Id header (error answers included), so a customer's report leads to the log lines.
 * On globalThis: the built server's start script and the Astro bundle each hold a copy.
 */
const requestContext = remember('requestContext', () => new AsyncLocalStorage<{ requestId: string }>());

/** A proxy's id is kept when it looks like one (a load balancer's or nginx's $request_id). */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Runs `answer` with the request's id known to the logger; the id is on the request and the answer. */
export function withRequestId(req: http.IncomingMessage, res: http.ServerResponse, answer: () => void): void {
  const incoming = req.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
  // The API's endpoint wrapper reads it from the request, so its answers and log lines carry the same id.
  req.headers['x-request-id'] = requestId;
  res.setHeader('X-Request-Id', requestId);
  requestContext.run({ requestId }, answer);
}

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** Runs `work` as no request's: for lines about the process (an export that failed in the background). */
export function outsideRequest<T>(work: () => T): T {
  return requestContext.exit(work);
}
