/**
 * Whether the last mail this process tried to send failed (readiness reports SMTP as degraded
 * then). On globalThis: the built server's start script and the Astro bundle each hold a copy.
 */
const stateKey = Symbol.for('zorgzaam.mail-delivery');
const globalScope = globalThis as Record<symbol, { failed: boolean } | undefined>;
globalScope[stateKey] ??= { failed: false };
const state = globalScope[stateKey];

export function recordMailOutcome(sent: boolean): void {
  state.failed = !sent;
}

export function lastMailFailed(): boolean {
  return state.failed;
}
