import { fold, searchTerm, transpositions, typosAllowed, words } from './search-terms';
import {
  AMOUNT_RANGE,
  type Amount,
  FORM_OF_NAME_WORD,
  type Form,
  type Meaning,
  PHRASES,
  STOP_WORDS,
  TRIAL_WORDS,
  VOCABULARY,
  type Wearer,
} from './shopper-vocabulary';

/*
 * What a query says (decision 031): its words read with the shopper vocabulary (shopper-vocabulary.ts)
 * into the amount of leakage, the wearer and the product type, and the words left to find in the
 * catalogue's texts. Pure: the index is asked only whether it knows a term.
 */

export interface QueryMeaning {
  leakage: boolean;
  amount?: Amount;
  night: boolean;
  wearer?: Wearer;
  forms: Partial<Record<Form, number>>;
  care: boolean;
  trial: boolean;
  holdsPad: boolean;
}

export interface Understanding {
  meaning: QueryMeaning;
  /** Words to find in the catalogue's texts as typed (not understood, not stop words). */
  textWords: string[];
  /** Whether any word was understood (else the search is a plain text search). */
  understood: boolean;
  /** The words as read: a typo's vocabulary word, a compound's parts (for the name bonus). */
  readWords: string[];
}

/** One entry per search term; a word of several entries keeps the first (the list's order). */
const BY_TERM = new Map<string, Meaning>();
/** Folded forms for the typo check, with their meaning. */
const FORMS: { form: string; meaning: Meaning }[] = [];
for (const [forms, meaning] of VOCABULARY) {
  for (const form of forms) {
    const term = searchTerm(form);
    if (!BY_TERM.has(term)) BY_TERM.set(term, meaning);
    FORMS.push({ form: fold(form), meaning });
  }
}
const TRIAL_TERMS = new Set(TRIAL_WORDS.map(searchTerm));
const TRIAL_PACK = searchTerm('proefpakket');

/** A diminutive's bases ('druppeltjes' -> 'druppel', 'broekske' -> 'broek'), longest suffix first. */
const DIMINUTIVES = ['etjes', 'etje', 'tjes', 'tje', 'pjes', 'pje', 'jes', 'je', 'skes', 'ske', 'kes', 'ke'];
function bases(word: string): string[] {
  const found = [word];
  for (const suffix of DIMINUTIVES) {
    if (word.length - suffix.length >= 3 && word.endsWith(suffix)) found.push(word.slice(0, -suffix.length));
  }
  return found;
}

/** The meaning of one folded word as written (its stems and diminutive bases), if any. */
function exactMeaning(word: string): Meaning | undefined {
  for (const base of bases(word)) {
    const meaning = BY_TERM.get(searchTerm(base)) ?? BY_TERM.get(base);
    if (meaning) return meaning;
  }
  return undefined;
}

/** Levenshtein distance, stopping early above `max`. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** A vocabulary word within the typo allowance (or one swap of neighbouring letters) of `word`. */
function fuzzyMeaning(word: string): { meaning: Meaning; form: string } | undefined {
  const allowed = typosAllowed(word);
  if (allowed === 0) return undefined;
  let best: { meaning: Meaning; form: string; distance: number } | undefined;
  for (const { form, meaning } of FORMS) {
    const found = distance(word, form, allowed);
    if (found <= allowed && (!best || found < best.distance)) best = { meaning, form, distance: found };
  }
  if (best) return best;
  for (const swapped of transpositions(word)) {
    const meaning = exactMeaning(swapped);
    if (meaning) return { meaning, form: swapped };
  }
  return undefined;
}

/** Linking letters between the parts of a Dutch compound ('blaas-zwakte', 'prostaat-s-...'). */
const LINKS = ['', 's', 'e', 'en'];

/**
 * A compound split into a head (right part) the vocabulary knows and a modifier the vocabulary or
 * the catalogue knows ('herenverband', 'luierbroekje', 'urineverliesbroekje'); the longest head
 * wins. A head only the catalogue knows is no reason to guess ('testnaam' stays a word).
 */
function splitCompound(word: string, knows: (term: string) => boolean): string[] | undefined {
  const usable = (part: string) => part.length >= 3 && !STOP_WORDS.has(part);
  const known = (part: string) =>
    usable(part) && (exactMeaning(part) !== undefined || knows(searchTerm(part)));
  for (let at = 3; at <= word.length - 3; at++) {
    const head = word.slice(at);
    if (!usable(head) || exactMeaning(head) === undefined) continue;
    for (const link of LINKS) {
      const left = word.slice(0, at);
      if (!left.endsWith(link)) continue;
      const modifier = left.slice(0, left.length - link.length);
      if (known(modifier)) return [modifier, head];
    }
  }
  return undefined;
}

