import { describe, expect, it } from 'vitest';
import { jsonTooDeep, MAX_JSON_DEPTH } from './json-depth';

describe('jsonTooDeep', () => {
  it('lets the shop’s own documents through', () => {
    expect(jsonTooDeep('{"blocks":[{"columns":[{"items":[1,2]}]}]}')).toBe(false);
    expect(jsonTooDeep(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBe(false);
  });

  it('refuses 20 KB of brackets, an object chain too', () => {
    expect(jsonTooDeep('['.repeat(20_000))).toBe(true);
    expect(jsonTooDeep('{"a":'.repeat(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: `\\"${'['.repeat(500)}` });
    expect(jsonTooDeep(text)).toBe(false);
  });
});
