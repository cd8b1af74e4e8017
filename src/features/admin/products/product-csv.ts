/**
 * The product and stock CSV: semicolons and decimal commas as Dutch spreadsheet programs write
 * them (commas are read too). One row per thing that has stock: a product without sizes, or
 * one size of a product. Pure parsing and validation; the server applies the rows.
 */

export const CSV_COLUMNS = [
  'product_slug',
  'product_name',
  'variation_slug',
  'variation_name',
  'price',
  'vat_rate',
  'in_package',
  'stock',
  'active',
  'letterbox',
] as const;
export const REQUIRED_COLUMNS = ['product_slug', 'variation_slug', 'stock'] as const;
export const MAX_IMPORT_ROWS = 5000;

export interface CsvRecord {
  /** Line in the file where the row starts (the header is line 1). */
  line: number;
  cells: Record<string, string>;
}

/** A row read and checked on its own; what it means against the database is decided later. */
export interface ImportRow {
  line: number;
  productSlug: string;
  productName?: string;
  variationSlug?: string;
  variationName?: string;
  priceCents?: number;
  vatRate?: 900 | 2100;
  inPackage?: number;
  stock: number;
  active?: boolean;
  /** Fits through a letterbox (the size's flag, or the product's without sizes). */
  letterbox?: boolean;
}

export interface RejectedRow {
  line: number;
  reasons: string[];
}

/** RFC 4180 rows (quotes, doubled quotes, line breaks inside quotes), each with its first line number. */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.split(';').length >= firstLine.split(',').length ? ';' : ',';
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      fields.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      fields.push(cell);
      rows.push({ line: rowLine, fields });
      fields = [];
      cell = '';
      line += 1;
      rowLine = line;
    } else cell += char;
  }
  if (cell !== '' || fields.length > 0) {
    fields.push(cell);
    rows.push({ line: rowLine, fields });
  }
  // Empty lines (a trailing newline, a blank line in between) are no rows.
  return rows.filter((row) => row.fields.some((field) => field.trim() !== ''));
}

/** The header's columns and the records under it, or the columns that are missing. */
export function readRecords(text: string): { records: CsvRecord[]; missing: string[] } {
  const [header, ...rows] = parseCsv(text);
  const columns = (header?.fields ?? []).map((name) => name.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  const records = rows.map((row) => ({
    line: row.line,
    cells: Object.fromEntries(columns.map((name, index) => [name, (row.fields[index] ?? '').trim()])),
  }));
  return { records, missing };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** '12,95', '12.95', '€ 1.234,50' -> cents; undefined when it is no amount. */
export function parseAmount(value: string): number | undefined {
  const plain = value.replace(/[€\s]/g, '');
  // Dutch notation: a comma is the decimal sign ('1.234,50'); '1,999' is ambiguous and refused.
  const normalised = /,\d{1,2}$/.test(plain) ? plain.replace(/\./g, '').replace(',', '.') : plain;
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return undefined;
  return Math.round(Number(normalised) * 100);
}

const YES = new Set(['ja', 'j', 'yes', 'true', '1', 'actief']);
const NO = new Set(['nee', 'n', 'no', 'false', '0', 'inactief']);

/** One record checked on its own: the row, or the Dutch reasons it is rejected. */
export function validateRecord(record: CsvRecord): { row?: ImportRow; reasons: string[] } {
  const cell = (name: string) => record.cells[name] ?? '';
  const reasons: string[] = [];
  const productSlug = cell('product_slug');
  if (!SLUG.test(productSlug))
    reasons.push('product_slug ontbreekt of bevat andere tekens dan a-z, 0-9 en -.');
  const variationSlug = cell('variation_slug') || undefined;
  if (variationSlug && !SLUG.test(variationSlug))
    reasons.push('variation_slug bevat andere tekens dan a-z, 0-9 en -.');
  const stock = /^\d{1,7}$/.test(cell('stock')) ? Number(cell('stock')) : undefined;
  if (stock === undefined) reasons.push('stock moet een heel getal van 0 of meer zijn.');
  const priceCents = cell('price') ? parseAmount(cell('price')) : undefined;
  if (cell('price') && priceCents === undefined)
    reasons.push(`price '${cell('price')}' is geen bedrag (bijv. 12,95).`);
  const vatText = cell('vat_rate').replace('%', '').trim();
  const vatRate = vatText === '' ? undefined : vatText === '9' ? 900 : vatText === '21' ? 2100 : null;
  if (vatRate === null) reasons.push('vat_rate moet 9 of 21 zijn.');
  const inPackage = cell('in_package') ? Number(cell('in_package')) : undefined;
  if (inPackage !== undefined && !(Number.isInteger(inPackage) && inPackage >= 1 && inPackage <= 1000))
    reasons.push('in_package moet een heel getal van 1 tot 1000 zijn.');
  const activeText = cell('active').toLowerCase();
  const active =
    activeText === '' ? undefined : YES.has(activeText) ? true : NO.has(activeText) ? false : null;
  if (active === null) reasons.push('active moet ja of nee zijn.');
  const letterboxText = cell('letterbox').toLowerCase();
  const letterbox =
    letterboxText === '' ? undefined : YES.has(letterboxText) ? true : NO.has(letterboxText) ? false : null;
  if (letterbox === null) reasons.push('letterbox moet ja of nee zijn.');
  for (const name of ['product_name', 'variation_name'])
    if (cell(name).length > 160) reasons.push(`${name} is langer dan 160 tekens.`);
  if (reasons.length > 0) return { reasons };
  return {
    reasons,
    row: {
      line: record.line,
      productSlug,
      productName: cell('product_name') || undefined,
      variationSlug,
      variationName: cell('variation_name') || undefined,
      priceCents,
      vatRate: vatRate ?? undefined,
      inPackage,
      stock: stock!,
      active: active ?? undefined,
      letterbox: letterbox ?? undefined,
    },
  };
}
