import { eq } from 'drizzle-orm';
import { formatCalendarDay } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { routes } from '~/lib/routes';
import { db } from '~/server/db';
import { subscriptions } from '~/server/db/schema';
import { publicUrl } from '~/server/env';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';
import { pricedTemplate } from './account-view.server';
import { renewalOrderOf } from './subscriptions.server';

/**
 * "Your subscription has started": how often, the next date and amount (today's prices), and
 * that pausing, skipping, changing and cancelling are the customer's own to do in the account.
 */
export async function sendSubscriptionStarted(subscriptionId: number): Promise<void> {
  const database = await db();
  const [subscription] = await database
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!subscription) return;
  const text = messages.subscriptionStartedMail;
  const { totalCents } = await pricedTemplate(database, subscription);
  const { customer } = renewalOrderOf(subscription);
  const { html, text: plain } = renderEmail({
    preheader: text.preheader,
    heading: text.heading(customer.firstName),
    paragraphs: [text.body(subscription.intervalWeeks), text.control],
    details: [
      [text.interval, text.intervalValue(subscription.intervalWeeks)],
      ...(subscription.nextPaymentDate
        ? [[text.nextDate, formatCalendarDay(subscription.nextPaymentDate)] as [string, string]]
        : []),
      [text.nextAmount, formatEuro(totalCents)],
    ],
    button: { label: text.button, url: `${publicUrl()}${routes.account}` },
    footer: { text: text.footer },
  });
  await sendMail({ to: subscription.email, subject: text.subject, html, text: plain });
}
