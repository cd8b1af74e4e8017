import { describe, expect, it } from 'vitest';
import { serverRole } from './background';

describe('server role', () => {
  it('does everything in one process unless told otherwise', () => {
    expect(serverRole(['node', 'dist/main.mjs'])).toBe('all');
    expect(serverRole(['node', 'dist/main.mjs', '--role=worker'])).toBe('worker');
    expect(serverRole(['node', 'dist/main.mjs', '--role=web'])).toBe('web');
  });

  it('refuses a role it does not know', () => {
    expect(() => serverRole(['node', 'main.mjs', '--role=cron'])).toThrow(/unknown --role=cron/);
  });
});
