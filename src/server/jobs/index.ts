// The shop's own scheduler: recurring jobs run by one instance per due time (decision 017).
export {
  loadScheduledJobs,
  provideScheduledJobs,
  runDueJobs,
  scheduledJobNames,
  scheduleJob,
  startScheduler,
} from './scheduler';
