// Light helpers an island uses, without the schemas beside them in their home module: zod must
// not reach the browser through a label or a normaliser (decision 033). Server code imports them here too.

/** The choices of "hoeveel per dag" at checkout. */
export const USAGE_PER_DAY = [1, 2, 3, 4, 5, 6, 8] as const;
