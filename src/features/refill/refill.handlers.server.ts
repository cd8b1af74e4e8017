import { eq } from 'drizzle-orm';
import { oneClickHeaders } from '~/features/consent/mail-opt-out.server';
import { addDays, formatCalendarDay } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { refillReorderPath, refillUnsubscribePath } from '~/lib/routes';
import { db } from '~/server/db';
import { orders, refillReminders } from '~/server/db/schema';
import { publicUrl } from '~/server/env';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';
import { onDomainEvent } from '~/server/outbox';
import { REMIND_DAYS_BEFORE } from './refill';
import { planRefillReminder } from './refill.server';

// A one-off order whose buyer opted in at checkout gets its one reminder planned.
onDomainEvent('order.placed', 'refill.plan-reminder', async ({ payload }) => {
  if (payload.refillPerDay) await planRefillReminder(payload.orderId, payload.refillPerDay);
});

const text = messages.refill;

// "Bijna op?": the subject names no product and no health word; every mail can unsubscribe.
onDomainEvent('refill.reminder_due', 'refill.reminder-mail', async ({ payload }) => {
  const [row] = await (await db())
    .select({ reminder: refillReminders, firstName: orders.firstName })
    .from(refillReminders)
    .innerJoin(orders, eq(orders.id, refillReminders.orderId))
    .where(eq(refillReminders.id, payload.reminderId));
  if (!row || row.reminder.unsubscribedAt) return;
  const { reminder } = row;
  const unsubscribe = `${publicUrl()}${refillUnsubscribePath(reminder.token)}`;
  const { html, text: plain } = renderEmail({
    preheader: text.mailPreheader,
    heading: text.mailHeading(row.firstName),
    paragraphs: [
      text.mailBody(formatCalendarDay(addDays(reminder.dueOn, REMIND_DAYS_BEFORE))),
      text.mailSubscription,
    ],
    button: { label: text.mailButton, url: `${publicUrl()}${refillReorderPath(reminder.token)}` },
    footer: { text: text.mailFooter, link: { label: text.unsubscribe, url: unsubscribe } },
  });
  await sendMail({
    to: reminder.email,
    subject: text.mailSubject,
    html,
    text: plain,
    headers: oneClickHeaders(unsubscribe),
  });
});
