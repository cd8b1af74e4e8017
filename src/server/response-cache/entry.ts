import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync } from 'node:zlib';
import { brotliOptions, COMPRESS_IN_PROCESS_UP_TO } from '../http/compress-in-process';
import { SHARED_CACHE_CONTROL, type ShareableResponse, weakEtag } from './policy';
import type { CachedResponse, Encoding } from './store';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Map bookkeeping, key and header strings: a rough constant so many tiny entries still count. */
const ENTRY_OVERHEAD_BYTES = 2_048;
/**
 * Plain bytes above this size are not kept: nearly every client takes brotli or gzip, and the rare
 * one that does not gets the gzip copy inflated on the fly. A catalogue of 10,000 products is 23 MB
 * of JSON but 1-2 MB compressed.
 */
export const KEEP_IDENTITY_BYTES = 512 * 1024;
/** Brotli's quality 9 takes seconds on many megabytes; large bodies get a faster setting. */
const BROTLI_FAST_ABOVE_BYTES = 1024 * 1024;

/**
 * The brotli bytes an entry keeps: quality 9 costs a millisecond or so once instead of a fast
 * compression on every request; in process up to COMPRESS_IN_PROCESS_UP_TO, on zlib's thread pool
 * above. An admitted miss sends these very bytes to its client too (index.ts), so the body is
 * compressed with brotli once, not twice.
 */
export function brotliForEntry(body: Buffer): Promise<Buffer> {
  const options = brotliOptions(body.length, body.length > BROTLI_FAST_ABOVE_BYTES ? 5 : 9);
  if (body.length <= COMPRESS_IN_PROCESS_UP_TO) return Promise.resolve(brotliCompressSync(body, options));
  return brotli(body, options);
}

/**
 * Compresses the body once per entry: brotli (unless the miss did already, see brotliForEntry), and
 * gzip only for a body too large to keep plain (it is then the source for identity clients too).
 * Other entries get their gzip copy from `withGzip` when a client that takes gzip but not brotli
 * first asks: nearly every browser takes brotli, and gzip 9 on every kept miss would cost CPU for
 * a copy few clients ask for.
 */
export async function buildEntry(input: {
  key: string;
  path: string;
  body: Buffer;
  /** The brotli bytes the miss sent, when it compressed them itself. */
  br?: Buffer;
  response: ShareableResponse;
  varyValues: [string, string][];
}): Promise<CachedResponse> {
  const { body, response } = input;
  const identity = body.length <= KEEP_IDENTITY_BYTES ? body : undefined;
  const [br, gz] = await Promise.all([
    input.br ?? brotliForEntry(body),
    identity ? undefined : gzipFor(body),
  ]);
  const storedAt = Date.now();
  const headers = { ...response.headers };
  // Browsers and shared caches may keep the copy but must ask again (a cheap 304), unless the app
  // chose a lifetime itself (the catalogue API does). CDN-Cache-Control stays for a CDN in front.
  headers['cache-control'] ??= SHARED_CACHE_CONTROL;
  const etag = weakEtag(body);
  const entry: CachedResponse = {
    key: input.key,
    path: input.path,
    tags: response.tags,
    etag,
    storedAt,
    freshUntil: storedAt + response.maxAgeSeconds * 1000,
    staleUntil: storedAt + (response.maxAgeSeconds + response.swrSeconds) * 1000,
    vary: input.varyValues,
    headers,
    bodies: { identity, br, gzip: gz },
    wireHeaders: {},
    bytes: (identity?.length ?? 0) + br.length + (gz?.length ?? 0) + ENTRY_OVERHEAD_BYTES,
    revalidatingSince: 0,
    hits: 0,
  };
  entry.wireHeaders.identity = wireHeaders(entry, 'identity', body.length);
  entry.wireHeaders.br = wireHeaders(entry, 'br', br.length);
  if (gz) entry.wireHeaders.gzip = wireHeaders(entry, 'gzip', gz.length);
  return entry;
}

/** Every header line of a 200 in one encoding, as a flat name/value list for writeHead. */
function wireHeaders(entry: CachedResponse, encoding: Encoding, length: number): string[] {
  return [
    ...Object.entries(entry.headers).flat(),
    ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
    ...['Content-Length', String(length), 'ETag', entry.etag],
    ...['Vary', 'Accept-Encoding', 'X-Cache', 'HIT'],
  ];
}

function gzipFor(body: Buffer): Promise<Buffer> {
  const options = { level: body.length > BROTLI_FAST_ABOVE_BYTES ? 6 : 9 };
  if (body.length <= COMPRESS_IN_PROCESS_UP_TO) return Promise.resolve(gzipSync(body, options));
  return gzipAsync(body, options);
}

const gzipping = new WeakMap<CachedResponse, Promise<Buffer>>();

/**
 * The entry's gzip copy, made from its plain bytes the first time it is asked for (once, however
 * many ask at the same moment); `grew` hears how many bytes the entry grew, for the store's count.
 */
export function withGzip(entry: CachedResponse, grew: (bytes: number) => void): Promise<Buffer> {
  if (entry.bodies.gzip) return Promise.resolve(entry.bodies.gzip);
  const plain = entry.bodies.identity;
  if (!plain) return Promise.reject(new Error('an entry without its plain bytes keeps its gzip copy'));
  let made = gzipping.get(entry);
  if (!made) {
    made = gzipFor(plain).then((gz) => {
      entry.bodies.gzip = gz;
      entry.wireHeaders.gzip = wireHeaders(entry, 'gzip', gz.length);
      grew(gz.length);
      return gz;
    });
    made.finally(() => gzipping.delete(entry)).catch(() => undefined);
    gzipping.set(entry, made);
  }
  return made;
}
