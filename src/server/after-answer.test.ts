import { describe, expect, it, vi } from 'vitest';
import { drainAfterAnswer, runAfterAnswer } from './after-answer';

describe('work after the answer', () => {
  it('runs the job after the caller has moved on, and drains', async () => {
    let ran = false;
    runAfterAnswer('test', async () => {
      ran = true;
    });
    expect(ran).toBe(false);
    await drainAfterAnswer();
    expect(ran).toBe(true);
  });

  it('logs a failing job instead of throwing it at anyone', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    runAfterAnswer('reset link', async () => {
      throw new Error('smtp kapot');
    });
    await expect(drainAfterAnswer()).resolves.toBeUndefined();
    const line = String(stderr.mock.calls.at(-1)?.[0]);
    expect(JSON.parse(line)).toMatchObject({
      level: 'error',
      message: 'work after the answer failed',
      job: 'reset link',
      error: { message: 'smtp kapot' },
    });
  });
});
