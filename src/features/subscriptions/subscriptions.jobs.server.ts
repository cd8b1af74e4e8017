import { scheduleJob } from '~/server/jobs';
import { runDailySubscriptions } from './renewals.server';

// The daily subscription run (decision 012): pauses that end, payment retries, renewals and
// reminders. Safe beside `npm run subscriptions:renew`: every step claims its rows first.
scheduleJob({
  name: 'subscriptions.daily',
  schedule: { dailyAt: '06:00' },
  run: () => runDailySubscriptions(),
});
