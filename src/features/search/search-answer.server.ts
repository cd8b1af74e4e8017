import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { brotliOptions } from '~/server/http/compress-in-process';
import type { UnderstoodLabel } from './query-understanding';
import type { SearchResults } from './search';

export type Encoding = 'identity' | 'br' | 'gzip';

/** Smaller bodies go as they are, as the compression middleware of the server does. */
export const COMPRESS_FROM_BYTES = 1024;
/**
 * Brotli quality for an answer compressed while its first asker waits (a fraction of a
 * millisecond for the usual 5-20 KB; quality 9 costs several). The middleware uses 4, per request.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * One search answer, as kept per query until the index changes (search-query.server.ts): the
 * results, and for the HTTP fast path its JSON bytes, ETag and compressed bytes, each made once,
 * when first needed.
 */
export class SearchAnswer {
  #json: Buffer | undefined;
  #etag: string | undefined;
  #br: Buffer | undefined;
  #gzip: Buffer | undefined;

  /**
   * What the query was understood as (the search page shows it); not part of the JSON, whose
   * shape the spec fixes.
   */
  constructor(
    readonly results: SearchResults,
    readonly understood: UnderstoodLabel[] = [],
  ) {}

  get json(): Buffer {
    this.#json ??= Buffer.from(JSON.stringify(this.results));
    return this.#json;
  }

  /** A weak ETag of the JSON, as the response cache makes them. */
  get etag(): string {
    this.#etag ??= `W/"${createHash('sha1').update(this.json).digest('base64url').slice(0, 22)}"`;
    return this.#etag;
  }

  /** The body in the encoding the client prefers (small bodies always plain). */
  body(preferred: Encoding): { bytes: Buffer; encoding: Encoding } {
    const json = this.json;
    if (preferred === 'identity' || json.length < COMPRESS_FROM_BYTES)
      return { bytes: json, encoding: 'identity' };
    if (preferred === 'br') {
      this.#br ??= brotliCompressSync(json, brotliOptions(json.length, BROTLI_QUALITY));
      return { bytes: this.#br, encoding: 'br' };
    }
    this.#gzip ??= gzipSync(json, { level: GZIP_LEVEL });
    return { bytes: this.#gzip, encoding: 'gzip' };
  }
}
