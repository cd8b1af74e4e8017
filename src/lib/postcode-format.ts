// Light helpers an island uses, without the schemas beside them in their home module: zod must
// not reach the browser through a label or a normaliser (decision 033). Server code imports them here too.

/** '1234ab', '1234 AB' -> '1234 AB'; undefined when it is no Dutch postcode (no 0 first, no SA/SD/SS). */
export function normalizePostcode(value: string): string | undefined {
  const match = value
    .trim()
    .toUpperCase()
    .match(/^([1-9][0-9]{3})\s?([A-Z]{2})$/);
  if (!match || ['SA', 'SD', 'SS'].includes(match[2]!)) return undefined;
  return `${match[1]} ${match[2]}`;
}
