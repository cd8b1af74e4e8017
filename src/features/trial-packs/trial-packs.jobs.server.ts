import { scheduleJob } from '~/server/jobs';
import { queueTrialFollowUps } from './trial-staff.server';

// A week after a trial pack was sent, one follow-up mail to those who asked for it (decision 024).
scheduleJob({
  name: 'trial-packs.follow-up',
  schedule: { dailyAt: '10:00' },
  run: async () => {
    await queueTrialFollowUps();
  },
});
