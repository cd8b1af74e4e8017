import type http from 'node:http';
import { SHARED_CACHE_CONTROL, type ShareableResponse, shareableResponse } from './policy';

export interface CapturedResponse {
  response: ShareableResponse;
  body: Buffer;
}

/**
 * Watches what the app writes to `res` and hands over the bytes once it finished, when the app
 * marked the response as shareable (see policy.ts). Must wrap `res` inside any compression, so it
 * sees the plain bytes. `done` is called exactly once: with the capture, or undefined.
 */
export function captureResponse(
  res: http.ServerResponse,
  done: (captured: CapturedResponse | undefined) => void,
): void {
  let shareable: ShareableResponse | undefined;
  let decided = false;
  const chunks: Buffer[] = [];
  let finished = false;
  const finish = (captured: CapturedResponse | undefined) => {
    if (finished) return;
    finished = true;
    done(captured);
  };

  const decide = () => {
    if (decided) return;
    decided = true;
    shareable = shareableResponse(res.statusCode, res.getHeaders());
    if (shareable) {
      res.setHeader('X-Cache', 'MISS');
      // The miss says what a hit will say: the same caching rule.
      if (!res.hasHeader('cache-control')) res.setHeader('Cache-Control', SHARED_CACHE_CONTROL);
    }
  };

  const { writeHead, write, end } = res;
  res.writeHead = function (this: http.ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.find((arg) => arg && typeof arg === 'object') as
      | http.OutgoingHttpHeaders
      | undefined;
    if (!decided) {
      decided = true;
      shareable = shareableResponse(status, { ...res.getHeaders(), ...headers });
      if (shareable && headers) {
        headers['x-cache'] = 'MISS';
        const own = Object.keys(headers).some((name) => name.toLowerCase() === 'cache-control');
        if (!own && !res.hasHeader('cache-control')) headers['cache-control'] = SHARED_CACHE_CONTROL;
      }
    }
    return (writeHead as (...args: unknown[]) => http.ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;
  res.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    decide();
    if (shareable && chunk) chunks.push(toBuffer(chunk, rest[0]));
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    decide();
    if (shareable && chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, rest[0]));
    return (end as (...args: unknown[]) => http.ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;

  res.once('finish', () =>
    finish(shareable ? { response: shareable, body: Buffer.concat(chunks) } : undefined),
  );
  // The client went away before the end: what we hold may be incomplete.
  res.once('close', () => finish(undefined));
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return Buffer.from(chunk);
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}
