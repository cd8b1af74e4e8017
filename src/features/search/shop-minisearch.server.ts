import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { DocumentKey } from './search-index.server';
import { searchTerm, words } from './search-terms';

/** One word of a query: its forms (the word, swapped letters), typos allowed, prefix or not. */
export interface WordQuery {
  combineWith: 'OR';
  queries: string[];
  fuzzy: number;
  prefix: boolean;
}

/** MiniSearch's raw result per internal document id, before the final score and sort. */
type RawMatch = { score: number; terms: string[]; match: Record<string, string[]> };
type RawResults = Map<number, RawMatch>;

/** MiniSearch 7.2's internals this class reads (pinned: tests/integration/search-relevance.test.ts). */
interface MiniSearchInternals {
  executeQuery(query: Query): RawResults;
  _documentIds: Map<number, DocumentKey>;
  _index: { has(term: string): boolean };
}

/** Up to this many results a search keeps the best in a sorted list as it goes (bestMatches). */
const BOUNDED_SELECTION_UP_TO = 200;

/** Words whose raw results are kept per index: the words people type, reused across queries. */
const KEPT_WORDS = 500;

/**
 * MiniSearch with the results of each word kept until a document changes (decision 022). MiniSearch
 * scores every document a word matches on every query: a common word ('broekje', in most titles)
 * cost milliseconds each time, also in a new query that only adds a rare word. Here a
 * query combines the kept results of its words the way MiniSearch's AND does (the same scores,
 * the same order: tests/integration/search-engine.test.ts compares it with MiniSearch's search),
 * so a new query made of known words costs an intersection of maps.
 */
export class ShopMiniSearch extends MiniSearch<{ id: DocumentKey; text: string }> {
  readonly #kept = new Map<string, RawResults>();

  constructor() {
    super({
      fields: ['text'],
      tokenize: words,
      processTerm: searchTerm,
      // Removed documents are vacuumed in the background, in small batches.
      autoVacuum: { batchSize: 500, batchWait: 5, minDirtCount: 200, minDirtFactor: 0.05 },
    });
  }

  get #internals(): MiniSearchInternals {
    return this as unknown as MiniSearchInternals;
  }

  hasTerm(term: string): boolean {
    return this.#internals._index.has(term);
  }

  override add(document: { id: DocumentKey; text: string }): void {
    this.#kept.clear();
    super.add(document);
  }

  override discard(id: DocumentKey): void {
    this.#kept.clear();
    super.discard(id);
    // MiniSearch drops a removed document's terms lazily, during the searches that meet them, so
    // the scores move a little over the next searches; kept results are made again once it is clean.
    void this.vacuum().then(() => this.#kept.clear());
  }

  override removeAll(documents?: readonly { id: DocumentKey; text: string }[]): void {
    this.#kept.clear();
    super.removeAll(documents);
  }

  /**
   * Every word must match: the same results as `search({ combineWith: 'AND', queries })`, or their
   * first `limit` when given. A common word and a number in product texts ('heren 135') match
   * thousands of documents: merging every match and sorting them all took 56 ms for 6,177
   * results, of which a search shows 24. With a limit only the scores are added up for every
   * document; the best `limit` are merged in full (decision 022).
   */
  searchAllWords(queries: WordQuery[], limit = Number.POSITIVE_INFINITY): SearchResult[] {
    if (queries.length === 0 || limit <= 0) return [];
    const perWord = queries.map((query) => this.#wordResults(query));
    const best = bestMatches(perWord, limit);
    return best.map(({ docId, score }) => {
      const { terms, match } = merged(perWord, docId);
      return {
        id: this.#internals._documentIds.get(docId),
        score,
        terms: Object.keys(match),
        queryTerms: terms,
        match,
      };
    });
  }

  #wordResults(query: WordQuery): RawResults {
    const key = JSON.stringify(query);
    const kept = this.#kept.get(key);
    if (kept) {
      // Most recently used last: the oldest word leaves first.
      this.#kept.delete(key);
      this.#kept.set(key, kept);
      return kept;
    }
    const results = this.#internals.executeQuery(query);
    if (this.#kept.size >= KEPT_WORDS) this.#kept.delete(this.#kept.keys().next().value!);
    this.#kept.set(key, results);
    return results;
  }
}

/**
 * The documents every word matched, with MiniSearch's AND score (the words' scores added in
 * query order, times the number of distinct query terms), best first; equal scores keep the
 * order of the last word's results, as MiniSearch's stable sort does. At most `limit`.
 */
function bestMatches(perWord: RawResults[], limit: number): { docId: number; score: number }[] {
  const last = perWord[perWord.length - 1]!;
  const best: { docId: number; score: number }[] = [];
  // Insertion into a short sorted list beats sorting thousands; for long lists the sort wins.
  const bounded = limit <= BOUNDED_SELECTION_UP_TO;
  for (const [docId, lastMatch] of last) {
    let score: number;
    if (perWord.length === 1) {
      // One word (most searches as they are typed): its own score and terms, nothing to merge.
      score = lastMatch.score * (lastMatch.terms.length || 1);
    } else {
      let sum = 0;
      const terms: string[] = [];
      let everyWord = true;
      for (const results of perWord) {
        const found = results.get(docId);
        if (!found) {
          everyWord = false;
          break;
        }
        sum += found.score;
        for (const term of found.terms) if (!terms.includes(term)) terms.push(term);
      }
      if (!everyWord) continue;
      score = sum * (terms.length || 1);
    }
    if (!bounded) {
      best.push({ docId, score });
      continue;
    }
    // Kept sorted, best first; a later document with an equal score goes after the earlier ones.
    if (best.length >= limit && score <= best[best.length - 1]!.score) continue;
    let at = best.length;
    while (at > 0 && best[at - 1]!.score < score) at--;
    best.splice(at, 0, { docId, score });
    if (best.length > limit) best.pop();
  }
  // Without a (small) limit, one stable sort: equal scores stay in the last word's order.
  return bounded ? best : best.sort((a, b) => b.score - a.score);
}

/** A document's query terms and matches merged over the words, as MiniSearch's AND merges them. */
function merged(perWord: RawResults[], docId: number): Pick<RawMatch, 'terms' | 'match'> {
  // One word: its kept result as it is (read only), as MiniSearch hands it on.
  if (perWord.length === 1) return perWord[0]!.get(docId)!;
  const terms: string[] = [];
  let match: RawMatch['match'] = {};
  for (const results of perWord) {
    const found = results.get(docId)!;
    for (const term of found.terms) if (!terms.includes(term)) terms.push(term);
    match = { ...match, ...found.match };
  }
  return { terms, match };
}
