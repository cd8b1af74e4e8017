import { scheduleJob } from '~/server/jobs';
import { queueDueRefillReminders } from './refill.server';

// "Bijna op?" reminders due today (issue #27 section 4).
scheduleJob({
  name: 'refill.reminders',
  schedule: { dailyAt: '09:00' },
  run: async () => {
    await queueDueRefillReminders();
  },
});
