import { stemmer } from '@orama/stemmers/dutch';

/*
 * How the shop's texts and queries become search terms: the same steps for both, so a word in a
 * product title and the word a shopper types meet on one form. Pure functions, tested beside.
 */

/** Letters and digits; everything else separates words ('stretch-broekje' is two words). */
const WORD = /[\p{L}\p{N}]+/gu;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Lower case without accents: 'hygiënische' and 'hygienische' are one word. */
export function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * One indexed or queried word: folded, then the Snowball Dutch stemmer ('verbanden' -> 'verband').
 * The stemmer leaves diminutive plurals alone ('broekjes' stays, 'broekje' -> 'broekj'), so
 * their final s goes first and both forms meet.
 */
export function searchTerm(word: string): string {
  const folded = fold(word);
  if (folded.length < 3) return folded;
  const singular = folded.length > 4 && folded.endsWith('jes') ? folded.slice(0, -1) : folded;
  return stemmer(singular);
}

/** Typos allowed in a word (decision 011): none below 5 letters, one from 5, two from 9. */
export function typosAllowed(word: string): number {
  if (word.length >= 9) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/**
 * Forms of a mistyped word with two neighbouring letters swapped ('strecth' -> 'stretch'): one
 * typo to a reader, two edits to the Levenshtein distance the index uses.
 */
export function transpositions(word: string): string[] {
  const forms: string[] = [];
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] === word[i + 1]) continue;
    forms.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return forms;
}

/**
 * What shoppers type about their symptoms, and the words the catalogue uses for what helps:
 * 'druppels bij hoesten' finds the light pads, 'nacht' the night products. Keyed by
 * search term, so 'druppel', 'druppels' and 'Druppels' all lead here.
 */
const SYMPTOM_WORDS: Record<string, string[]> = Object.fromEntries(
  (
    [
      ['druppels', ['druppelverlies', 'licht', 'inlegverband']],
      ['druppelverlies', ['druppels', 'licht', 'inlegverband']],
      ['hoesten', ['niezen', 'lachen', 'druppelverlies']],
      ['niezen', ['hoesten', 'lachen', 'druppelverlies']],
      ['nacht', ['nachts', 'nachtrust', 'slapen']],
      ['slapen', ['nacht', 'nachtrust']],
      ['urineverlies', ['incontinentie', 'absorptie']],
      ['lekken', ['urineverlies', 'incontinentie']],
      ['plassen', ['urineverlies', 'blaas']],
    ] as const
  ).map(([word, related]) => [searchTerm(word), [...related]]),
);

/** The catalogue's words for a symptom word a shopper typed (none for other words). */
export function symptomSynonyms(word: string): string[] {
  return SYMPTOM_WORDS[searchTerm(word)] ?? [];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char]!);

/** Words shown in an excerpt, and how many of them come before the first match. */
const EXCERPT_WORDS = 28;
const EXCERPT_LEAD = 6;

/**
 * A short piece of `body` around the first word whose search term matched, as escaped HTML with
 * the matching words in <mark>: nothing staff typed can become markup. Without a match in the
 * body (a title match), the start of the body.
 */
export function excerptHtml(body: string, matchedTerms: ReadonlySet<string>): string {
  const tokens = [...body.matchAll(WORD)];
  if (tokens.length === 0) return '';
  const isMatch = (index: number) => matchedTerms.has(searchTerm(tokens[index]![0]));
  let first = tokens.findIndex((_, index) => isMatch(index));
  if (first < 0) first = 0;
  const start = Math.max(0, first - EXCERPT_LEAD);
  const end = Math.min(tokens.length, start + EXCERPT_WORDS);
  let html = '';
  for (let index = start; index < end; index++) {
    const token = tokens[index]!;
    const next = tokens[index + 1];
    const word = escapeHtml(token[0]);
    html += isMatch(index) ? `<mark>${word}</mark>` : word;
    // Keep the punctuation and spaces between words as they were, folded to single spaces.
    if (index < end - 1 && next) {
      html += escapeHtml(body.slice(token.index + token[0].length, next.index).replace(/\s+/g, ' '));
    }
  }
  return html.trim();
}
