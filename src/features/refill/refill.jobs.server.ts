import { scheduleJob } from '~/server/jobs';
import { queueDueRefillReminders } from './refill.server';

// "Bijna op?" reminders due today (decision 024).
scheduleJob({
  name: 'refill.reminders',
  schedule: { dailyAt: '09:00' },
  run: async () => {
    await queueDueRefillReminders();
  },
});
