import { describe, expect, it } from 'vitest';
import { remember } from './remember';

describe('remember', () => {
  it('answers the value the first caller made, to every copy of a module', () => {
    const first = remember('remember-test', () => ({ made: 1 }));
    const second = remember('remember-test', () => ({ made: 2 }));
    expect(second).toBe(first);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('zorgzaam.remember-test')]).toBe(first);
  });
});
