import { search } from '~/features/search/search-query.server';
import { RELEVANCE_SET, type RelevanceCase } from './search-relevance-set';

/*
 * precision@3 and nDCG@3 of search over the relevance set (decision 031), against whatever database
 * the app has (the seeded demo range). Binary relevance: a product shown is relevant when the
 * case lists it. Both measures are taken over min(3, listed) so that a case with one right
 * product can still score 1.
 */

export const CUTOFF = 3;

export interface CaseScore {
  query: string;
  shown: string[];
  precision: number;
  ndcg: number;
}

export function scoreCase(relevantCase: RelevanceCase, shownSlugs: string[]): CaseScore {
  const relevant = new Set(relevantCase.relevant.map((slug) => `zorgzaam-${slug}`));
  const shown = shownSlugs.slice(0, CUTOFF);
  const ideal = Math.min(CUTOFF, relevant.size);
  const hits = shown.map((slug) => (relevant.has(slug) ? 1 : 0));
  const dcg = hits.reduce<number>((sum, hit, rank) => sum + hit / Math.log2(rank + 2), 0);
  let idcg = 0;
  for (let rank = 0; rank < ideal; rank++) idcg += 1 / Math.log2(rank + 2);
  return {
    query: relevantCase.query,
    shown: shown.map((slug) => slug.replace(/^zorgzaam-/, '')),
    precision: hits.reduce<number>((sum, hit) => sum + hit, 0) / ideal,
    ndcg: idcg === 0 ? 0 : dcg / idcg,
  };
}

export async function evaluateRelevance(): Promise<{ cases: CaseScore[]; precision: number; ndcg: number }> {
  const cases: CaseScore[] = [];
  for (const relevantCase of RELEVANCE_SET) {
    const { products } = await search(relevantCase.query);
    cases.push(
      scoreCase(
        relevantCase,
        products.map((product) => product.slug),
      ),
    );
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    cases,
    precision: mean(cases.map((found) => found.precision)),
    ndcg: mean(cases.map((found) => found.ndcg)),
  };
}
