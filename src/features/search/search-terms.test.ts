import { describe, expect, it } from 'vitest';
import {
  excerptHtml,
  fold,
  searchTerm,
  symptomSynonyms,
  transpositions,
  typosAllowed,
  words,
} from './search-terms';

describe('search terms', () => {
  it('splits on anything but letters and digits', () => {
    expect(words('Stretch-broekje, maat L (2x)')).toEqual(['Stretch', 'broekje', 'maat', 'L', '2x']);
  });

  it('folds case and accents', () => {
    expect(fold('Hygiënische')).toBe('hygienische');
  });

  it('brings Dutch word forms together, diminutive plurals included', () => {
    expect(searchTerm('verbanden')).toBe(searchTerm('verband'));
    expect(searchTerm('broekjes')).toBe(searchTerm('broekje'));
    expect(searchTerm('Heupbanden')).toBe(searchTerm('heupband'));
  });

  it('allows one typo from 5 letters and two from 9', () => {
    expect([4, 5, 8, 9, 13].map((length) => typosAllowed('x'.repeat(length)))).toEqual([0, 1, 1, 2, 2]);
  });

  it('lists the forms with two neighbouring letters swapped', () => {
    expect(transpositions('strecth')).toContain('stretch');
    expect(transpositions('aab')).toEqual(['aba']);
  });
});

describe('excerptHtml', () => {
  it('marks the words whose search term matched, and escapes the rest', () => {
    const html = excerptHtml(
      'Kies <b>verbanden</b> & broekjes die passen.',
      new Set([searchTerm('verband')]),
    );
    expect(html).toBe('Kies &lt;b&gt;<mark>verbanden</mark>&lt;/b&gt; &amp; broekjes die passen');
  });

  it('starts a few words before the first match in a long text', () => {
    const body = `${'woord '.repeat(50)}bekkenbodem ${'rest '.repeat(50)}`;
    const html = excerptHtml(body, new Set([searchTerm('bekkenbodem')]));
    expect(html.startsWith('woord woord')).toBe(true);
    expect(html).toContain('<mark>bekkenbodem</mark>');
    expect(html.split(' ').length).toBeLessThanOrEqual(28);
  });

  it('reads symptom words as the catalogue words for what helps, in any form', () => {
    expect(symptomSynonyms('Druppels')).toContain('druppelverlies');
    expect(symptomSynonyms('druppel')).toContain('druppelverlies');
    expect(symptomSynonyms('hoesten')).toContain('niezen');
    expect(symptomSynonyms('broekje')).toEqual([]);
  });
});
