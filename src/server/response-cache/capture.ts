import type http from 'node:http';
import {
  matchesEtag,
  SHARED_CACHE_CONTROL,
  type ShareableResponse,
  shareableResponse,
  weakEtag,
} from './policy';

export interface CapturedResponse {
  response: ShareableResponse;
  body: Buffer;
  /** The brotli bytes sent to the client, when `encode` made them. */
  br?: Buffer;
}

export interface CaptureOptions {
  /** The browser's If-None-Match: a 304 when it names these bytes. */
  ifNoneMatch?: string;
  /**
   * Brotli bytes to send instead of leaving compression to the middleware outside, or undefined
   * to leave it (the bytes are handed on with the capture, for the cache entry to keep).
   */
  encode?: (body: Buffer) => Promise<Buffer | undefined> | undefined;
  /**
   * When `encode` leaves it: the body compressed for this client in process, or undefined to leave
   * it to the middleware (which compresses on the thread pool).
   */
  compress?: (
    body: Buffer,
    contentType: string | undefined,
  ) => { bytes: Buffer; encoding: 'br' | 'gzip' } | undefined;
}

/**
 * Watches what the app writes to `res` and hands over the bytes once it finished, when the app
 * marked the response as shareable (see policy.ts). Must wrap `res` inside any compression, so it
 * sees the plain bytes. `done` is called exactly once: with the capture, or undefined.
 *
 * A shareable answer is held until it is complete, then sent whole with what its hits will send:
 * the same Cache-Control, the same ETag (a hash of the bytes, so it cannot go before
 * them) and Vary, and a 304 when the browser already has those bytes (`ifNoneMatch`). Other
 * answers stream through untouched.
 */
export function captureResponse(
  res: http.ServerResponse,
  done: (captured: CapturedResponse | undefined) => void,
  { ifNoneMatch, encode, compress }: CaptureOptions = {},
): void {
  let shareable: ShareableResponse | undefined;
  let decided = false;
  /** The status the app gave; its headers wait on `res` until the body is complete. */
  let heldStatus: number | undefined;
  const chunks: Buffer[] = [];
  /** The whole body, joined once when the app ends (a catalogue answer can be megabytes). */
  let body: Buffer | undefined;
  let br: Buffer | undefined;
  let finished = false;
  const finish = (captured: CapturedResponse | undefined) => {
    if (finished) return;
    finished = true;
    done(captured);
  };

  const { writeHead, write, end } = res;
  const decide = (status: number, headers: http.OutgoingHttpHeaders = {}) => {
    if (decided) return;
    decided = true;
    shareable = shareableResponse(status, { ...res.getHeaders(), ...lowerCased(headers) });
  };

  res.writeHead = function (this: http.ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg)) as
      | http.OutgoingHttpHeaders
      | undefined;
    decide(status, headers);
    if (!shareable)
      return (writeHead as (...args: unknown[]) => http.ServerResponse).call(this, status, ...rest);
    // Held: the headers join the others on `res`, sent with the ETag once the body is complete.
    for (const [name, value] of Object.entries(headers ?? {}))
      if (value !== undefined) res.setHeader(name, value);
    heldStatus = status;
    return this;
  } as typeof res.writeHead;

  res.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    decide(res.statusCode);
    if (!shareable) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    if (chunk) chunks.push(toBuffer(chunk, rest[0]));
    callbackOf(rest)?.();
    return true;
  } as typeof res.write;

  res.end = function (this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    decide(res.statusCode);
    if (!shareable) return (end as (...args: unknown[]) => http.ServerResponse).call(this, chunk, ...rest);
    if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, rest[0]));
    const whole = Buffer.concat(chunks);
    body = whole;
    chunks.length = 0;
    const etag = weakEtag(whole);
    // The miss says what a hit will say: the same caching rule, ETag and Vary.
    if (!res.hasHeader('cache-control')) res.setHeader('Cache-Control', SHARED_CACHE_CONTROL);
    res.setHeader('ETag', etag);
    res.setHeader('X-Cache', 'MISS');
    addVary(res, 'Accept-Encoding');
    const finishWith = callbackOf([chunk, ...rest]);
    if (matchesEtag(ifNoneMatch, etag)) {
      // The browser has these bytes: no body, only what a 304 from the cache carries.
      for (const name of ['content-type', 'content-length', 'content-language']) res.removeHeader(name);
      (writeHead as (...args: unknown[]) => http.ServerResponse).call(this, 304);
      return (end as (...args: unknown[]) => http.ServerResponse).call(this, finishWith);
    }
    const send = (bytes: Buffer, encoding?: 'br' | 'gzip') => {
      // Already encoded: the compression middleware outside passes it through as it is.
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', bytes.length);
      (writeHead as (...args: unknown[]) => http.ServerResponse).call(this, heldStatus ?? res.statusCode);
      return (end as (...args: unknown[]) => http.ServerResponse).call(this, bytes, finishWith);
    };
    const encoding = encode?.(whole);
    if (!encoding) {
      const compressed = compress?.(whole, String(res.getHeader('content-type') ?? '') || undefined);
      return compressed ? send(compressed.bytes, compressed.encoding) : send(whole);
    }
    encoding.then(
      (encoded) => {
        br = encoded;
        send(encoded ?? whole, encoded ? 'br' : undefined);
      },
      () => send(whole),
    );
    return this;
  } as typeof res.end;

  res.once('finish', () => finish(shareable && body ? { response: shareable, body, br } : undefined));
  // The client went away before the end: what we hold may be incomplete.
  res.once('close', () => finish(undefined));
}

function callbackOf(args: unknown[]): (() => void) | undefined {
  return args.find((arg): arg is () => void => typeof arg === 'function');
}

function lowerCased(headers: http.OutgoingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

function addVary(res: http.ServerResponse, name: string): void {
  const current = String(res.getHeader('vary') ?? '');
  const names = current.split(',').map((part) => part.trim().toLowerCase());
  if (!names.includes(name.toLowerCase())) res.setHeader('Vary', current ? `${current}, ${name}` : name);
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return Buffer.from(chunk);
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}
