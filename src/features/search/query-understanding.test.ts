import { describe, expect, it } from 'vitest';
import {
  distance,
  fitScore,
  prepareMeaning,
  productFacets,
  understandQuery,
  understoodLabels,
} from './query-understanding';
import { searchTerm } from './search-terms';

/** The catalogue's own words, as the index would know them. */
const CATALOGUE = new Set(['verband', 'heupband', 'broekje', 'pants', 'operatie', 'kleding'].map(searchTerm));
const knows = (term: string) => CATALOGUE.has(term);
const read = (query: string) => understandQuery(query, knows);

describe('understandQuery', () => {
  it('reads a shy question as light leakage', () => {
    const { meaning, textWords } = read('een beetje plas verliezen bij lachen');
    expect(meaning).toMatchObject({ leakage: true, amount: 'light' });
    expect(meaning.wearer).toBeUndefined();
    expect(textWords).toEqual([]);
  });

  it('drops Dutch stop words and keeps unknown words as text', () => {
    expect(read('de juiste maat voor mij').textWords).toEqual(['juiste', 'maat']);
  });

  it('lets a word that names an amount win over what the situation implies', () => {
    expect(read('druppels na prostaatoperatie').meaning).toMatchObject({ amount: 'drops', wearer: 'male' });
    expect(read('na prostaatoperatie').meaning).toMatchObject({ amount: 'moderate', wearer: 'male' });
  });

  it('splits compounds into known parts, also over a linking s', () => {
    expect(read('herenverband').meaning).toMatchObject({ wearer: 'male', forms: { belted: 1 } });
    expect(read('urineverliesbroekje').meaning).toMatchObject({ leakage: true, forms: { pants: 1 } });
  });

  it('reads typos, swapped letters, diminutives and dialect forms', () => {
    expect(read('blaasswakte').meaning).toMatchObject({ leakage: true, amount: 'light' });
    expect(read('vrouwe').meaning.wearer).toBe('female');
    expect(read('druppeltjes').meaning.amount).toBe('drops');
    expect(read('nagt').meaning.night).toBe(true);
    expect(read('broekske').meaning.forms.pants).toBe(1);
    expect(read('pipi verliezen').meaning.leakage).toBe(true);
  });

  it('reads phrases whose words only mean something together', () => {
    expect(read('ik haal de wc niet').meaning).toMatchObject({ leakage: true, amount: 'moderate' });
    expect(read('broekje om verband vast te houden').meaning).toMatchObject({
      leakage: false,
      forms: { fixation: 1 },
    });
  });

  it('names no wearer when both are typed', () => {
    expect(read('dames en heren').meaning.wearer).toBeUndefined();
  });

  it('leaves a query without vocabulary words as a plain text search', () => {
    expect(read('xylofoon')).toMatchObject({ understood: false, textWords: ['xylofoon'] });
  });
});

describe('fitScore', () => {
  const product = (name: string, attributes: Record<string, unknown>) =>
    productFacets({ id: 1, name, product_attributes: attributes, in_stock: true });
  const inlay = product('Zorgzaam Inlegverband Dames Druppel', { gender: 'female', absorption: '1' });
  const menPants = product('Zorgzaam Pants Heren Licht', { gender: 'male', absorption: '2' });
  const fixation = product('Zorgzaam Stretch Broekje Dames Licht', {
    gender: 'female',
    product_type: 'fixatie',
  });
  const night = product('Zorgzaam Pants Dames Nacht', { gender: 'female', absorption: '8' });

  it('shows no product that absorbs nothing for a leakage question', () => {
    expect(fitScore(fixation, prepareMeaning(read('plasje verliezen vrouw').meaning, []))).toBeUndefined();
    expect(fitScore(fixation, prepareMeaning(read('netbroekje').meaning, []))).toBeGreaterThan(0);
  });

  it("leaves out the other wearer's products and amounts far off", () => {
    expect(fitScore(menPants, prepareMeaning(read('beetje plas vrouw').meaning, []))).toBeUndefined();
    expect(fitScore(night, prepareMeaning(read('paar druppels').meaning, []))).toBeUndefined();
  });

  it('ranks the fitting amount above a near one', () => {
    const meaning = read('veel urineverlies').meaning;
    const normal = product('Zorgzaam Pants Dames Normaal', { gender: 'female', absorption: '4' });
    expect(fitScore(night, prepareMeaning(meaning, []))!).toBeGreaterThan(
      fitScore(normal, prepareMeaning(meaning, []))!,
    );
    expect(fitScore(inlay, prepareMeaning(meaning, []))).toBeUndefined();
  });
});

describe('understoodLabels', () => {
  it('names the amount, the type and the wearer', () => {
    expect(understoodLabels(read('beetje plas verliezen vrouw'))).toEqual([
      { kind: 'amount', amount: 'light' },
      { kind: 'wearer', wearer: 'female' },
    ]);
    expect(understoodLabels(read('herenverband klittenband'))).toEqual([
      { kind: 'form', form: 'belted' },
      { kind: 'wearer', wearer: 'male' },
    ]);
  });
});

describe('distance', () => {
  it('counts edits and stops early', () => {
    expect(distance('blaasswakte', 'blaaszwakte', 2)).toBe(1);
    expect(distance('abc', 'xyzuvw', 1)).toBe(2);
  });
});
