import { eq } from 'drizzle-orm';
import { formatCalendarDay } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { db, type Tx } from '~/server/db';
import { subscriptions } from '~/server/db/schema';
import { publicUrl } from '~/server/env';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';
import { recordEvent } from '~/server/outbox';
import type { SubscriptionNotice } from './subscriptions';
import { renewalOrderOf, type Subscription } from './subscriptions.server';

const text = messages.subscriptions.mail;

type SubscriptionMail = SubscriptionNotice;

const accountButton = () => ({ label: text.accountButton, url: `${publicUrl()}/account` });
const payButton = (publicId: string) => ({
  label: text.payButton,
  url: `${publicUrl()}/bestelling/${publicId}`,
});

function contentOf(mail: SubscriptionMail, name: string, address: string) {
  switch (mail.kind) {
    case 'reminder': {
      const day = formatCalendarDay(mail.due);
      return {
        subject: text.reminderSubject(day),
        heading: text.reminderHeading(name),
        paragraphs: [text.reminderBody(day, formatEuro(mail.totalCents)), text.reminderChange],
        details: [
          ['Datum', day],
          ['Bedrag', formatEuro(mail.totalCents)],
          ['Bezorgadres', address],
        ] as [string, string][],
        button: accountButton(),
      };
    }
    case 'paused':
      return {
        subject: text.pausedSubject,
        heading: text.pausedHeading(name),
        paragraphs: [text.pausedBody(formatCalendarDay(mail.until))],
        button: accountButton(),
      };
    case 'cancelled':
      return {
        subject: text.cancelledSubject,
        heading: text.cancelledHeading(name),
        paragraphs: [text.cancelledBody],
        button: accountButton(),
      };
    case 'payment-failed':
      return {
        subject: text.paymentFailedSubject(mail.orderNumber),
        heading: text.paymentFailedHeading(name),
        paragraphs: [text.paymentFailedBody(formatCalendarDay(mail.nextTry))],
        details: [['Bestelnummer', mail.orderNumber]] as [string, string][],
        button: payButton(mail.orderPublicId),
      };
    case 'payment-paused':
      return {
        subject: text.paymentPausedSubject(mail.orderNumber),
        heading: text.paymentPausedHeading(name),
        paragraphs: [text.paymentPausedBody],
        details: [['Bestelnummer', mail.orderNumber]] as [string, string][],
        button: payButton(mail.orderPublicId),
      };
    case 'no-stock':
      return {
        subject: text.stockSubject,
        heading: text.stockHeading(name),
        paragraphs: [text.stockBody],
        button: accountButton(),
      };
  }
}

/**
 * Tells the customer about a change of their subscription: recorded in the change's own
 * transaction, sent by the outbox after the commit (and retried until it goes out).
 */
export async function sendSubscriptionMail(
  tx: Tx,
  subscription: Pick<Subscription, 'id'>,
  notice: SubscriptionNotice,
): Promise<void> {
  await recordEvent(tx, 'subscription.notice', { subscriptionId: subscription.id, notice });
}

/** The outbox's handler: renders and sends one subscription e-mail (throws so it is retried). */
export async function deliverSubscriptionMail(subscriptionId: number, mail: SubscriptionMail): Promise<void> {
  const [subscription] = await (await db())
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!subscription) return;
  const order = renewalOrderOf(subscription);
  const { address: a } = order;
  const address = `${a.street} ${a.streetNumber}${a.streetAddition ? ` ${a.streetAddition}` : ''}, ${a.postcode} ${a.city}`;
  const content = contentOf(mail, order.customer.firstName, address);
  const { html, text: plain } = renderEmail({
    preheader: content.subject,
    heading: content.heading,
    paragraphs: content.paragraphs,
    details: 'details' in content ? content.details : undefined,
    button: content.button,
    footer: { text: text.footer },
  });
  await sendMail({ to: subscription.email, subject: content.subject, html, text: plain });
}
