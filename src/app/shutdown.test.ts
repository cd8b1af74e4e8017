import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '~/server/log';
import { runShutdown } from './shutdown';

describe('the shutdown steps', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('runs every step in order', async () => {
    const done: string[] = [];
    await runShutdown([
      { name: 'one', run: () => done.push('one') },
      { name: 'two', run: async () => done.push('two') },
    ]);
    expect(done).toEqual(['one', 'two']);
  });

  it('goes on past a step that hangs, and says which one', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const done: string[] = [];
    const shutdown = runShutdown(
      [
        { name: 'database', run: () => new Promise(() => undefined) },
        { name: 'tracing', run: () => done.push('tracing') },
      ],
      5_000,
    );
    await vi.advanceTimersByTimeAsync(5_000);
    await shutdown;
    expect(done).toEqual(['tracing']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('did not finish'), {
      step: 'database',
      limitMs: 5_000,
    });
  });

  it('goes on past a step that fails', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const done: string[] = [];
    await runShutdown([
      {
        name: 'redis',
        run: () => {
          throw new Error('gone');
        },
      },
      { name: 'database', run: () => done.push('database') },
    ]);
    expect(done).toEqual(['database']);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('failed'),
      expect.objectContaining({ step: 'redis' }),
    );
  });
});
