import { describe, expect, it } from 'vitest';
import type { DocumentKey } from './search-index.server';
import { ShopMiniSearch, type WordQuery } from './shop-minisearch.server';

const NAMES = ['Broekje', 'Verband', 'Pants', 'Heupband', 'Onderlegger', 'Stretch broekje'];
const EXTRAS = ['dames', 'heren', 'nacht', 'extra', 'Plus', 'Mini', 'Soft'];

function catalogue(count: number): ShopMiniSearch {
  const index = new ShopMiniSearch();
  for (let n = 1; n <= count; n++) {
    const text = `${NAMES[n % NAMES.length]} ${EXTRAS[n % EXTRAS.length]} ${EXTRAS[(n * 3) % EXTRAS.length]} ${n}`;
    index.add({ id: `product:${n}` as DocumentKey, text });
  }
  return index;
}

const word = (text: string, fuzzy = 0, prefix = false, forms: string[] = []): WordQuery => ({
  combineWith: 'OR',
  queries: [text, ...forms],
  fuzzy,
  prefix,
});

const QUERIES: WordQuery[][] = [
  [word('broekje', 1)],
  [word('broekje', 1), word('12', 0, true)],
  [word('brokje', 1), word('dames', 1, true)],
  [word('verband', 1), word('heren', 1), word('nacht', 1, true)],
  [word('strecth', 1, false, ['stretch']), word('broe', 0, true)],
  [word('12', 0, true), word('broekje', 1)],
  [word('xylofoon', 1)],
];

describe('ShopMiniSearch.searchAllWords', () => {
  it("gives MiniSearch's own AND search: the same documents, scores and order", () => {
    const index = catalogue(600);
    for (const queries of QUERIES) {
      const expected = index.search({ combineWith: 'AND', queries });
      // Twice: the second answer comes from the kept word results.
      expect(index.searchAllWords(queries)).toEqual(expected);
      expect(index.searchAllWords(queries)).toEqual(expected);
    }
  });

  it('gives the first results of that search when asked for a limit, ties in the same order', () => {
    const index = catalogue(600);
    for (const queries of QUERIES) {
      const all = index.searchAllWords(queries);
      for (const limit of [1, 5, 24, 250])
        expect(index.searchAllWords(queries, limit)).toEqual(all.slice(0, limit));
    }
  });

  it('forgets the kept word results when a document is added or removed', async () => {
    const index = catalogue(50);
    const queries = [word('broekje', 1), word('dames', 1, true)];
    const before = index.searchAllWords(queries).map((result) => result.id);
    index.add({ id: 'product:999' as DocumentKey, text: 'Broekje dames' });
    expect(index.searchAllWords(queries).map((result) => result.id)).toContain('product:999');
    index.discard(before[0] as DocumentKey);
    expect(index.searchAllWords(queries).map((result) => result.id)).not.toContain(before[0]);
    // Until the index is vacuumed, MiniSearch's own scores move a little with every search.
    await index.vacuum();
    const after = index.searchAllWords(queries);
    expect(after.map((result) => result.id)).not.toContain(before[0]);
    expect(after).toEqual(index.search({ combineWith: 'AND', queries }));
  });
});
