import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withDefaultUser } from './db';
import { loadEnvFile } from './env';

describe('loadEnvFile', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'zorgzaam-env-')), '.env');
  writeFileSync(
    file,
    '# comment\nPORT=4500\nDATABASE_URL="postgres://postgres@127.0.0.1/shop"\nHOST=0.0.0.0\n',
  );

  it('reads .env into the environment, the environment winning over the file', () => {
    const target: NodeJS.ProcessEnv = { HOST: '127.0.0.1' };
    expect(loadEnvFile(file, target).sort()).toEqual(['DATABASE_URL', 'PORT']);
    expect(target).toEqual({
      HOST: '127.0.0.1',
      PORT: '4500',
      DATABASE_URL: 'postgres://postgres@127.0.0.1/shop',
    });
  });

  it('does nothing without a file', () => {
    const target: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(path.join(tmpdir(), 'does-not-exist.env'), target)).toEqual([]);
    expect(target).toEqual({});
  });
});

describe('withDefaultUser', () => {
  it("fills in the user libpq would use when the URL names none (the README's example)", () => {
    expect(withDefaultUser('postgres://localhost/shop', 'postgres')).toBe(
      'postgres://postgres@localhost/shop',
    );
  });
  it('keeps a URL that names its user', () => {
    expect(withDefaultUser('postgres://shop:geheim@db:5432/shop', 'postgres')).toBe(
      'postgres://shop:geheim@db:5432/shop',
    );
    expect(withDefaultUser('postgres://db/shop?user=shop', 'postgres')).toBe('postgres://db/shop?user=shop');
  });
});
