/** Rounds before an event is given up (and shown to staff as failed): about 6 hours of tries. */
export const MAX_ATTEMPTS = 15;
const FIRST_RETRY_MS = 10_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** Wait after the nth failed round: 10 s doubling to at most an hour (SMTP down for 10 minutes: 7 tries). */
export function backoffMs(attempts: number): number {
  return Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}
