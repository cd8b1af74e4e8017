import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingServerFlags, SERVER_NODE_FLAGS } from './node-flags';

describe('server node flags', () => {
  it('npm run serve starts the server with every flag', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.serve).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} dist/main.mjs`);
  });

  it('names the flags a process was started without', () => {
    expect(missingServerFlags([...SERVER_NODE_FLAGS], '')).toEqual([]);
    expect(missingServerFlags(['--liftoff-only'], '--max-semi-space-size=16')).toEqual([]);
    expect(missingServerFlags([], '')).toEqual([...SERVER_NODE_FLAGS]);
  });
});
