import { describe, expect, it } from 'vitest';
import { closestRange, understoodText } from './search-fallback';

const RANGES = [
  { slug: 'dames-broekjes', name: 'Dames broekjes', gender: 'female' as const },
  { slug: 'mannen-broekjes', name: 'Mannen broekjes', gender: 'male' as const },
  { slug: 'heren-verbanden-met-heupband', name: 'Heren verbanden met heupband', gender: 'male' as const },
  { slug: 'dames-inlegverbanden', name: 'Dames inlegverbanden', gender: 'female' as const },
];

describe('understoodText', () => {
  it('says what was understood, in the shop’s words', () => {
    expect(
      understoodText([
        { kind: 'amount', amount: 'light' },
        { kind: 'wearer', wearer: 'female' },
      ]),
    ).toBe('We zoeken op: licht urineverlies, dames');
    expect(understoodText([{ kind: 'night' }, { kind: 'words', words: 'katoen' }])).toBe(
      'We zoeken op: \'s nachts, "katoen"',
    );
  });

  it('says nothing when nothing was understood', () => {
    expect(understoodText([])).toBe('');
  });
});

describe('closestRange', () => {
  it('takes the category of the wearer and type the query named', () => {
    const labels = [
      { kind: 'form', form: 'belted' },
      { kind: 'wearer', wearer: 'male' },
    ] as const;
    expect(closestRange('heupband man xyz', [...labels], RANGES)?.slug).toBe('heren-verbanden-met-heupband');
  });

  it('takes the category whose name is most like a word too far off for search', () => {
    expect(closestRange('dmaes brekjes', [], RANGES)?.slug).toBe('dames-broekjes');
  });

  it('offers none for words like no category', () => {
    expect(closestRange('xylofoon', [], RANGES)).toBeUndefined();
  });
});
