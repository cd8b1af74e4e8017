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

/** Words whose raw results are kept per index: the words people type, reused across queries. */
const KEPT_WORDS = 500;

/**
 * MiniSearch with the results of each word kept until a document changes (issue 26). MiniSearch
 * scores every document a word matches on every query: a common word ('broekje', 3,000 titles at
 * 10,000 products) cost 3-8 ms each time, also in a new query that only adds a rare word. Here a
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

  /** Every word must match: the same results as `search({ combineWith: 'AND', queries })`. */
  searchAllWords(queries: WordQuery[]): SearchResult[] {
    if (queries.length === 0) return [];
    const combined = queries.map((query) => this.#wordResults(query)).reduce(intersect);
    const results: SearchResult[] = [];
    for (const [docId, { score, terms, match }] of combined) {
      results.push({
        id: this.#internals._documentIds.get(docId),
        score: score * (terms.length || 1),
        terms: Object.keys(match),
        queryTerms: terms,
        match,
      });
    }
    return results.sort((a, b) => b.score - a.score);
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
 * MiniSearch's AND of two raw results (documents in both, scores added, terms and matches
 * merged, in the order of `b`), without changing either: both may be kept results.
 */
function intersect(a: RawResults, b: RawResults): RawResults {
  const combined: RawResults = new Map();
  for (const [docId, right] of b) {
    const left = a.get(docId);
    if (!left) continue;
    const terms = [...left.terms];
    for (const term of right.terms) if (!terms.includes(term)) terms.push(term);
    combined.set(docId, {
      score: left.score + right.score,
      terms,
      match: { ...left.match, ...right.match },
    });
  }
  return combined;
}
