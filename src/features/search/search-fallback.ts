import { messages } from '~/lib/messages';
import type { UnderstoodLabel } from './query-understanding';
import { fold, words } from './search-terms';
import { type Form, RANGE_OF, type Wearer } from './shopper-vocabulary';

/*
 * What the search page says about a query (decision 031): what was understood ('We zoeken op: licht
 * urineverlies, dames'), and, when nothing matched, the closest range of the catalogue to offer
 * beside the product finder. Client-safe and pure.
 */

/** The understood labels in words, e.g. 'We zoeken op: licht urineverlies, dames'; '' for none. */
export function understoodText(labels: UnderstoodLabel[]): string {
  const text = messages.search.understoodParts;
  const part = (label: UnderstoodLabel): string => {
    switch (label.kind) {
      case 'amount':
        return text.amount[label.amount];
      case 'leakage':
        return text.leakage;
      case 'night':
        return text.night;
      case 'form':
        return text.form[label.form];
      case 'care':
        return text.care;
      case 'wearer':
        return text.wearer[label.wearer];
      case 'words':
        return text.words(label.words);
    }
  };
  const parts = labels.map(part);
  return parts.length > 0 ? messages.search.understood(parts) : '';
}

interface Range {
  slug: string;
  name: string;
  gender: Wearer | 'unisex';
}

/** Letter pairs of a text, for a similarity that forgives typos and word order. */
function pairs(text: string): string[] {
  const found: string[] = [];
  for (const word of words(fold(text)))
    for (let i = 0; i < word.length - 1; i++) found.push(word.slice(i, i + 2));
  return found;
}

/** Dice similarity of the letter pairs of two texts (0 to 1). */
function similarity(a: string, b: string): number {
  const left = pairs(a);
  const right = pairs(b);
  if (left.length === 0 || right.length === 0) return 0;
  const pool = [...right];
  let shared = 0;
  for (const pair of left) {
    const at = pool.indexOf(pair);
    if (at >= 0) {
      shared += 1;
      pool.splice(at, 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}

/** Below this similarity a category is not 'close' to what was typed. */
const CLOSE_ENOUGH = 0.3;

/**
 * The range to offer when nothing matched: the category of the wearer and type the query named,
 * else the category whose name is most like the words typed (a typo too far for search:
 * 'brekjes' -> 'Dames broekjes'), else none (the page offers all products).
 */
export function closestRange<T extends Range>(
  query: string,
  labels: UnderstoodLabel[],
  ranges: T[],
): T | undefined {
  let wearer: Wearer | undefined;
  let form: Form | undefined;
  for (const label of labels) {
    if (label.kind === 'wearer') wearer = label.wearer;
    if (label.kind === 'form') form = label.form;
  }
  if (wearer && form) {
    const named = ranges.find((range) => range.slug === RANGE_OF[wearer][form]);
    if (named) return named;
  }
  let best: { range: T; score: number } | undefined;
  for (const range of ranges) {
    let score = similarity(query, range.name);
    if (wearer && range.gender === wearer) score += 0.2;
    if (form && (range.slug === RANGE_OF.female[form] || range.slug === RANGE_OF.male[form])) score += 0.2;
    if (!best || score > best.score) best = { range, score };
  }
  return best && best.score >= CLOSE_ENOUGH ? best.range : undefined;
}
