import { messages } from '~/lib/messages';

/** What someone can consent to; each has the words its confirm page shows, with their version. */
export const CONSENT_SUBJECTS = ['newsletter', 'trial_pack'] as const;
export type ConsentSubject = (typeof CONSENT_SUBJECTS)[number];

/** The words the confirm page shows above its button, and their version (stored with the consent). */
export function consentWording(subject: ConsentSubject): { version: string; text: string } {
  return messages.consent[subject];
}
