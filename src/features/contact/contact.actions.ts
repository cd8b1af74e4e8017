import { api, settle } from '~/lib/http';

/** POST /api/contact: the contact form's fields (name, email, subject, message). Settled. */
export const sendContactMessage = (fields: Record<string, string>) =>
  settle(api.post('/api/contact', { json: fields }));
