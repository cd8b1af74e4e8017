import { formatCalendarDay } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { publicUrl } from '~/server/env';
import { log } from '~/server/log';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';
import { renewalOrderOf, type Subscription } from './subscriptions.server';

const text = messages.subscriptions.mail;

/** What a subscription e-mail says; every subject stays discreet (never a product name). */
type SubscriptionMail =
  | { kind: 'reminder'; due: string; totalCents: number }
  | { kind: 'paused'; until: string }
  | { kind: 'cancelled' }
  | { kind: 'payment-failed'; orderNumber: string; orderPublicId: string; nextTry: string }
  | { kind: 'payment-paused'; orderNumber: string; orderPublicId: string }
  | { kind: 'no-stock' };

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
 * Sends one subscription e-mail to its customer. A failed mail is logged for staff and never
 * undoes the change it reports (the change is already stored).
 */
export async function sendSubscriptionMail(
  subscription: Subscription,
  mail: SubscriptionMail,
): Promise<void> {
  try {
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
  } catch (error) {
    log.error('subscription mail could not be sent', {
      subscriptionId: subscription.id,
      kind: mail.kind,
      error: String(error),
    });
  }
}
