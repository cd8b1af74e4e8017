import { loadScheduledJobs, startScheduler } from '~/server/jobs';
import { log } from '~/server/log';
import { startOutboxDispatcher } from '~/server/outbox';

/**
 * What a process runs: `all` (the default) serves HTTP and runs the background work; `web` only
 * serves; `worker` only runs the outbox and the scheduler, without an HTTP port (decision 017).
 */
export type ServerRole = 'all' | 'web' | 'worker';

export function serverRole(argv: readonly string[] = process.argv): ServerRole {
  const flag = argv.find((arg) => arg.startsWith('--role='));
  const role = flag?.slice('--role='.length) ?? 'all';
  if (role === 'all' || role === 'web' || role === 'worker') return role;
  throw new Error(`unknown --role=${role}: use all, web or worker`);
}

/** Starts the outbox dispatcher and the scheduler; resolves to the function that stops both. */
export async function startBackgroundWork(): Promise<() => Promise<void>> {
  const stopOutbox = await startOutboxDispatcher();
  await loadScheduledJobs();
  const stopScheduler = startScheduler();
  log.info('background work started', { outbox: true, scheduler: true });
  return async () => {
    await stopScheduler();
    await stopOutbox();
  };
}
