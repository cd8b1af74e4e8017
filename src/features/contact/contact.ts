import { z } from 'zod';
import { messages } from '~/lib/messages';

/** POST /api/contact. `website` is a honeypot: people never see it, form-filling bots do. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, messages.contact.nameRequired).max(120),
  email: z.email(messages.contact.invalidEmail).max(200),
  subject: z.string().trim().max(200).default(''),
  message: z.string().trim().min(10, messages.contact.messageTooShort).max(5000),
  website: z.string().max(200).optional(),
});
export type ContactInput = z.infer<typeof contactSchema>;
