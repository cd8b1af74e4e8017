import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledJobs } from '~/server/db/schema';
import { runDueJobs, scheduleJob, startScheduler } from '~/server/jobs';
import { metrics } from '~/server/metrics/registry';
import { setupTestDatabase } from '../helpers/db';

const database = setupTestDatabase();

function countingJob(name: string, work: () => Promise<void> = async () => undefined) {
  const runs: Date[] = [];
  scheduleJob({
    name,
    schedule: { dailyAt: '04:00' },
    run: async ({ dueAt }) => {
      runs.push(dueAt);
      await work();
    },
  });
  return runs;
}

async function makeDue(name: string, at = new Date(Date.now() - 1_000)) {
  await runDueJobs({ instance: 'setup' }); // creates the row
  await database().db.update(scheduledJobs).set({ nextRunAt: at }).where(eq(scheduledJobs.name, name));
}

describe('scheduler', () => {
  it('runs a due job once, then not before its next due time', async () => {
    const runs = countingJob('daily-once');
    await makeDue('daily-once');
    await runDueJobs({ instance: 'a' });
    await runDueJobs({ instance: 'a' });
    expect(runs).toHaveLength(1);
    const [row] = await database()
      .db.select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'daily-once'));
    expect(row?.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(row?.lockedBy).toBeNull();
  });

  it('runs a due job on one of several instances passing at the same moment', async () => {
    const runs = countingJob('daily-shared', () => new Promise((resolve) => setTimeout(resolve, 50)));
    await makeDue('daily-shared');
    const ran = await Promise.all(['a', 'b', 'c', 'd'].map((instance) => runDueJobs({ instance })));
    expect(runs).toHaveLength(1);
    expect(ran.filter((names) => names.includes('daily-shared'))).toHaveLength(1);
  });

  it("lets another instance take over a killed instance's job once its lease has run out", async () => {
    const runs = countingJob('daily-takeover');
    await makeDue('daily-takeover');
    const dueAt = new Date(Date.now() - 1_000);
    // Instance a claimed it and was killed: its lease is still running.
    await database()
      .db.update(scheduledJobs)
      .set({ nextRunAt: dueAt, lockedBy: 'a', lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(scheduledJobs.name, 'daily-takeover'));
    await runDueJobs({ instance: 'b' });
    expect(runs).toHaveLength(0);
    await runDueJobs({ instance: 'b', now: new Date(Date.now() + 61_000) });
    expect(runs.map((run) => run.getTime())).toEqual([dueAt.getTime()]);
  });

  it('tries a failed run again soon, not only at the next due time', async () => {
    let fail = true;
    const runs = countingJob('daily-flaky', async () => {
      if (fail) throw new Error('even niet');
    });
    await makeDue('daily-flaky');
    await runDueJobs({ instance: 'a' });
    const [row] = await database()
      .db.select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'daily-flaky'));
    expect(row?.lastError).toBe('even niet');
    fail = false;
    await runDueJobs({ instance: 'a', now: new Date(Date.now() + 6 * 60_000) });
    expect(runs).toHaveLength(2);
  });

  it('shows in /metrics when its latest pass began, also a pass that found nothing due', async () => {
    const before = Date.now() / 1000;
    const stop = startScheduler({ tickMs: 60_000 });
    await stop(); // waits for the first pass, which starts at once
    const reading = await metrics().registry.getSingleMetricAsString(
      'zorgzaam_scheduler_last_pass_started_seconds',
    );
    const seconds = Number(reading.trim().split('\n').at(-1)?.split(' ').at(-1));
    expect(seconds).toBeGreaterThanOrEqual(before);
    expect(seconds).toBeLessThanOrEqual(Date.now() / 1000);
  });
});
