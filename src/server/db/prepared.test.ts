import { describe, expect, it, vi } from 'vitest';
import type { Db } from './client';
import { preparedPerDatabase } from './prepared';

describe('preparedPerDatabase', () => {
  it('builds a statement once per database and hands the same one out after', () => {
    const build = vi.fn((database: Db) => ({ preparedOn: database }));
    const statement = preparedPerDatabase(build);
    const shop = {} as Db;
    const other = {} as Db;

    expect(statement(shop)).toBe(statement(shop));
    expect(statement(other).preparedOn).toBe(other);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
