import { describe, expect, it } from 'vitest';
import { parseAmount, parseCsv, readRecords, validateRecord } from './product-csv';

describe('parseCsv', () => {
  it('reads semicolons, quotes, doubled quotes and line breaks inside quotes, with line numbers', () => {
    const rows = parseCsv('\uFEFFa;b\r\n"x;1";"zegt ""hoi"""\n\n"twee\nregels";z\n');
    expect(rows).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x;1', 'zegt "hoi"'] },
      { line: 4, fields: ['twee\nregels', 'z'] },
    ]);
  });

  it('reads a comma-separated file too', () => {
    expect(parseCsv('a,b\n1,2').map((row) => row.fields)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('parseAmount', () => {
  it.each([
    ['12,95', 1295],
    ['12.95', 1295],
    ['€ 1.234,50', 123450],
    ['7', 700],
  ])('%s -> %i cents', (text, cents) => expect(parseAmount(text)).toBe(cents));
  it.each(['abc', '-1', '1,999', ''])('%s is no amount', (text) => expect(parseAmount(text)).toBeUndefined());
});

describe('validateRecord', () => {
  const header = 'product_slug;variation_slug;stock;price;vat_rate;active';
  const record = (line: string) => readRecords(`${header}\n${line}`).records[0]!;

  it('reads a valid row', () => {
    expect(validateRecord(record('pants;pants-m;12;"12,95";9;ja')).row).toMatchObject({
      line: 2,
      productSlug: 'pants',
      variationSlug: 'pants-m',
      stock: 12,
      priceCents: 1295,
      vatRate: 900,
      active: true,
    });
  });

  it('names every problem of a row in Dutch', () => {
    expect(validateRecord(record('Pants!;;-1;gratis;6;soms')).reasons).toEqual([
      'product_slug ontbreekt of bevat andere tekens dan a-z, 0-9 en -.',
      'stock moet een heel getal van 0 of meer zijn.',
      "price 'gratis' is geen bedrag (bijv. 12,95).",
      'vat_rate moet 9 of 21 zijn.',
      'active moet ja of nee zijn.',
    ]);
  });

  it('reports missing required columns', () => {
    expect(readRecords('product_slug;prijs\nx;1').missing).toEqual(['variation_slug', 'stock']);
  });
});
