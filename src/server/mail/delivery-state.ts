import { remember } from '../remember';

/**
 * Whether the last mail this process tried to send failed (readiness reports SMTP as degraded
 * then). On globalThis: the built server's start script and the Astro bundle each hold a copy.
 */
const state = remember('mail-delivery', () => ({ failed: false }));

export function recordMailOutcome(sent: boolean): void {
  state.failed = !sent;
}

export function lastMailFailed(): boolean {
  return state.failed;
}
