import { describe, expect, it, vi } from 'vitest';
import { drainMailQueue, sendMailInBackground } from './queue';

describe('mail queue', () => {
  it('runs the job after the caller has moved on, and drains', async () => {
    let ran = false;
    sendMailInBackground('test', async () => {
      ran = true;
    });
    expect(ran).toBe(false);
    await drainMailQueue();
    expect(ran).toBe(true);
  });

  it('logs a failing job instead of throwing it at anyone', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    sendMailInBackground('reset link', async () => {
      throw new Error('smtp kapot');
    });
    await expect(drainMailQueue()).resolves.toBeUndefined();
    const line = String(stderr.mock.calls.at(-1)?.[0]);
    expect(JSON.parse(line)).toMatchObject({
      level: 'error',
      message: 'background mail job failed',
      job: 'reset link',
      error: { message: 'smtp kapot' },
    });
  });
});
