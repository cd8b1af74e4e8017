import type { SearchResult } from 'minisearch';
import { log } from '~/server/log';
import {
  fitScore,
  prepareMeaning,
  type Understanding,
  understandQuery,
  understoodLabels,
} from './query-understanding';
import type { SearchResults } from './search';
import { SearchAnswer } from './search-answer.server';
import type { DocumentKind, IndexedDocument, LiveSearchIndex } from './search-index.server';
import { getSearchIndex } from './search-sync.server';
import {
  excerptHtml,
  fold,
  searchTerm,
  symptomSynonyms,
  transpositions,
  typosAllowed,
  words,
} from './search-terms';
import type { WordQuery } from './shop-minisearch.server';
import { STOP_WORDS } from './shopper-vocabulary';

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
  const answer = runSearch(index, queryWords);
  if (index.answers.size >= CACHED_QUERIES) index.answers.delete(index.answers.keys().next().value!);
  index.answers.set(cacheKey, answer);
  return answer;
}

/** Typical queries: typed words, typos, prefixes, two words, content words, a miss, everyday words. */
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
  // Everyday words (decision 031): the vocabulary, compounds and the ranking by meaning.
  'beetje plas verliezen bij lachen',
  'herenverband',
  'luiers vrouw nacht',
];
const WARM_UP_ROUNDS = 10;

/**
 * Runs typical searches a few times after the index is built and throws the answers away: the
 * first searches of a fresh process run the search code unoptimised, several times slower than
 * later; this pays that at start, between other work, instead of in a shopper's wait.
 * Each answer is also made into the bytes the HTTP fast path sends (JSON, ETag, brotli, gzip).
 */
async function warmUpSearch(index: LiveSearchIndex): Promise<void> {
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    for (const query of WARM_UP_QUERIES) {
      const answer = runSearch(index, words(query));
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

/** Text matches read for a ranking by meaning: enough that the fitting ones are among them. */
const RERANKED_TEXT_MATCHES = 400;

function runSearch(index: LiveSearchIndex, typedWords: string[]): SearchAnswer {
  const understanding = understandQuery(typedWords.join(' '), (term) => index.knows(term));
  // Stop words ('de', 'voor', 'bij') need not match, unless the query is nothing else.
  const meaningful = typedWords.filter((word) => !STOP_WORDS.has(fold(word)));
  const queryWords = meaningful.length > 0 ? meaningful : typedWords;
  const ranked = understanding.understood ? productsByMeaning(index, understanding) : undefined;
  const results = textSearch(index, queryWords, ranked?.products);
  return new SearchAnswer(results, ranked ? understoodLabels(ranked.understanding) : []);
}

/**
 * Products for a query the vocabulary understood (decision 031): the words left as text must match
 * (titles, then product texts, as in textSearch), or, when none is left or they match nothing,
 * every product is a candidate; each candidate that fits the meaning (fitScore) is ranked by
 * that fit plus its text match.
 */
function productsByMeaning(
  index: LiveSearchIndex,
  understanding: Understanding,
): { products: SearchResults['products']; understanding: Understanding } {
  let textScores: Map<number, number> | undefined;
  if (understanding.textWords.length > 0) {
    const query = buildQuery(index, understanding.textWords);
    textScores = new Map();
    const addHits = (hits: SearchResult[], tier: number) => {
      const best = hits[0]?.score ?? 1;
      for (const hit of hits) {
        const [kind, id] = (hit.id as string).split(':');
        if (kind !== 'product') continue;
        const score = tier + hit.score / best;
        if (score > (textScores!.get(Number(id)) ?? 0)) textScores!.set(Number(id), score);
      }
    };
    addHits(index.titles.searchAllWords(query, RERANKED_TEXT_MATCHES), 2);
    addHits(index.productTexts.searchAllWords(query, RERANKED_TEXT_MATCHES), 1);
    if (textScores.size === 0) {
      // Words the catalogue does not have beside words it understood: rank by the meaning alone.
      textScores = undefined;
      understanding = { ...understanding, textWords: [] };
    }
  }
  // A product whose name holds a typed word gets a little more ('dames broekje': the Stretch Broekje).
  const prepared = prepareMeaning(understanding.meaning, [
    ...new Set(understanding.readWords.map(searchTerm)),
  ]);
  // The best SEARCH_LIMITS.product, kept sorted as they come (a sort of thousands costs more).
  const best: { id: number; score: number }[] = [];
  const limit = SEARCH_LIMITS.product;
  const keep = (id: number, score: number) => {
    if (best.length >= limit && score <= best[limit - 1]!.score) return;
    let at = best.length;
    while (at > 0 && best[at - 1]!.score < score) at--;
    best.splice(at, 0, { id, score });
    if (best.length > limit) best.pop();
  };
  if (textScores) {
    for (const [id, text] of textScores) {
      const facets = index.productFacets.get(id);
      const fit = facets && index.documents.has(facets.key) ? fitScore(facets, prepared) : undefined;
      if (fit !== undefined) keep(id, fit + text);
    }
  } else {
    const products = index.rankableProducts();
    for (let at = 0; at < products.length; at++) {
      const fit = fitScore(products[at]!, prepared);
      // Without matching text, a product must fit something the query said, not merely not clash.
      if (fit !== undefined && fit > 0) keep(products[at]!.id, fit);
    }
  }
  return {
    products: best.flatMap(({ id }) => index.productCards.get(id) ?? []),
    understanding,
  };
}

function textSearch(
  index: LiveSearchIndex,
  queryWords: string[],
  rankedProducts: SearchResults['products'] | undefined,
): SearchResults {
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
      // Products ranked by meaning: only pages and articles are looked up by their words here.
      if (rankedProducts && document.kind === 'product') continue;
      seen.add(hit.id);
      found[document.kind].push({ document, terms: hit.terms });
    }
  };
  // Products ranked by meaning: pages and articles come from their own index, without scoring
  // the thousands of product titles a common word matches only to pass them over.
  if (!rankedProducts) collect(index.titles.searchAllWords(query));
  const contentHits = index.contentTexts.searchAllWords(query);
  collect(contentHits);
  if (!rankedProducts && found.product.length < SEARCH_LIMITS.product) {
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
    products:
      rankedProducts ?? found.product.flatMap(({ document }) => index.productCards.get(document.refId) ?? []),
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
