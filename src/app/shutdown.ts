import { log } from '~/server/log';

/** One step of closing down: a name for the log, and the work. */
export interface ShutdownStep {
  name: string;
  run: () => unknown;
}

/** How long one step may take before the next one runs anyway. */
export const SHUTDOWN_STEP_LIMIT_MS = 5_000;

/**
 * Runs the steps of a shutdown in order. A step that fails, or that has not finished within
 * `stepLimitMs`, is logged and the next one runs: a PostgreSQL connection that was cut under the
 * shop can leave pg's `end()` waiting for ever, and the process must still exit (an orchestrator
 * would kill it unlogged after its own grace period).
 */
export async function runShutdown(
  steps: ShutdownStep[],
  stepLimitMs = SHUTDOWN_STEP_LIMIT_MS,
): Promise<void> {
  for (const step of steps) {
    let timer: NodeJS.Timeout | undefined;
    const overdue = new Promise<'overdue'>((resolve) => {
      timer = setTimeout(() => resolve('overdue'), stepLimitMs);
    });
    try {
      const outcome = await Promise.race([Promise.resolve().then(step.run), overdue]);
      if (outcome === 'overdue')
        log.warn('shutdown step did not finish in time; going on', { step: step.name, limitMs: stepLimitMs });
    } catch (error) {
      log.error('shutdown step failed; going on', { step: step.name, error });
    } finally {
      clearTimeout(timer);
    }
  }
}
