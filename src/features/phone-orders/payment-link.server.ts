import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { deliveryDetails } from '~/features/delivery/delivery-mail.server';
import { AWAITING_PAYMENT } from '~/features/orders/orders';
import { retryPayment } from '~/features/payments/retry.server';
import { assertPaymentMethod, latestPayment, startPayment } from '~/features/payments/start.server';
import { recipientOfOrder } from '~/features/recipients/recipients.server';
import { formatLongDate } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { paymentLinkPath } from '~/lib/routes';
import { hashToken, newToken } from '~/server/auth/session.server';
import { db, type Tx } from '~/server/db';
import { orderPaymentLinks, orders } from '~/server/db/schema';
import { publicUrl } from '~/server/env';
import { conflict, HttpError, notFound } from '~/server/http/errors';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';

type Order = typeof orders.$inferSelect;

/** How long the mailed link starts a payment: a week, for a caller who reads her mail now and then. */
export const PAYMENT_LINK_VALID_MS = 7 * 24 * 60 * 60 * 1000;
/** A payment started from the link has this long to be recorded before the link may start another. */
const START_LEASE_MS = 30_000;

/**
 * The link of a phone order, made with the order (its validity is known when the order is placed;
 * the expiry job leaves the order pending until then). Its token is made when the mail goes out.
 */
export async function openPaymentLink(tx: Tx, orderId: number, now = new Date()): Promise<void> {
  await tx.insert(orderPaymentLinks).values({
    orderId,
    // Never mailed: the mail's handler puts the real token's hash here (no secret waits in the outbox).
    tokenHash: hashToken(newToken()),
    expiresAt: new Date(now.getTime() + PAYMENT_LINK_VALID_MS),
  });
}

/**
 * The outbox's handler of phone_order.placed: a new token for the order's link (an earlier mail's
 * link stops working, so only the latest one counts) and the mail with the amount and the button.
 */
export async function sendPaymentLinkMail(orderId: number): Promise<void> {
  const database = await db();
  const [row] = await database
    .select({ order: orders, link: orderPaymentLinks })
    .from(orderPaymentLinks)
    .innerJoin(orders, eq(orders.id, orderPaymentLinks.orderId))
    .where(eq(orderPaymentLinks.orderId, orderId));
  if (!row || !AWAITING_PAYMENT.includes(row.order.status)) return;
  const { order, link } = row;
  const token = newToken();
  await database
    .update(orderPaymentLinks)
    .set({ tokenHash: hashToken(token) })
    .where(eq(orderPaymentLinks.id, link.id));
  const mail = messages.paymentLinkMail;
  const { html, text } = renderEmail({
    preheader: mail.preheader(order.number),
    heading: mail.heading(order.firstName),
    paragraphs: [mail.intro, mail.validUntil(formatLongDate(link.expiresAt)), mail.notYou],
    details: [
      [messages.orderMail.orderNumber, order.number],
      [mail.total, formatEuro(order.totalCents)],
      ...deliveryDetails(order, await recipientOfOrder(order.id)),
    ],
    button: { label: mail.button, url: `${publicUrl()}${paymentLinkPath(token)}` },
    footer: { text: mail.footer },
  });
  await sendMail({ to: order.email, subject: mail.subject(order.number), html, text });
}

/** What the link's page shows: the order to pay, or why there is nothing to pay. */
export type PaymentLinkState =
  | { state: 'open'; order: Order }
  | { state: 'paid' | 'closed'; order: Order }
  | { state: 'expired' | 'invalid' };

/** Reads the link of `token` (nothing changes: opening a link is no act, decision 028). */
export async function paymentLinkState(token: string, now = new Date()): Promise<PaymentLinkState> {
  if (token.length < 10 || token.length > 200) return { state: 'invalid' };
  const [row] = await (await db())
    .select({ order: orders, link: orderPaymentLinks })
    .from(orderPaymentLinks)
    .innerJoin(orders, eq(orders.id, orderPaymentLinks.orderId))
    .where(eq(orderPaymentLinks.tokenHash, hashToken(token)));
  if (!row) return { state: 'invalid' };
  if (row.order.paidAt || !AWAITING_PAYMENT.includes(row.order.status)) {
    return { state: row.order.paidAt ? 'paid' : 'closed', order: row.order };
  }
  if (row.link.expiresAt <= now) return { state: 'expired' };
  return { state: 'open', order: row.order };
}

/**
 * The customer pressed "Betaal" on the link's page: answers where she pays. An open payment is
 * answered again (one payment per order at a time, so paying twice is impossible); a paid order
 * answers 409, an expired link 410. Otherwise a payment with the chosen method is started, under
 * a short lease on the link so a double click starts one; an order whose earlier payment failed
 * holds its stock again first (409 when sold out), as "Opnieuw betalen" does.
 */
export async function payFromLink(token: string, method: string, now = new Date()): Promise<string> {
  const link = await paymentLinkState(token, now);
  const text = messages.paymentLinkPage;
  if (link.state === 'invalid') throw notFound(text.invalid);
  if (link.state === 'expired') throw new HttpError(410, text.expired);
  if (link.state !== 'open') throw conflict(link.state === 'paid' ? text.alreadyPaid : text.closed);
  const order = link.order;
  const current = await latestPayment(order.id);
  if (current?.status === 'open' && current.checkoutUrl) return current.checkoutUrl;
  if (current && ['pending', 'authorized', 'paid'].includes(current.status)) throw conflict(text.alreadyPaid);
  await assertPaymentMethod(method);

  const database = await db();
  const [claimed] = await database
    .update(orderPaymentLinks)
    .set({ paymentStartedAt: now })
    .where(
      and(
        eq(orderPaymentLinks.tokenHash, hashToken(token)),
        or(
          isNull(orderPaymentLinks.paymentStartedAt),
          lt(orderPaymentLinks.paymentStartedAt, new Date(now.getTime() - START_LEASE_MS)),
        ),
        gt(orderPaymentLinks.expiresAt, now),
      ),
    )
    .returning({ id: orderPaymentLinks.id });
  if (!claimed) throw conflict(text.starting);
  const [withMethod] = await database
    .update(orders)
    .set({ paymentMethod: method })
    .where(eq(orders.id, order.id))
    .returning();
  // A pending order without a payment holds its stock since it was placed: its first payment.
  if (withMethod!.status === 'pending' && !current) return startPayment(withMethod!);
  return retryPayment(order.publicId);
}
