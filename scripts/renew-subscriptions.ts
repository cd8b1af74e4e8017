// `npm run subscriptions:renew`: the daily subscription run by hand. The shop's own scheduler
// runs it every day at 06:00 (job subscriptions.daily, decision 017); running it again, beside
// the scheduler or twice the same day, does no harm: every step claims its rows first. Pauses
// that end resume, failed payments due for a try are tried (after 3 and 7 days), due renewals
// are ordered, and the pre-renewal e-mails (3 days ahead) are recorded. Before it exits it sends
// what it recorded (mails, cache invalidation, told to running instances over the event bus);
// a running server would do the same within a second.
import '~/app/wiring';
import { runDailySubscriptions } from '~/features/subscriptions/renewals.server';
import { databaseConfigFromEnv, prepareDatabase, setDatabase } from '~/server/db';
import { env } from '~/server/env';
import { startEventBus, stopEventBus } from '~/server/events';
import { closeMailer } from '~/server/mail';
import { drainOutbox } from '~/server/outbox';

const database = await prepareDatabase(databaseConfigFromEnv());
setDatabase(database);
await startEventBus({ databaseUrl: env().DATABASE_URL });
const report = await runDailySubscriptions();
const { renewals } = report;
console.info(
  `resumed: ${report.resumed}, payment retries: ${report.retries.tried} (paid ${report.retries.paid}), ` +
    `renewals due: ${renewals.due}, ordered: ${renewals.ordered.join(', ') || 'none'}, ` +
    `waiting for stock: ${renewals.waitingForStock.length}, failed: ${renewals.failed.length}, ` +
    `reminders sent: ${report.reminders}`,
);
for (const failure of renewals.failed) console.info(`  ${failure.subscription}: ${failure.reason}`);
await drainOutbox();
closeMailer();
await stopEventBus();
await database.close();