function emptyMeaning(): QueryMeaning {
  return { leakage: false, night: false, forms: {}, care: false, trial: false, holdsPad: false };
}

/** Adds a word's meaning to the query's: forms keep their strongest weight; both wearers is none. */
function add(
  into: QueryMeaning,
  meaning: Meaning,
  wearers: Set<Wearer>,
  amounts: { explicit?: Amount; implied?: Amount },
) {
  if (meaning.leakage) into.leakage = true;
  if (meaning.night) into.night = true;
  if (meaning.care) into.care = true;
  if (meaning.holdsPad) into.holdsPad = true;
  if (meaning.wearer) wearers.add(meaning.wearer);
  if (meaning.amount) {
    if (meaning.implied) amounts.implied ??= meaning.amount;
    else amounts.explicit ??= meaning.amount;
  }
  for (const [form, weight] of Object.entries(meaning.forms ?? {}) as [Form, number][]) {
    into.forms[form] = Math.max(into.forms[form] ?? 0, weight);
  }
}

/**
 * Reads a query: phrases first (their words anywhere in the query), then each word that is not a
 * stop word: the vocabulary as written, else a word the catalogue knows stays a text word, else
 * the vocabulary within the typo allowance, else a compound of known parts, else a text word
 * (the index's own typo search may still find it).
 */
export function understandQuery(query: string, knows: (term: string) => boolean): Understanding {
  const tokens = words(query).map(fold);
  const meaning = emptyMeaning();
  const wearers = new Set<Wearer>();
  const amounts: { explicit?: Amount; implied?: Amount } = {};
  const textWords: string[] = [];
  const readWords: string[] = [];
  let understood = false;
  const present = new Set(tokens);
  const used = new Set<string>();
  for (const [phrase, phraseMeaning] of PHRASES) {
    if (phrase.every((word) => present.has(word))) {
      add(meaning, phraseMeaning, wearers, amounts);
      for (const word of phrase) used.add(word);
      understood = true;
    }
  }
  const read = (word: string): boolean => {
    const found = exactMeaning(word);
    if (found) {
      add(meaning, found, wearers, amounts);
      if (TRIAL_TERMS.has(searchTerm(word))) meaning.trial = true;
      return true;
    }
    return false;
  };
  for (const word of tokens) {
    if (used.has(word) || STOP_WORDS.has(word) || (word.length < 2 && !/\d/.test(word))) continue;
    if (read(word)) {
      understood = true;
      readWords.push(word);
      continue;
    }
    if (knows(searchTerm(word))) {
      textWords.push(word);
      readWords.push(word);
      continue;
    }
    const fuzzy = fuzzyMeaning(word);
    if (fuzzy) {
      add(meaning, fuzzy.meaning, wearers, amounts);
      if (TRIAL_TERMS.has(searchTerm(fuzzy.form))) meaning.trial = true;
      understood = true;
      readWords.push(fuzzy.form);
      continue;
    }
    const parts = splitCompound(word, knows);
    if (parts) {
      for (const part of parts) {
        if (read(part)) understood = true;
        else textWords.push(part);
        readWords.push(part);
      }
      continue;
    }
    textWords.push(word);
    readWords.push(word);
  }
  if (wearers.size === 1) meaning.wearer = [...wearers][0];
  meaning.amount = amounts.explicit ?? amounts.implied;
  // 'Om het verband vast te houden': the brief is wanted, the pad is what it holds.
  if (meaning.holdsPad) {
    meaning.forms = { fixation: 1 };
    meaning.amount = undefined;
    meaning.leakage = false;
    meaning.night = false;
    return { meaning, textWords, understood, readWords };
  }
  // An amount or a night is a question about leakage, whatever the words.
  if (meaning.amount || meaning.night) meaning.leakage = true;
  return { meaning, textWords, understood, readWords };
}

/** What the ranking reads of a product: its type, wearer and absorption (0: absorbs nothing). */
export interface ProductFacets {
  id: number;
  /** Its search document's key ('product:12'). */
  key: `product:${number}`;
  form?: Form;
  wearer: Wearer | 'unisex' | undefined;
  absorption: number;
  night: boolean;
  /** The search terms of its name, for a small bonus when the query names them. */
  nameTerms: Set<string>;
  inStock: boolean;
}

