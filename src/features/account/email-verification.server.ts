import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { messages } from '~/lib/messages';
import { verifyEmailPath } from '~/lib/routes';
import { hashToken, newToken } from '~/server/auth/session.server';
import { db } from '~/server/db';
import { emailVerifications, orders, subscriptions, users } from '~/server/db/schema';
import { publicUrl } from '~/server/env';
import { forbidden } from '~/server/http/errors';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';

/*
 * Guest orders join an account only once the account holder proved the address is theirs
 * (decisions 025 and 028). Registering with an address proves nothing (anyone can type someone else's),
 * and guest orders are health data. So registration only records `email_verification.requested`;
 * the mailed single-use link (7 days) names the account it is for, and it is confirmed with a
 * button that posts while logged in to that very account: the person who reads the mail and the
 * person logged in are then one person, at that moment. Only then is the address marked verified
 * and are the guest orders and subscriptions with that address attached.
 *
 * The stranger-first attack (someone registers with a guest's address; the guest presses the
 * button in the mail she then gets) attaches nothing: she is not logged in to the stranger's
 * account, and the stranger never sees the link.
 */

const VALID_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/** The outbox's handler: makes the single-use link when the mail goes out (no secret waits in the outbox). */
export async function sendVerificationMail(userId: number): Promise<void> {
  const database = await db();
  const [user] = await database.select().from(users).where(eq(users.id, userId));
  if (!user || user.emailVerifiedAt) return;
  const token = newToken();
  await database.insert(emailVerifications).values({
    tokenHash: hashToken(token),
    userId: user.id,
    email: user.email,
    expiresAt: new Date(Date.now() + VALID_FOR_MS),
  });
  const mail = messages.emailVerification.mail;
  const { html, text } = renderEmail({
    preheader: mail.preheader,
    heading: mail.heading(user.firstName),
    paragraphs: [mail.account(`${user.firstName} ${user.lastName}`, user.email), mail.body, mail.notYou],
    button: { label: mail.button, url: `${publicUrl()}${verifyEmailPath(token)}` },
    footer: { text: messages.transactionalReason.account },
  });
  await sendMail({ to: user.email, subject: mail.subject, html, text });
}

/** Whether the link of `token` is still good (the page shows the confirm button only then). */
export async function verificationIsValid(token: string): Promise<boolean> {
  const [row] = await (await db())
    .select({ userId: emailVerifications.userId })
    .from(emailVerifications)
    .where(
      and(eq(emailVerifications.tokenHash, hashToken(token)), gt(emailVerifications.expiresAt, new Date())),
    );
  return Boolean(row);
}

export interface Verified {
  attachedOrders: number;
  attachedSubscriptions: number;
}

/**
 * The confirm button, pressed by `userId` (the logged-in caller): uses the token up, marks the
 * address verified and attaches the guest orders and subscriptions placed with it. Null when the
 * link is unknown, used, expired, or the account's address changed since the mail went out; 403
 * (and the link stays usable) when the caller is logged in to another account than the link's.
 */
export async function verifyEmail(token: string, userId: number): Promise<Verified | null> {
  return (await db()).transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(emailVerifications)
      .where(
        and(eq(emailVerifications.tokenHash, hashToken(token)), gt(emailVerifications.expiresAt, new Date())),
      )
      .for('update');
    if (!link) return null;
    if (link.userId !== userId) throw forbidden(messages.emailVerification.otherAccount);
    await tx.delete(emailVerifications).where(eq(emailVerifications.tokenHash, link.tokenHash));
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.id, userId), sql`lower(${users.email}) = lower(${link.email})`))
      .returning({ id: users.id, email: users.email });
    if (!user) return null;
    const sameAddress = (column: typeof orders.email | typeof subscriptions.email) =>
      sql`lower(${column}) = lower(${user.email})`;
    const attachedSubscriptions = await tx
      .update(subscriptions)
      .set({ userId: user.id })
      .where(and(isNull(subscriptions.userId), sameAddress(subscriptions.email)))
      .returning({ id: subscriptions.id });
    const attached = await tx
      .update(orders)
      .set({ userId: user.id, updatedAt: new Date() })
      .where(and(isNull(orders.userId), sameAddress(orders.email)))
      .returning({ id: orders.id });
    return { attachedOrders: attached.length, attachedSubscriptions: attachedSubscriptions.length };
  });
}
