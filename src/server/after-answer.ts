import { log } from './log';
import { remember } from './remember';

/**
 * Work done after the answer is sent. A request that mails only when an address is known
 * (forgot password, withdrawal link) would otherwise answer measurably later for a known
 * address than for an unknown one: the lookup and recording the mail's outbox event move here,
 * so both answers take the same path (the mail itself goes out from the outbox). In-process on
 * purpose: the work is small and a lost job (the process stops) only means the customer asks again.
 */
// On globalThis: the built server's start script (which drains at shutdown) and the Astro bundle
// each hold a copy of this module.
const pending = remember('mailQueue', () => new Set<Promise<void>>());

export function runAfterAnswer(name: string, job: () => Promise<unknown>): void {
  const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(job)
    .then(
      () => undefined,
      (error: unknown) => log.error('work after the answer failed', { job: name, error }),
    )
    .finally(() => pending.delete(done));
  pending.add(done);
}

/** Jobs not finished yet (a metric). */
export function pendingAfterAnswer(): number {
  return pending.size;
}

/** Waits until every queued job has finished (tests; a graceful shutdown). */
export async function drainAfterAnswer(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
