import { broadcast } from './bus';
import { MAX_EVENT_BYTES } from './types';

/** Room for the envelope and the JSON around the tag list. */
const TAG_BUDGET = MAX_EVENT_BYTES - 300;

/**
 * Tells every instance (this one first) that cached responses with these tags or paths are stale.
 * Long tag lists are split over several events so each fits a NOTIFY payload.
 */
export async function broadcastCacheInvalidation(input: {
  tags?: string[];
  paths?: string[];
}): Promise<void> {
  const tags = [...new Set(input.tags ?? [])];
  const paths = [...new Set(input.paths ?? [])];
  for (const chunk of chunkBySize([...tags.map((tag) => ({ tag })), ...paths.map((path) => ({ path }))])) {
    const chunkTags = chunk.flatMap((item) => ('tag' in item ? [item.tag] : []));
    const chunkPaths = chunk.flatMap((item) => ('path' in item ? [item.path] : []));
    await broadcast({
      type: 'cache.invalidate',
      tags: chunkTags,
      ...(chunkPaths.length > 0 ? { paths: chunkPaths } : {}),
    });
  }
}

function* chunkBySize<T>(items: T[]): Generator<T[]> {
  let chunk: T[] = [];
  let size = 0;
  for (const item of items) {
    const itemSize = Buffer.byteLength(JSON.stringify(item));
    if (itemSize > TAG_BUDGET) throw new Error('a cache tag or path is far too long');
    if (chunk.length > 0 && size + itemSize > TAG_BUDGET) {
      yield chunk;
      chunk = [];
      size = 0;
    }
    chunk.push(item);
    size += itemSize + 1;
  }
  if (chunk.length > 0) yield chunk;
}
