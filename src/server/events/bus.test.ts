import { afterEach, describe, expect, it, vi } from 'vitest';
import { broadcast, onShopEvent, setEventTransport } from './bus';
import { broadcastCacheInvalidation } from './cache-invalidation';
import type { EventTransport, ShopEvent } from './types';

function recordingTransport(): EventTransport & { sent: ShopEvent[] } {
  const sent: ShopEvent[] = [];
  return {
    name: 'test',
    sent,
    publish: async (event) => void sent.push(event),
    close: async () => undefined,
  };
}

describe('event bus', () => {
  const unsubscribes: (() => void)[] = [];
  afterEach(() => {
    for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
    setEventTransport(undefined);
  });

  it('delivers to local handlers before answering, and to the other instances', async () => {
    const transport = recordingTransport();
    setEventTransport(transport);
    const seen: string[][] = [];
    unsubscribes.push(onShopEvent('cache.invalidate', (event) => void seen.push(event.tags)));

    await broadcast({ type: 'cache.invalidate', tags: ['catalog'] });

    expect(seen).toEqual([['catalog']]);
    expect(transport.sent).toEqual([{ type: 'cache.invalidate', tags: ['catalog'] }]);
  });

  it('keeps local-only events inside the instance', async () => {
    const transport = recordingTransport();
    setEventTransport(transport);
    const handler = vi.fn();
    unsubscribes.push(onShopEvent('bus.reconnected', handler));

    await broadcast({ type: 'bus.reconnected' });

    expect(handler).toHaveBeenCalledOnce();
    expect(transport.sent).toEqual([]);
  });

  it('refuses an event too large for a NOTIFY payload', async () => {
    await expect(broadcast({ type: 'cache.invalidate', tags: ['x'.repeat(9_000)] })).rejects.toThrow(/bytes/);
  });

  it('does not fail the change when the other instances cannot be told', async () => {
    setEventTransport({
      name: 'broken',
      publish: () => Promise.reject(new Error('link down')),
      close: async () => undefined,
    });
    const handler = vi.fn();
    unsubscribes.push(onShopEvent('cache.invalidate', handler));
    const stderr = vi.spyOn(process.stderr, 'write').mockReturnValue(true);

    await broadcast({ type: 'cache.invalidate', tags: ['content'] });

    expect(handler).toHaveBeenCalledOnce();
    stderr.mockRestore();
  });

  it('splits a long tag list over several events that each fit', async () => {
    const transport = recordingTransport();
    setEventTransport(transport);
    const tags = Array.from({ length: 2_000 }, (_, index) => `product:some-long-product-slug-${index}`);

    await broadcastCacheInvalidation({ tags, paths: ['/shop'] });

    expect(transport.sent.length).toBeGreaterThan(1);
    for (const event of transport.sent) expect(JSON.stringify(event).length).toBeLessThan(7_900);
    const sentTags = transport.sent.flatMap((event) => (event.type === 'cache.invalidate' ? event.tags : []));
    expect(sentTags).toEqual(tags);
    expect(transport.sent.at(-1)).toMatchObject({ paths: ['/shop'] });
  });
});
