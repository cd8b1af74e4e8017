/**
 * One value per process, whichever copy of a module asks for it: the built server (dist/main.mjs)
 * and Astro's bundle each carry their own copy of the server modules, so state both must share (a
 * registry, the database, a queue) lives on globalThis under `Symbol.for('zorgzaam.<name>')`.
 * `create` runs once, for the first copy that asks.
 */
export function remember<T>(name: string, create: () => T): T {
  const key = Symbol.for(`zorgzaam.${name}`);
  const scope = globalThis as Record<symbol, T | undefined>;
  scope[key] ??= create();
  return scope[key];
}
