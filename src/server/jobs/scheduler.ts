import { randomUUID } from 'node:crypto';
import { type Database, getDatabase } from '../db';
import { log } from '../log';
import { metrics } from '../metrics/registry';
import { remember } from '../remember';
import { traced } from '../tracing/spans';
import { type JobSchedule, nextDueTime } from './schedule';

export interface JobDefinition {
  /** Stable: the job's row in scheduled_jobs is found by it. */
  name: string;
  schedule: JobSchedule;
  /** Safe to repeat: an instance killed half-way is replaced by another that runs it again. */
  run(context: { dueAt: Date }): Promise<unknown>;
}

/** An instance holds a claimed job this long, renewed while the job runs. */
const LEASE_MS = 2 * 60_000;
/** A failed run is tried again this soon (or at its next due time, if that comes first). */
const RETRY_FAILED_MS = 5 * 60_000;

interface Registry {
  jobs: Map<string, JobDefinition>;
  /** Set by the composition root (src/app/wiring.ts): loads the module that schedules every job. */
  load?: () => Promise<unknown>;
}
// On globalThis, like the outbox's registry: one list per process whichever bundle registers.
const registry = remember<Registry>('jobs', () => ({ jobs: new Map() }));

/**
 * The composition root names what schedules the jobs (src/app/scheduled-jobs.ts); infrastructure
 * imports no feature (decision 034).
 */
export function provideScheduledJobs(load: () => Promise<unknown>): void {
  registry.load = load;
}

/** Feature jobs register when the composition root's list loads (src/app/scheduled-jobs.ts). */
export async function loadScheduledJobs(): Promise<void> {
  if (!registry.load)
    throw new Error('no scheduled jobs provided: the entry point imports ~/app/wiring (decision 034)');
  await registry.load();
}

/** Registers recurring work for the shop's own scheduler: exactly one instance runs each due time. */
export function scheduleJob(job: JobDefinition): void {
  registry.jobs.set(job.name, job);
}

export function scheduledJobNames(): string[] {
  return [...registry.jobs.keys()];
}

/**
 * Claims the job's current due time for this instance. The conditional UPDATE is atomic on both
 * engines: of instances claiming together exactly one sees the row still free, the others see the
 * lease it set (PostgreSQL re-checks the condition on the row it waited for).
 */
async function claim(database: Database, job: JobDefinition, now: Date, instance: string) {
  await database.execute(
    'INSERT INTO scheduled_jobs (name, next_run_at) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [job.name, nextDueTime(job.schedule, now)],
  );
  const [row] = await database.execute(
    `UPDATE scheduled_jobs SET locked_until = $3, locked_by = $4, last_started_at = $2
      WHERE name = $1 AND next_run_at <= $2 AND (locked_until IS NULL OR locked_until < $2)
      RETURNING next_run_at`,
    [job.name, now, new Date(now.getTime() + LEASE_MS), instance],
  );
  return row ? new Date(row.next_run_at as string | Date) : undefined;
}

async function runClaimed(database: Database, job: JobDefinition, dueAt: Date, now: Date, instance: string) {
  const heartbeat = setInterval(() => {
    database
      .execute('UPDATE scheduled_jobs SET locked_until = $3 WHERE name = $1 AND locked_by = $2', [
        job.name,
        instance,
        new Date(Date.now() + LEASE_MS),
      ])
      .catch((error: unknown) => log.warn('job lease not renewed', { job: job.name, error }));
  }, LEASE_MS / 3);
  heartbeat.unref();
  let failure: string | null = null;
  const started = performance.now();
  try {
    await traced(
      `job ${job.name}`,
      { root: true, attributes: { 'zorgzaam.job': job.name, 'zorgzaam.job.due_at': dueAt.toISOString() } },
      () => job.run({ dueAt }),
    );
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
    log.error('scheduled job failed', { job: job.name, error });
  } finally {
    clearInterval(heartbeat);
  }
  const finished = new Date(Math.max(Date.now(), now.getTime()));
  const next = nextDueTime(job.schedule, new Date(Math.max(finished.getTime(), dueAt.getTime())));
  const retry = new Date(finished.getTime() + RETRY_FAILED_MS);
  await database.execute(
    `UPDATE scheduled_jobs SET next_run_at = $3, locked_until = NULL, locked_by = NULL,
            last_finished_at = $4, last_error = $5
      WHERE name = $1 AND locked_by = $2`,
    [job.name, instance, failure && retry < next ? retry : next, finished, failure],
  );
  log.info('scheduled job ran', {
    job: job.name,
    dueAt,
    ms: Math.round(performance.now() - started),
    failure,
  });
}

/** One pass: runs every registered job that is due and that no other instance holds. Returns their names. */
export async function runDueJobs(options: { now?: Date; instance?: string } = {}): Promise<string[]> {
  const database = await getDatabase();
  const now = options.now ?? new Date();
  const instance = options.instance ?? processInstance;
  const ran: string[] = [];
  for (const job of registry.jobs.values()) {
    const dueAt = await claim(database, job, now, instance);
    if (!dueAt) continue;
    await runClaimed(database, job, dueAt, now, instance);
    ran.push(job.name);
  }
  return ran;
}

const processInstance = randomUUID();

/** The scheduler of a server or worker process: looks for due jobs every `tickMs`. */
export function startScheduler(options: { tickMs?: number } = {}): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    const started = new Date();
    running = runDueJobs({ now: started })
      .then(() => metrics().schedulerLastPass.set(started.getTime() / 1000))
      .catch((error: unknown) => log.warn('scheduler pass failed', { error }))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, options.tickMs ?? 15_000);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
