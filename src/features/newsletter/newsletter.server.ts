import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { shop } from '~/config/shop';
import { recordConsent, withdrawConsent } from '~/features/consent/consent.server';
import { oneClickHeaders } from '~/features/consent/mail-opt-out.server';
import { messages } from '~/lib/messages';
import { newsletterConfirmPath, newsletterUnsubscribePath } from '~/lib/routes';
import { hashToken } from '~/server/auth/session.server';
import { db } from '~/server/db';
import { newsletterSubscribers } from '~/server/db/schema';
import { publicUrl } from '~/server/env';
import { sendMail } from '~/server/mail';
import { type EmailContent, renderEmail } from '~/server/mail/layout';
import { recordEvent } from '~/server/outbox';

/**
 * Double opt-in: a sign-up stores the address as pending and mails a confirmation
 * link. The answer is the same for a new, pending or confirmed address, so the
 * form reveals nothing about who is subscribed.
 */
export async function signUp(email: string): Promise<void> {
  const database = await db();
  const address = email.trim().toLowerCase();
  await database.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${address}`);
    if (existing?.status === 'confirmed') return;
    const [pending] = existing
      ? await tx
          .update(newsletterSubscribers)
          .set({ status: 'pending', unsubscribedAt: null })
          .where(eq(newsletterSubscribers.id, existing.id))
          .returning({ id: newsletterSubscribers.id })
      : await tx
          .insert(newsletterSubscribers)
          .values({ email: address, unsubscribeToken: randomBytes(24).toString('base64url') })
          .returning({ id: newsletterSubscribers.id });
    // The confirmation mail goes out from the outbox after the commit.
    await recordEvent(tx, 'newsletter.opt_in_requested', { subscriberId: pending!.id });
  });
}

/**
 * The outbox's handler: the confirmation link, made when the mail goes out (no secret waits in
 * the outbox; a retry replaces the link, so only the mailed one works).
 */
export async function sendOptInMail(subscriberId: number): Promise<void> {
  const database = await db();
  const confirmToken = randomBytes(32).toString('base64url');
  const [subscriber] = await database
    .update(newsletterSubscribers)
    .set({ confirmTokenHash: hashToken(confirmToken) })
    .where(and(eq(newsletterSubscribers.id, subscriberId), eq(newsletterSubscribers.status, 'pending')))
    .returning();
  if (!subscriber) return;
  const mail = messages.newsletterMail;
  const { html, text } = renderEmail({
    preheader: mail.preheader,
    heading: mail.heading,
    paragraphs: [mail.intro(shop.brand), mail.confirm],
    button: { label: mail.button, url: `${publicUrl()}${newsletterConfirmPath(confirmToken)}` },
    footer: { text: messages.transactionalReason.newsletterOptIn },
  });
  await sendMail({ to: subscriber.email, subject: mail.subject, html, text });
}

/** Whether the confirmation link is still good (its page then shows the confirm button). */
export async function confirmationIsOpen(token: string): Promise<boolean> {
  const [row] = await (await db())
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
        eq(newsletterSubscribers.status, 'pending'),
      ),
    );
  return Boolean(row);
}

/**
 * The confirm button on the page the mailed link opens (opening the link changes nothing: mail
 * scanners open links, decision 028). Records the consent with the words shown and the form (`source`).
 * Answers false for an unknown or used token.
 */
export async function confirm(token: string, source: string): Promise<boolean> {
  return (await db()).transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: new Date(), confirmTokenHash: null })
      .where(
        and(
          eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
          eq(newsletterSubscribers.status, 'pending'),
        ),
      )
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    if (!row) return false;
    await recordConsent(tx, { email: row.email, subject: 'newsletter', source });
    return true;
  });
}

/** The link in every newsletter (a button, or the mail program's one-click POST). Twice is fine. */
export async function unsubscribe(token: string): Promise<boolean> {
  return (await db()).transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null })
      .where(eq(newsletterSubscribers.unsubscribeToken, token))
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    if (row) await withdrawConsent(tx, row.email, 'newsletter');
    return Boolean(row);
  });
}

/** True while `token` is a subscriber's unsubscribe link (the page asks before it acts). */
export async function unsubscribeLinkIsKnown(token: string): Promise<boolean> {
  const [row] = await (await db())
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .limit(1);
  return Boolean(row);
}

/** The address behind the unsubscribe link of a subscriber's mails. */
function unsubscribeUrl(unsubscribeToken: string): string {
  return `${publicUrl()}${newsletterUnsubscribePath(unsubscribeToken)}`;
}

export interface NewsletterIssue extends Omit<EmailContent, 'footer'> {
  /** Discreet like every subject of the shop: no product names. */
  subject: string;
}

/**
 * Sends one newsletter to every confirmed subscriber, one message each, with that
 * subscriber's own unsubscribe link in the footer and in the List-Unsubscribe header
 * (mail programs show it as an "afmelden" button); List-Unsubscribe-Post makes that button one
 * click (RFC 8058: the mail provider POSTs to the link, which /nieuwsbrief/afmelden answers).
 * Answers how many were sent.
 */
export async function sendNewsletterIssue(issue: NewsletterIssue): Promise<number> {
  const { subject, ...content } = issue;
  const recipients = await (await db())
    .select({ email: newsletterSubscribers.email, token: newsletterSubscribers.unsubscribeToken })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .orderBy(newsletterSubscribers.id);
  for (const recipient of recipients) {
    const link = unsubscribeUrl(recipient.token);
    const { html, text } = renderEmail({
      ...content,
      footer: {
        text: messages.newsletterMail.issueFooter,
        link: { label: messages.newsletterMail.unsubscribe, url: link },
      },
    });
    await sendMail({
      to: recipient.email,
      subject,
      html,
      text,
      headers: oneClickHeaders(link),
    });
  }
  return recipients.length;
}
