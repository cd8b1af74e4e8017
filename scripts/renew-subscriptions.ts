// `npm run subscriptions:renew`: creates the follow-up orders of subscriptions due today (run it
// daily from cron or a scheduler; running it twice does no harm). With the built-in test
// provider the recurring payments succeed at once, so the whole cycle can be tried locally.
import { runDueRenewals } from '~/features/subscriptions/renewals.server';
import { databaseConfigFromEnv, prepareDatabase, setDatabase } from '~/server/db';

const database = await prepareDatabase(databaseConfigFromEnv(), { seed: false });
setDatabase(database);
const report = await runDueRenewals();
console.info(
  `renewals due: ${report.due}, ordered: ${report.ordered.join(', ') || 'none'}, failed: ${report.failed.length}`,
);
for (const failure of report.failed) console.info(`  ${failure.subscription}: ${failure.reason}`);
await database.close();
