import { eq } from 'drizzle-orm';
import { issuePasswordLink } from '~/features/account/password-reset.server';
import { formatLongDate } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { resetPasswordPath } from '~/lib/routes';
import { db } from '~/server/db';
import { users } from '~/server/db/schema';
import { publicUrl } from '~/server/env';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';

/** A week, as the payment link: the first password of an account staff made (decision 037). */
const VALID_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The mail of an account staff made for a caller: a single-use link to choose her password (the
 * reset page). Choosing it proves the address is hers. Sent only while the account has no password.
 */
export async function sendChoosePasswordMail(userId: number): Promise<void> {
  const [user] = await (await db()).select().from(users).where(eq(users.id, userId));
  if (user?.passwordHash !== '') return;
  const token = await issuePasswordLink(user.id, VALID_FOR_MS);
  const mail = messages.phoneAccountMail;
  const { html, text } = renderEmail({
    preheader: mail.preheader,
    heading: mail.heading(user.firstName),
    paragraphs: [
      mail.intro,
      mail.validUntil(formatLongDate(new Date(Date.now() + VALID_FOR_MS))),
      mail.notYou,
    ],
    button: { label: mail.button, url: `${publicUrl()}${resetPasswordPath(token)}` },
    footer: { text: messages.transactionalReason.account },
  });
  await sendMail({ to: user.email, subject: mail.subject, html, text });
}
