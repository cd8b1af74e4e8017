import { and, eq } from 'drizzle-orm';
import { messages } from '~/lib/messages';
import { db } from '~/server/db';
import { orderStatusHistory, orders, withdrawals } from '~/server/db/schema';
import { conflict, found } from '~/server/http/errors';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';
import { canWithdraw } from './withdrawal';

const dateTime = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});
/** '22 november 2026 om 17:05' (Dutch time), as the receipt states it. */
export const formatWithdrawalMoment = (moment: Date) => dateTime.format(moment);

/**
 * The withdrawal function's second step: the customer confirmed. Locks the order, checks the
 * period against the order as it is now, records the withdrawal and the status change in one
 * transaction, then mails a receipt with date and time (discreet: order number only).
 */
export async function withdrawOrder(input: {
  orderId: string;
  userId: number;
}): Promise<{ withdrawnAt: Date }> {
  const { order, withdrawnAt } = await (await db()).transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.publicId, input.orderId), eq(orders.userId, input.userId)))
      .for('update');
    // Someone else's order answers exactly like an unknown one.
    const current = found(row, messages.api.notFound);
    if (!canWithdraw(current)) {
      throw conflict(
        current.status === 'delivered' ? messages.withdrawal.closed : messages.withdrawal.notPossible,
      );
    }
    const now = new Date();
    await tx
      .insert(withdrawals)
      .values({ orderId: current.id, email: current.email, requestedAt: now, confirmedAt: now });
    const [updated] = await tx
      .update(orders)
      .set({ status: 'withdrawn', withdrawnAt: now, updatedAt: now })
      .where(eq(orders.id, current.id))
      .returning();
    await tx.insert(orderStatusHistory).values({
      orderId: current.id,
      fromStatus: current.status,
      toStatus: 'withdrawn',
      actor: 'customer',
      actorUserId: input.userId,
      note: 'Herroeping via de herroepingsfunctie in het account',
    });
    return { order: updated!, withdrawnAt: now };
  });

  const text = messages.withdrawal.mail;
  const { html, text: plain } = renderEmail({
    preheader: text.preheader(order.number),
    heading: text.heading(order.firstName),
    paragraphs: [text.body, ...text.next],
    details: [
      ['Bestelnummer', order.number],
      ['Herroepen op', formatWithdrawalMoment(withdrawnAt)],
    ],
    footer: { text: 'Vragen? Beantwoord deze e-mail of neem contact met ons op.' },
  });
  await sendMail({ to: order.email, subject: text.subject(order.number), html, text: plain });
  return { withdrawnAt };
}
