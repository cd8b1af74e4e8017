// `npm run subscriptions:renew`: the daily subscription run (run it daily from cron or a
// scheduler; running it twice the same day does no harm): pauses that end resume, failed
// payments due for a try are tried (after 3 and 7 days), due renewals are ordered, and the
// pre-renewal e-mails (3 days ahead) go out. With the built-in test provider the recurring
// payments succeed at once (TEST_PROVIDER_RECURRING_STATUS=failed lets them fail).
import { runDailySubscriptions } from '~/features/subscriptions/renewals.server';
import { databaseConfigFromEnv, prepareDatabase, setDatabase } from '~/server/db';

const database = await prepareDatabase(databaseConfigFromEnv(), { seed: false });
setDatabase(database);
const report = await runDailySubscriptions();
const { renewals } = report;
console.info(
  `resumed: ${report.resumed}, payment retries: ${report.retries.tried} (paid ${report.retries.paid}), ` +
    `renewals due: ${renewals.due}, ordered: ${renewals.ordered.join(', ') || 'none'}, ` +
    `waiting for stock: ${renewals.waitingForStock.length}, failed: ${renewals.failed.length}, ` +
    `reminders sent: ${report.reminders}`,
);
for (const failure of renewals.failed) console.info(`  ${failure.subscription}: ${failure.reason}`);
await database.close();
