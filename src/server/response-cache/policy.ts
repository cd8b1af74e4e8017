import { createHash } from 'node:crypto';
import type http from 'node:http';

/**
 * Which requests and responses the response cache may share between visitors. Login tokens travel
 * in an Authorization header (never a cookie), so a request without one sees what everyone sees.
 * A request with a cookie is also left alone: this shop sets none, and whatever set one may expect
 * its own answer.
 */
export function isShareableRequest(req: http.IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const headers = req.headers;
  return !headers.authorization && !headers.cookie && !headers.range;
}

/** The key of a request: host (pages print absolute URLs) and the path with its query, as sent. */
export function cacheKeyOf(req: http.IncomingMessage): string {
  return `${req.headers.host ?? ''} ${req.url ?? '/'}`;
}

/** Vary values that make a response personal: never shared. */
const PERSONAL_VARY = new Set(['*', 'cookie', 'authorization']);
/** Response headers that describe one transfer, not the content: rebuilt on every hit. */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'vary',
  'x-request-id',
  'x-cache',
  'age',
  'etag',
]);

export interface ShareableResponse {
  maxAgeSeconds: number;
  swrSeconds: number;
  tags: string[];
  /** Request headers (lower case) the content depends on, besides Accept-Encoding. */
  vary: string[];
  headers: Record<string, string>;
}

/**
 * Reads the app's own decision: a 200 that called `cache.set()` carries `CDN-Cache-Control` with a
 * max-age (and `Cache-Tag`). Anything that sets a cookie, is already encoded or varies on who asks
 * is not shared. Answers undefined when the response must not be kept.
 */
export function shareableResponse(
  status: number,
  raw: http.OutgoingHttpHeaders,
): ShareableResponse | undefined {
  if (status !== 200) return undefined;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  if (headers['set-cookie'] || headers['content-encoding']) return undefined;
  const directives = parseDirectives(headers['cdn-cache-control']);
  const maxAgeSeconds = directives.get('max-age') ?? 0;
  if (maxAgeSeconds <= 0 || directives.has('private') || directives.has('no-store')) return undefined;
  const vary = (headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== 'accept-encoding');
  if (vary.some((name) => PERSONAL_VARY.has(name))) return undefined;
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !TRANSFER_HEADERS.has(name)));
  return {
    maxAgeSeconds,
    swrSeconds: directives.get('stale-while-revalidate') ?? 0,
    tags: (headers['cache-tag'] ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    vary,
    headers: kept,
  };
}

function parseDirectives(header: string | undefined): Map<string, number> {
  const directives = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, value] = part.trim().toLowerCase().split('=');
    if (name) directives.set(name, Number.parseInt(value ?? '0', 10) || 0);
  }
  return directives;
}

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const parsedEncodings = new Map<string, 'br' | 'gzip' | 'identity'>();

/** The best encoding the client accepts: brotli, then gzip, else the plain bytes. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  let known = parsedEncodings.get(acceptEncoding);
  if (known) return known;
  known = parseAcceptEncoding(acceptEncoding);
  if (parsedEncodings.size > 100) parsedEncodings.clear();
  parsedEncodings.set(acceptEncoding, known);
  return known;
}

function parseAcceptEncoding(acceptEncoding: string): 'br' | 'gzip' | 'identity' {
  let br = false;
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (coding === 'br') br = !refused;
    else if (coding === 'gzip' || coding === 'x-gzip') gzip = !refused;
    else if (coding === '*' && !refused) gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : 'identity';
}

/** If-None-Match against our (weak) ETag: weak comparison, any of a list, or `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

/**
 * What browsers and shared caches get for a shareable answer when the app chose no lifetime: keep
 * it, but ask again (a cheap 304). Sent on a miss and on a hit alike.
 */
export const SHARED_CACHE_CONTROL = 'public, no-cache';

/** The weak ETag of an answer's bytes, the same on the miss that stores it and on every hit. */
export function weakEtag(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}
