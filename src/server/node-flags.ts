/**
 * The Node flags the built server runs with (docs/decisions/016-server-memory.md). `npm run serve`
 * passes them (package.json, kept equal by node-flags.test.ts), and so do the deploy examples, the
 * tests and the benchmarks that start dist/main.mjs; main.ts warns when they are missing. They
 * must be on the command line: V8 reads them once at start, and Node refuses --liftoff-only in
 * NODE_OPTIONS.
 *
 * --liftoff-only: PGlite's WebAssembly module stays on V8's baseline compiler. Under Node 24,
 *   TurboFan compiling it in the background tripled a first start's peak memory; the baseline
 *   code costs a little order throughput, measured in the decision.
 * --max-semi-space-size=16: the young generation at 16 MB a half, as before Node 24 sized it
 *   from the machine's memory, which kept RSS that the shop's short-lived garbage never needs.
 */
export const SERVER_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=16'] as const;

/** The flags this process was started without (command line or, where Node allows, NODE_OPTIONS). */
export function missingServerFlags(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions: string = process.env.NODE_OPTIONS ?? '',
): string[] {
  const given = new Set([...execArgv, ...nodeOptions.split(/\s+/)]);
  return SERVER_NODE_FLAGS.filter((flag) => !given.has(flag));
}
