// `npm run stats:rebuild`: rolls the statistics up again from the orders (decision 006), for after
// a bulk change straight in the database that the triggers did not see (a restore of only some
// tables, a hand-made fix with the triggers off). Safe while the shop runs: the figures stay
// exact meanwhile (days not yet rolled up are read from the orders), and checkouts wait at most
// for one step of closing days (a week of orders).
import { refreshStatsRollups, resetStatsRollups } from '~/features/admin/stats-rollups.server';
import { databaseConfigFromEnv, prepareDatabase } from '~/server/db';

const database = await prepareDatabase(databaseConfigFromEnv());
const started = performance.now();
await resetStatsRollups(database);
const closedThrough = await refreshStatsRollups(database);
console.info(
  `statistics rolled up again through ${closedThrough ?? '(no orders)'} in ${Math.round(performance.now() - started)} ms (${database.kind})`,
);
await database.close();
