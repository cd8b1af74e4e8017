import type { SearchResult } from 'minisearch';
import { log } from '~/server/log';
import type { SearchResults } from './search';
import { SearchAnswer } from './search-answer.server';
import type { DocumentKind, IndexedDocument, LiveSearchIndex } from './search-index.server';
import { getSearchIndex } from './search-sync.server';
import {
  excerptHtml,
  searchTerm,
  symptomSynonyms,
  transpositions,
  typosAllowed,
  words,
} from './search-terms';
import type { WordQuery } from './shop-minisearch.server';

export const SEARCH_LIMITS = { product: 24, page: 10, article: 12 } as const;
/** Longer queries are cut: nobody types more, and fuzzy work grows with every word. */
export const MAX_QUERY_LENGTH = 100;
const MAX_WORDS = 8;
/** Search-as-you-type: the last word also matches longer words from this many letters on. */
const PREFIX_FROM = 3;

/** Answers kept per query until the index changes: people type the same few words. */
const CACHED_QUERIES = 1000;

/**
 * Searches products, pages and articles (spec section 3). Every word must match, in any Dutch
 * form (Snowball stemmer), with one typo from 5 letters and two from 9; the last word also as the
 * start of a longer word. Within a kind, title matches come first, then matches in the text,
 * each by BM25 score.
 */
export async function search(rawQuery: string): Promise<SearchResults> {
  return (await searchAnswer(rawQuery)).results;
}

const NO_WORDS = new SearchAnswer({ products: [], pages: [], articles: [] });

/**
 * The answer to a query with its JSON (and, once asked for, compressed) bytes, kept per
 * normalised query (the words, lower case) until any document changes: the HTTP fast path
 * (search-http.server.ts) sends the bytes without serialising or compressing again.
 */
export async function searchAnswer(rawQuery: string): Promise<SearchAnswer> {
  const queryWords = words(rawQuery.trim().slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_WORDS);
  if (queryWords.length === 0) return NO_WORDS;
  const index = await getSearchIndex();
  const cacheKey = queryWords.join(' ').toLowerCase();
  const cached = index.answers.get(cacheKey);
  if (cached) return cached;
  const answer = new SearchAnswer(runSearch(index, queryWords));
  if (index.answers.size >= CACHED_QUERIES) index.answers.delete(index.answers.keys().next().value!);
  index.answers.set(cacheKey, answer);
  return answer;
}

/** Typical queries: typed words, typos, prefixes, two words, content words, a miss. */
const WARM_UP_QUERIES = [
  'broekje',
  'brokje',
  'verband heren',
  'pants extra',
  'inco',
  'vergoeding',
  'nacht',
  'inleggers',
  'onderleger',
  'dames nacht',
  'katoen',
  'zzz',
];
const WARM_UP_ROUNDS = 10;

/**
 * Runs typical searches a few times after the index is built and throws the answers away: the
 * first searches of a fresh process ran the search code unoptimised (17-20 ms CPU against 1-7 ms
 * later, issue #15); this pays that at start, between other work, instead of in a shopper's wait.
 * Each answer is also made into the bytes the HTTP fast path sends (JSON, ETag, brotli, gzip).
 */
async function warmUpSearch(index: LiveSearchIndex): Promise<void> {
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    for (const query of WARM_UP_QUERIES) {
      const answer = new SearchAnswer(runSearch(index, words(query)));
      void answer.etag;
      answer.body('br');
      answer.body('gzip');
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/** Builds the index at start and warms the search code, so the first shopper waits for neither. */
export function warmSearchIndex(): void {
  getSearchIndex()
    .then((index) => warmUpSearch(index))
    .catch((error) => log.warn('search index build failed', { error: String(error) }));
}

function runSearch(index: LiveSearchIndex, queryWords: string[]): SearchResults {
  const query = buildQuery(index, queryWords);
  const found: Record<DocumentKind, { document: IndexedDocument; terms: string[] }[]> = {
    product: [],
    page: [],
    article: [],
  };
  const seen = new Set<string>();
  const collect = (hits: SearchResult[]) => {
    for (const hit of hits) {
      const document = index.documents.get(hit.id);
      if (!document || seen.has(hit.id) || found[document.kind].length >= SEARCH_LIMITS[document.kind])
        continue;
      seen.add(hit.id);
      found[document.kind].push({ document, terms: hit.terms });
    }
  };
  collect(index.titles.searchAllWords(query));
  const contentHits = index.contentTexts.searchAllWords(query);
  collect(contentHits);
  if (found.product.length < SEARCH_LIMITS.product) {
    // Only products are in this index: enough to fill the list, besides those already found.
    const wanted = SEARCH_LIMITS.product - found.product.length + seen.size;
    collect(index.productTexts.searchAllWords(query, wanted));
  }

  // Excerpts mark what matched in the text (a title match may hold other word forms).
  const textTerms = new Map(contentHits.map((hit) => [hit.id as string, hit.terms]));
  const excerpt = (document: IndexedDocument, terms: string[]) =>
    excerptHtml(
      document.body ?? '',
      new Set([...terms, ...(textTerms.get(`${document.kind}:${document.refId}`) ?? [])]),
    );
  return {
    products: found.product.flatMap(({ document }) => index.productCards.get(document.refId) ?? []),
    pages: found.page.map(({ document, terms }) => ({
      id: document.refId,
      title: document.title,
      url: document.url,
      excerpt: excerpt(document, terms),
    })),
    articles: found.article.map(({ document, terms }) => ({
      id: document.refId,
      title: document.title,
      url: document.url,
      image: document.image ?? null,
      excerpt: excerpt(document, terms),
      published_at: document.publishedAt ?? null,
    })),
  };
}

/**
 * All words must match; each word matches its own Dutch forms, typos within its allowance, and
 * (the last word) longer words it starts. A word the index does not know is also tried with two
 * neighbouring letters swapped, when that form is known ('strecth' -> 'stretch'). A symptom word
 * ('druppels', 'hoesten') also matches the catalogue's words for what helps.
 */
function buildQuery(index: LiveSearchIndex, queryWords: string[]): WordQuery[] {
  return queryWords.map((word, position): WordQuery => {
    const isLast = position === queryWords.length - 1;
    const typos = typosAllowed(word);
    const forms = [word, ...symptomSynonyms(word)];
    if (typos > 0 && !index.knows(searchTerm(word))) {
      forms.push(...transpositions(word).filter((form) => index.knows(searchTerm(form))));
    }
    return {
      combineWith: 'OR',
      queries: forms,
      fuzzy: typos,
      prefix: isLast && word.length >= PREFIX_FROM,
    };
  });
}
