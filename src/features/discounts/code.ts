// Light helpers an island uses, without the schemas beside them in their home module: zod must
// not reach the browser through a label or a normaliser (decision 033). Server code imports them here too.

/** Codes are typed by people: case and surrounding spaces never matter ('zomer10 ' is ZOMER10). */
export function normalizeCode(code: string): string {
  // A code holds letters, digits, - and _ only: a space typed in it ('welkom 10') is dropped.
  return code.replace(/\s+/g, '').toUpperCase();
}
