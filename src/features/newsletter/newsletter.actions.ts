import { api, settle } from '~/lib/http';

/** POST /api/newsletter-signup: the footer's sign-up (a confirmation mail follows). Settled. */
export const signUpForNewsletter = (email: string) =>
  settle(api.post('/api/newsletter-signup', { json: { email } }));
