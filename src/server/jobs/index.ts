// The shop's own scheduler: recurring jobs run by one instance per due time (decision 017).
export type { JobSchedule } from './schedule';
export { type JobDefinition, runDueJobs, scheduledJobNames, scheduleJob, startScheduler } from './scheduler';

/** Feature jobs register when their files load (see ./registered.ts). */
export async function loadScheduledJobs(): Promise<void> {
  await import('~/app/scheduled-jobs');
}
