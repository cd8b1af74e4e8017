import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Bodies up to this size are compressed on the event loop, in one call, instead of through a zlib
 * stream on the thread pool: for an answer of a few KB handing it to the pool and back costs far
 * more CPU than compressing it. For a page the two ways cost the same CPU, and the pool runs
 * beside the render on the other core: pages stay there (decision 022 has the figures).
 */
export const COMPRESS_IN_PROCESS_UP_TO = 16 * 1024;
/** The compression middleware's threshold: below it compressing saves too little to be worth it. */
const SMALLEST_COMPRESSED = 1024;
const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|ld\+json|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i;

/** A brotli window no larger than the body: a large window's set-up costs more than a small body's compression. */
export function fittedWindow(length: number): number {
  return Math.min(24, Math.max(10, Math.ceil(Math.log2(length + 1))));
}

/**
 * Brotli's options for a whole body of `length` bytes at `quality`: the window fitted and the size
 * told. Brotli 9 with its default 4 MB window spends far longer setting up its tables for a small
 * answer than it then spends compressing it (decision 022).
 */
export function brotliOptions(length: number, quality: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: length,
      [constants.BROTLI_PARAM_LGWIN]: fittedWindow(length),
    },
  };
}

/**
 * The body compressed for a client that takes `encoding`, as the compression middleware would
 * (brotli 4, gzip 6), or undefined when it should go as it is: no encoding asked, a type that does
 * not compress, or a body too small or too large for this path.
 */
export function compressInProcess(
  body: Buffer,
  encoding: 'br' | 'gzip' | 'identity',
  contentType: string | undefined,
): { bytes: Buffer; encoding: 'br' | 'gzip' } | undefined {
  if (encoding === 'identity' || !contentType || !COMPRESSIBLE.test(contentType)) return undefined;
  if (body.length < SMALLEST_COMPRESSED || body.length > COMPRESS_IN_PROCESS_UP_TO) return undefined;
  if (encoding === 'gzip') return { bytes: gzipSync(body, { level: 6 }), encoding };
  return { bytes: brotliCompressSync(body, brotliOptions(body.length, 4)), encoding };
}
