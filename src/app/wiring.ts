import { provideScheduledJobs } from '~/server/jobs';
import { provideDomainHandlers } from '~/server/outbox';

/*
 * The composition root's wiring (decision 034): infrastructure imports no feature, so it is told
 * here which modules register the features' outbox handlers and scheduled jobs. Both lists load
 * lazily (a route that only records an event loads no handler). Every entry point imports this
 * module once: the server's start (./main.ts), the start-up step (./database-startup.ts, which
 * tests, scripts and `astro dev` use), and the test set-up.
 */
provideDomainHandlers(() => import('./outbox-handlers'));
provideScheduledJobs(() => import('./scheduled-jobs'));
