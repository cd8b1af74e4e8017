import { describe, expect, it } from 'vitest';
import { findUncleanText, isCleanText } from './clean-text';

describe('clean text', () => {
  it('accepts ordinary text, accents and emoji (a surrogate pair)', () => {
    for (const text of ['', 'Jansen', 'Zoë café', 'Rustig 😀 slapen', 'a\tb\nc'])
      expect(isCleanText(text)).toBe(true);
  });

  it('refuses NUL bytes and lone surrogates', () => {
    for (const text of ['a\u0000b', '\ud800', 'x\udc00y', '😀'.slice(0, 1), '😀'.slice(1)])
      expect(isCleanText(text)).toBe(false);
  });

  it('names the first field holding unclean text, keys included', () => {
    expect(findUncleanText({ name: 'Jan', items: [{ note: 'ok' }, { note: 'a\u0000' }] })).toBe(
      'items.1.note',
    );
    expect(findUncleanText({ address: { '\ud800': 'x' } })).toBe('address._');
    expect(findUncleanText('\u0000')).toBe('_');
    expect(findUncleanText({ quantity: 2, ok: true, none: null })).toBeUndefined();
  });
});
