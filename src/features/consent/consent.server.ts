import { and, isNull, sql } from 'drizzle-orm';
import type { Tx } from '~/server/db';
import { consents } from '~/server/db/schema';
import type { ConsentSubject } from './consent';
import { consentWording } from './consent';

/**
 * Records a consent given by pressing a confirm button (decision 028), in the transaction that acts on
 * it: what, the words shown and their version, when, and the form it was given on.
 */
export async function recordConsent(
  tx: Tx,
  input: { email: string; subject: ConsentSubject; source: string; at?: Date },
): Promise<void> {
  const wording = consentWording(input.subject);
  await tx.insert(consents).values({
    email: input.email.trim().toLowerCase(),
    subject: input.subject,
    textVersion: wording.version,
    shownText: wording.text,
    source: input.source,
    givenAt: input.at ?? new Date(),
  });
}

/** Withdrawing (one click): every open consent of this address for `subject` ends now. */
export async function withdrawConsent(tx: Tx, email: string, subject: ConsentSubject, at = new Date()) {
  await tx
    .update(consents)
    .set({ withdrawnAt: at })
    .where(
      and(
        sql`lower(${consents.email}) = ${email.trim().toLowerCase()}`,
        sql`${consents.subject} = ${subject}`,
        isNull(consents.withdrawnAt),
      ),
    );
}