export function productFacets(product: {
  id: number;
  name: string;
  product_attributes: Record<string, unknown>;
  in_stock: boolean;
}): ProductFacets {
  const attributes = product.product_attributes;
  const nameWords = words(product.name).map(fold);
  let form: Form | undefined = attributes.product_type === 'fixatie' ? 'fixation' : undefined;
  for (const word of nameWords) form ??= FORM_OF_NAME_WORD[word];
  const gender = attributes.gender;
  const absorption = form === 'fixation' ? 0 : Number(attributes.absorption ?? 0) || 0;
  return {
    id: product.id,
    key: `product:${product.id}`,
    form,
    wearer: gender === 'female' || gender === 'male' || gender === 'unisex' ? gender : undefined,
    absorption,
    night: nameWords.includes('nacht') || nameWords.includes('maxi'),
    nameTerms: new Set(nameWords.map(searchTerm)),
    inStock: product.in_stock,
  };
}

/** A query's meaning made ready to score thousands of products (fitScore). */
export interface PreparedMeaning {
  meaning: QueryMeaning;
  /** Whether the query named product types at all. */
  asked: boolean;
  range: [min: number, max: number] | undefined;
  /** For drops and light leakage without a type named, a thin inlay is the first thing to try. */
  preferInlay: boolean;
  /** The search terms of the words as read, for the name bonus. */
  queryTerms: string[];
}

export function prepareMeaning(meaning: QueryMeaning, queryTerms: string[]): PreparedMeaning {
  const asked = Object.keys(meaning.forms).length > 0;
  return {
    meaning,
    asked,
    range: meaning.amount ? AMOUNT_RANGE[meaning.amount] : undefined,
    preferInlay: (meaning.amount === 'drops' || meaning.amount === 'light') && !asked,
    queryTerms,
  };
}

/**
 * How well a product fits what the query says; undefined when it does not fit at all (the other
 * wearer's product, another type than asked, an amount far off, a brief that absorbs nothing for
 * a question about leakage).
 */
export function fitScore(product: ProductFacets, prepared: PreparedMeaning): number | undefined {
  const { meaning, asked, range, queryTerms } = prepared;
  let score = 0;
  if (meaning.wearer) {
    if (product.wearer === meaning.wearer) score += 3;
    else if (product.wearer === 'unisex' || product.wearer === undefined) score += 2;
    else return undefined;
  }
  const weight = product.form ? (meaning.forms[product.form] ?? 0) : 0;
  if (asked) {
    if (weight === 0) return undefined;
    score += 3 * weight;
  }
  // A fixation brief absorbs nothing: for a leakage question only when it was asked for by name.
  if (meaning.leakage) {
    if (product.absorption > 0) score += 1;
    else if (!(product.form === 'fixation' && weight >= 1)) return undefined;
  }
  if (range && product.absorption > 0) {
    const [min, max] = range;
    const off = product.absorption < min ? min - product.absorption : Math.max(0, product.absorption - max);
    if (off > 2) return undefined;
    score += off === 0 ? 3 : 1.5 - off * 0.75;
  }
  if (meaning.night) {
    if (product.night) score += 3;
    else if (product.absorption >= 6) score += 1;
    else if (product.absorption > 0) return undefined;
  }
  if (meaning.care && product.form === 'belted') score += 1;
  // A few drops or a little: a thin inlay in one's own underwear is the first thing to try.
  if (prepared.preferInlay && product.form === 'inlay') score += 1;
  if (meaning.trial && product.nameTerms.has(TRIAL_PACK)) score += 6;
  let named = 0;
  for (const term of queryTerms) if (product.nameTerms.has(term)) named += 1;
  score += named * 0.5;
  if (!product.inStock) score -= 0.5;
  return score;
}

/** Labels of what was understood, as message keys (the search page words them). */
export type UnderstoodLabel =
  | { kind: 'amount'; amount: Amount }
  | { kind: 'leakage' }
  | { kind: 'night' }
  | { kind: 'wearer'; wearer: Wearer }
  | { kind: 'form'; form: Form }
  | { kind: 'care' }
  | { kind: 'words'; words: string };

export function understoodLabels(understanding: Understanding): UnderstoodLabel[] {
  const { meaning, textWords } = understanding;
  const labels: UnderstoodLabel[] = [];
  if (meaning.amount) labels.push({ kind: 'amount', amount: meaning.amount });
  else if (meaning.leakage && !meaning.night) labels.push({ kind: 'leakage' });
  if (meaning.night) labels.push({ kind: 'night' });
  const forms = (Object.entries(meaning.forms) as [Form, number][]).filter(([, weight]) => weight >= 1);
  if (forms.length === 1) labels.push({ kind: 'form', form: forms[0]![0] });
  if (meaning.care) labels.push({ kind: 'care' });
  if (meaning.wearer) labels.push({ kind: 'wearer', wearer: meaning.wearer });
  if (textWords.length > 0) labels.push({ kind: 'words', words: textWords.join(' ') });
  return labels;
}
