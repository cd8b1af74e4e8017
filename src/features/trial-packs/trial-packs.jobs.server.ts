import { scheduleJob } from '~/server/jobs';
import { queueTrialFollowUps } from './trial-staff.server';

// A week after a trial pack was sent, one follow-up mail to those who asked for it (issue #27 section 2).
scheduleJob({
  name: 'trial-packs.follow-up',
  schedule: { dailyAt: '10:00' },
  run: async () => {
    await queueTrialFollowUps();
  },
});
