import { log } from '../log';
import { dispatchDueEvents } from './dispatcher';
import { outboxRegistry } from './registry';

/** Feature handlers register when the composition root's list loads (src/app/outbox-handlers.ts). */
export async function loadDomainHandlers(): Promise<void> {
  const load = outboxRegistry.loadHandlers;
  if (!load)
    throw new Error('no outbox handlers provided: the entry point imports ~/app/wiring (decision 034)');
  await load();
}

/**
 * Runs every due event now, round after round, until none is due (tests; a script that wants its
 * side effects done before it exits). `now` later than the clock lets a test reach retries.
 */
export async function drainOutbox(options: { now?: Date } = {}): Promise<void> {
  await loadDomainHandlers();
  while ((await dispatchDueEvents(options.now)) > 0) {
    // another round: more may have become due, or been recorded by the handlers themselves
  }
}

/**
 * The dispatcher of a server process: woken right after a transaction that recorded an event
 * commits, and polling every `pollMs` for events other processes recorded and for retries.
 * One round at a time per process; instances share the work through row locks.
 */
export async function startOutboxDispatcher(options: { pollMs?: number } = {}): Promise<() => Promise<void>> {
  await loadDomainHandlers();
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = async () => {
    do {
      again = false;
      try {
        while (!stopped && (await dispatchDueEvents()) > 0) {
          // a full or partial round: look again until nothing is due
        }
      } catch (error) {
        log.warn('outbox round failed', { error });
      }
    } while (again && !stopped);
  };
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = undefined;
    });
  };
  outboxRegistry.wake = wake;
  const timer = setInterval(wake, options.pollMs ?? 1_000);
  timer.unref();
  wake();
  return async () => {
    stopped = true;
    clearInterval(timer);
    if (outboxRegistry.wake === wake) outboxRegistry.wake = undefined;
    await running;
  };
}
