import { describe, expect, it, vi } from 'vitest';
import { deliverLocally } from './bus';
import { heldUntilStale } from './held-until-stale';

describe('heldUntilStale', () => {
  it('reads once until an event names one of its tags', async () => {
    const read = vi.fn(async () => read.mock.calls.length);
    const held = heldUntilStale(['catalog'], read);
    expect(await held()).toBe(1);
    expect(await held()).toBe(1);
    await deliverLocally({ type: 'cache.invalidate', tags: ['content'] });
    expect(await held()).toBe(1);
    await deliverLocally({ type: 'cache.invalidate', tags: ['product:a', 'catalog'] });
    expect(await held()).toBe(2);
    await deliverLocally({ type: 'bus.reconnected' });
    expect(await held()).toBe(3);
  });

  it('does not keep a read that a change overtook, nor a failed one', async () => {
    let release: (value: string) => void = () => {};
    const read = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockRejectedValueOnce(new Error('database gone'))
      .mockResolvedValue('fresh');
    const held = heldUntilStale(['catalog'], read);
    const first = held();
    await deliverLocally({ type: 'cache.invalidate', tags: ['catalog'] });
    release('old');
    expect(await first).toBe('old');
    await expect(held()).rejects.toThrow('database gone');
    expect(await held()).toBe('fresh');
    expect(await held()).toBe('fresh');
    expect(read).toHaveBeenCalledTimes(3);
  });
});
