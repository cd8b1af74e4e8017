import { eq } from 'drizzle-orm';
import { hasOptedOut, oneClickHeaders, unsubscribeLink } from '~/features/consent/mail-opt-out.server';
import { messages } from '~/lib/messages';
import { reviewPath } from '~/lib/routes';
import { db } from '~/server/db';
import { orders } from '~/server/db/schema';
import { publicUrl } from '~/server/env';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';
import { createReviewInvitation } from './reviews.server';

/**
 * Invites the buyer of a delivered order to review what they bought: the invitation is made
 * once per order, and only a newly made one is mailed (a repeated call sends nothing). The mail
 * goes out inside the transaction that makes the invitation: when sending fails, no invitation
 * remains and the outbox's retry makes a new one. Subject and preheader name the order number
 * only, never a product.
 */
export async function inviteToReview(orderId: number): Promise<boolean> {
  const [buyer] = await (await db())
    .select({ email: orders.email })
    .from(orders)
    .where(eq(orders.id, orderId));
  // Unsubscribed with one click from an earlier invitation: no more (decision 028).
  if (!buyer || (await hasOptedOut(buyer.email, 'review_invitation'))) return false;
  const unsubscribe = await unsubscribeLink(buyer.email, 'review_invitation');
  return (await db()).transaction(async (tx) => {
    const token = await createReviewInvitation(tx, orderId);
    if (!token) return false;
    const [order] = await tx
      .select({ email: orders.email, number: orders.number, firstName: orders.firstName })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) return false;
    const text = messages.reviews.mail;
    const { html, text: plain } = renderEmail({
      preheader: text.preheader,
      heading: text.heading(order.firstName),
      paragraphs: [text.body],
      details: [[messages.orderMail.orderNumber, order.number]],
      button: { label: text.button, url: `${publicUrl()}${reviewPath(token)}` },
      footer: { text: text.footer, link: { label: messages.mailOptOut.footerLink, url: unsubscribe } },
    });
    await sendMail({
      to: order.email,
      subject: text.subject(order.number),
      html,
      text: plain,
      headers: oneClickHeaders(unsubscribe),
    });
    return true;
  });
}
