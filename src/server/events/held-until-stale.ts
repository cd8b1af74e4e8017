import { onShopEvent } from './bus';

/**
 * A value read from the database once and held in this process until a change makes it stale: a
 * `cache.invalidate` event naming one of `tags` (raised on any instance, the way cached pages are
 * dropped, decision 007), or the event bus reconnecting (events may have been missed). For data
 * every page shows that only a write changes (the header's categories), so a cache miss does not
 * read it again.
 */
export function heldUntilStale<T>(tags: readonly string[], read: () => Promise<T>): () => Promise<T> {
  let held: Promise<T> | undefined;
  /** Bumped by each drop: a read that began before it must not be kept. */
  let generation = 0;
  const drop = () => {
    held = undefined;
    generation++;
  };
  onShopEvent('cache.invalidate', (event) => {
    if (event.tags.some((tag) => tags.includes(tag))) drop();
  });
  onShopEvent('bus.reconnected', drop);

  return () => {
    if (held) return held;
    const startedAt = generation;
    const reading = read();
    held = reading;
    // A failed read is not held; nor is one overtaken by a change while it ran.
    reading.then(
      () => {
        if (generation !== startedAt && held === reading) held = undefined;
      },
      () => {
        if (held === reading) held = undefined;
      },
    );
    return reading;
  };
}
