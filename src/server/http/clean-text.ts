/**
 * Text the database cannot store or that no person types: NUL (PostgreSQL refuses it in
 * text, the request used to end in a 500) and UTF-16 surrogates without their partner
 * (JSON may carry them as `\ud800`; they cannot be encoded as UTF-8).
 */
const UNSAFE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isCleanText = (text: string): boolean => !UNSAFE_TEXT.test(text);

/**
 * The path ('items.0.name') of the first string or object key in `value` holding unsafe
 * text, '_' for the value itself, or undefined when all of it is clean. Walks parsed JSON,
 * route parameters and query objects alike.
 */
export function findUncleanText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return isCleanText(value) ? undefined : path.join('.') || '_';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUncleanText(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isCleanText(key)) return [...path, '_'].join('.');
      const found = findUncleanText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
