import { describe, expect, it } from 'vitest';
import { type CachedResponse, ResponseStore } from './store';

function entry(key: string, bytes: number, tags: string[] = []): CachedResponse {
  const body = Buffer.alloc(bytes);
  return {
    key,
    path: key,
    tags,
    etag: 'W/"x"',
    storedAt: 0,
    freshUntil: 0,
    staleUntil: 0,
    vary: [],
    headers: {},
    bodies: { identity: body, br: body, gzip: body },
    wireHeaders: { identity: [], br: [], gzip: [] },
    bytes,
    revalidatingSince: 0,
    hits: 0,
  };
}

describe('ResponseStore', () => {
  it('evicts the least recently used entries beyond its size in bytes', () => {
    const store = new ResponseStore(1_000);
    store.set(entry('/a', 240), 0);
    store.set(entry('/b', 240), 0);
    store.set(entry('/c', 240), 0);
    store.get('/a');
    store.set(entry('/d', 240), 0);
    store.set(entry('/e', 240), 0);

    expect(store.get('/b')).toBeUndefined();
    expect(store.get('/a')).toBeDefined();
    expect(store.bytes).toBeLessThanOrEqual(1_000);
    expect(store.size).toBe(4);
  });

  it('refuses one entry that would take more than a quarter of it', () => {
    const store = new ResponseStore(1_000);
    expect(store.set(entry('/big', 300), 0)).toBe(false);
  });

  it('invalidates by tag and by path, and remembers it against renders begun before', () => {
    const store = new ResponseStore(10_000);
    store.set(entry('/p', 10, ['catalog', 'product:p']), 0);
    store.set(entry('/q', 10, ['content']), 0);
    const started = store.sequence;

    expect(store.invalidate({ tags: ['product:p'] }).map((dropped) => dropped.path)).toEqual(['/p']);
    expect(store.invalidate({ paths: ['/q'] }).map((dropped) => dropped.path)).toEqual(['/q']);
    expect(store.set(entry('/p', 10, ['catalog', 'product:p']), started)).toBe(false);
    expect(store.set(entry('/p', 10, ['catalog', 'product:p']), store.sequence)).toBe(true);
  });
});
