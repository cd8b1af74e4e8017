import { afterAll, beforeAll } from 'vitest';
import { onShopEvent } from '~/server/events';
import { drainOutbox } from '~/server/outbox';

/**
 * Records the cache tags the shop tells every instance to drop (the outbox's cache handlers send
 * them over the event bus). `settled()` runs the due outbox events first, then answers the tag
 * lists so far; `clear()` runs what is due and forgets it.
 */
export function recordInvalidations() {
  const invalidated: string[][] = [];
  let unsubscribe: (() => void) | undefined;
  beforeAll(() => {
    unsubscribe = onShopEvent('cache.invalidate', (event) => void invalidated.push(event.tags));
  });
  afterAll(() => unsubscribe?.());
  return {
    invalidated,
    async settled(): Promise<string[][]> {
      await drainOutbox();
      return [...invalidated];
    },
    /** Runs what is due first, so earlier changes do not show up later. */
    async clear(): Promise<void> {
      await drainOutbox();
      invalidated.length = 0;
    },
  };
}
