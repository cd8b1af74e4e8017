import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { messages } from '~/lib/messages';
import { verifyEmailPath } from '~/lib/routes';
import { hashToken, newToken } from '~/server/auth/session.server';
import { db } from '~/server/db';
import { emailVerifications, orders, users } from '~/server/db/schema';
import { publicUrl } from '~/server/env';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';

/*
 * Guest orders join an account only once the account holder proved the address is theirs
 * (issue 27). Reading of "orders placed as a guest with a verified e-mail address are attached":
 * registering with an address proves nothing (anyone can type someone else's), and guest orders
 * are health data. So registration only records `email_verification.requested`; the mailed
 * single-use link (7 days), confirmed with a button on the page (mail scanners open links but do
 * not post forms), sets users.email_verified_at and attaches the guest orders with that address.
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
    paragraphs: [mail.body, mail.notYou],
    button: { label: mail.button, url: `${publicUrl()}${verifyEmailPath(token)}` },
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

/**
 * The confirm button: uses the token up, marks the address verified and attaches the guest orders
 * placed with it. Refused (null) when the link is unknown, used, expired, or the account's address
 * changed since the mail went out. Answers how many orders joined the account.
 */
export async function verifyEmail(token: string): Promise<{ attachedOrders: number } | null> {
  return (await db()).transaction(async (tx) => {
    const [used] = await tx
      .delete(emailVerifications)
      .where(
        and(eq(emailVerifications.tokenHash, hashToken(token)), gt(emailVerifications.expiresAt, new Date())),
      )
      .returning();
    if (!used) return null;
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.id, used.userId), sql`lower(${users.email}) = lower(${used.email})`))
      .returning({ id: users.id, email: users.email });
    if (!user) return null;
    const attached = await tx
      .update(orders)
      .set({ userId: user.id, updatedAt: new Date() })
      .where(and(isNull(orders.userId), sql`lower(${orders.email}) = lower(${user.email})`))
      .returning({ id: orders.id });
    return { attachedOrders: attached.length };
  });
}
