import { getDatabase } from '~/server/db';
import { scheduleJob } from '~/server/jobs';
import { refreshStatsRollups } from './stats-rollups.server';

// The statistics' roll-ups follow the orders as they change (decision 006): stale days and
// customers are recomputed and yesterday is closed here, in bounded steps, so a read of the
// figures finds at most a minute's work left. After migration 0026 or `npm run stats:rebuild`
// the first runs roll up the whole history.
scheduleJob({
  name: 'stats.rollups',
  schedule: { everyMs: 60_000 },
  run: async () => refreshStatsRollups(await getDatabase()),
});
