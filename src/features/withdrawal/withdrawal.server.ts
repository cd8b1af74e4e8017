import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { releaseStock } from '~/features/orders/stock.server';
import { transitionOrder } from '~/features/orders/transition.server';
import { type ProviderRefund, recordRefund, refundAtProvider } from '~/features/payments/refund.server';
import { formatMoment } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import { withdrawalConfirmPath } from '~/lib/routes';
import { hashToken, newToken } from '~/server/auth/session.server';
import { db, type Tx } from '~/server/db';
import { orders, withdrawals } from '~/server/db/schema';
import { publicUrl } from '~/server/env';
import { conflict, found, HttpError } from '~/server/http/errors';
import { sendMail } from '~/server/mail';
import { renderEmail } from '~/server/mail/layout';
import { recordEvent } from '~/server/outbox';
import { canWithdraw, neverShipped } from './withdrawal';

type Order = typeof orders.$inferSelect;

/**
 * Carries out a withdrawal in one transaction: the order (locked by `lockOrder`) must still be
 * within the period; the withdrawal is recorded (a new row, or the guest's requested row) with
 * the moment of confirmation, the order moves to 'withdrawn' with a status-history entry. The
 * receipt mail (date and time, discreet: order number only) goes out after the commit.
 */
async function performWithdrawal(
  lockOrder: (tx: Tx) => Promise<Order | undefined>,
  input: { actorUserId: number | null; note: string; requestId?: number },
): Promise<{ order: Order; withdrawnAt: Date }> {
  const result = await (await db()).transaction(async (tx) => {
    // Someone else's order answers exactly like an unknown one.
    const current = found(await lockOrder(tx), messages.api.notFound);
    if (!canWithdraw(current)) {
      throw conflict(
        current.status === 'delivered' ? messages.withdrawal.closed : messages.withdrawal.notPossible,
      );
    }
    const now = new Date();
    const [withdrawal] = input.requestId
      ? await tx
          .update(withdrawals)
          .set({ confirmedAt: now, tokenHash: null })
          .where(eq(withdrawals.id, input.requestId))
          .returning({ id: withdrawals.id })
      : await tx
          .insert(withdrawals)
          .values({ orderId: current.id, email: current.email, requestedAt: now, confirmedAt: now })
          .returning({ id: withdrawals.id });
    // The receipt with the return steps goes out from the outbox after the commit.
    await recordEvent(tx, 'withdrawal.received', { withdrawalId: withdrawal!.id });
    // Not shipped yet: nothing to send back. The order is cancelled and refunded in full (goods
    // and shipping) by the outbox, which retries until the provider answered. 'withdrawn' already
    // stops staff from shipping it meanwhile.
    if (current.status === 'paid' && neverShipped(current)) {
      await recordEvent(tx, 'withdrawal.cancel_unshipped', {
        withdrawalId: withdrawal!.id,
        orderId: current.id,
      });
    }
    const { order: updated } = await transitionOrder(tx, {
      order: current,
      to: 'withdrawn',
      actor: 'customer',
      userId: input.actorUserId,
      note: input.note,
      now,
    });
    return { order: updated, withdrawnAt: now };
  });
  return result;
}

/** The outbox's handler: the receipt (date and time, discreet: the order number only). */
export async function sendWithdrawalReceipt(withdrawalId: number): Promise<void> {
  const [row] = await (await db())
    .select({ order: orders, withdrawnAt: withdrawals.confirmedAt })
    .from(withdrawals)
    .innerJoin(orders, eq(orders.id, withdrawals.orderId))
    .where(eq(withdrawals.id, withdrawalId));
  if (!row?.withdrawnAt) return;
  const { order, withdrawnAt } = row;
  const text = messages.withdrawal.mail;
  // Withdrawn before shipping: cancelled, nothing to send back (no return address, no steps).
  const unshipped = neverShipped(order);
  const { html, text: plain } = renderEmail({
    preheader: text.preheader(order.number),
    heading: text.heading(order.firstName),
    paragraphs: [text.body, ...(unshipped ? text.unshipped : text.next)],
    details: [
      ['Bestelnummer', order.number],
      ['Herroepen op', formatMoment(withdrawnAt)],
      ...(unshipped
        ? []
        : [[messages.returns.addressTitle, messages.returns.address.join(', ')] as [string, string]]),
    ],
    footer: { text: 'Vragen? Beantwoord deze e-mail of neem contact met ons op.' },
  });
  await sendMail({ to: order.email, subject: text.subject(order.number), html, text: plain });
}

/**
 * The outbox's handler for a withdrawal before shipping: refunds everything left (goods and the
 * shipping; the idempotency key `withdrawal:{id}` refunds once however often this runs), cancels
 * the order and gives its stock back, in one transaction with the refund's credit invoice. An order
 * that staff refunded by hand meanwhile, or that somehow left 'withdrawn', is left alone. A refusal
 * by the provider throws: the outbox tries again later, and staff see the open withdrawal.
 */
export async function cancelUnshippedWithdrawal(withdrawalId: number, orderId: number): Promise<void> {
  const database = await db();
  const [order] = await database.select().from(orders).where(eq(orders.id, orderId));
  if (order?.status !== 'withdrawn' || !neverShipped(order)) return;
  let refund: ProviderRefund | null = null;
  try {
    refund = await refundAtProvider(order, { kind: 'everything' }, `withdrawal:${withdrawalId}`);
  } catch (error) {
    // Already refunded by an earlier run (or nothing was paid): only the cancellation is left.
    const done =
      error instanceof HttpError &&
      (error.message === messages.admin.refundAlreadyDone ||
        error.message === messages.admin.nothingToRefund);
    if (!done) throw error;
  }
  await database.transaction(async (tx) => {
    if (refund) await recordRefund(tx, refund, null);
    await transitionOrder(tx, {
      order: orderId,
      to: 'cancelled',
      actor: 'system',
      note: messages.orderNotes.withdrawnBeforeShipping(formatEuro(refund?.plan.totalCents ?? 0)),
    });
    await releaseStock(tx, orderId);
  });
}

/** The withdrawal function in the account: the logged-in owner confirmed (second step). */
export async function withdrawOrder(input: {
  orderId: string;
  userId: number;
}): Promise<{ withdrawnAt: Date }> {
  const { withdrawnAt } = await performWithdrawal(
    async (tx) =>
      (
        await tx
          .select()
          .from(orders)
          .where(and(eq(orders.publicId, input.orderId), eq(orders.userId, input.userId)))
          .for('update')
      )[0],
    { actorUserId: input.userId, note: messages.orderNotes.withdrawnInAccount },
  );
  return { withdrawnAt };
}

const LINK_VALID_MS = 24 * 60 * 60 * 1000;

/**
 * Guests (and anyone not logged in): order number plus the order's e-mail address. When they
 * match an order that can still be withdrawn, a single-use link (24 hours) is mailed to that
 * address; the caller answers the same either way, so nobody learns which orders exist.
 */
export async function requestWithdrawalByEmail(input: { orderNumber: string; email: string }): Promise<void> {
  const database = await db();
  const [order] = await database
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.number, input.orderNumber.trim().toUpperCase()),
        sql`lower(${orders.email}) = ${input.email.trim().toLowerCase()}`,
      ),
    );
  if (!order || !canWithdraw(order)) return;
  await database.transaction((tx) => recordEvent(tx, 'withdrawal.link_requested', { orderId: order.id }));
}

/**
 * The outbox's handler: the single-use link (24 hours), made when the mail goes out so no
 * secret waits in the outbox. An order that can no longer be withdrawn gets no link.
 */
export async function sendWithdrawalLink(orderId: number): Promise<void> {
  const database = await db();
  const [order] = await database.select().from(orders).where(eq(orders.id, orderId));
  if (!order || !canWithdraw(order)) return;
  const token = newToken();
  await database.insert(withdrawals).values({
    orderId: order.id,
    email: order.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LINK_VALID_MS),
  });
  const text = messages.withdrawal.linkMail;
  const { html, text: plain } = renderEmail({
    preheader: text.preheader(order.number),
    heading: text.heading(order.firstName),
    paragraphs: [text.body],
    button: { label: text.button, url: `${publicUrl()}${withdrawalConfirmPath(token)}` },
    footer: { text: text.footer },
  });
  await sendMail({ to: order.email, subject: text.subject(order.number), html, text: plain });
}

/** The unused, unexpired mailed link of `token` (also the guest's way to ask for a return). */
export async function findRequest(token: string) {
  const [row] = await (await db())
    .select({
      id: withdrawals.id,
      orderId: withdrawals.orderId,
      number: orders.number,
      status: orders.status,
    })
    .from(withdrawals)
    .innerJoin(orders, eq(orders.id, withdrawals.orderId))
    .where(
      and(
        eq(withdrawals.tokenHash, hashToken(token)),
        isNull(withdrawals.confirmedAt),
        gt(withdrawals.expiresAt, new Date()),
      ),
    );
  return row;
}

/**
 * The order number a valid link is for (the page shows it in the confirm step) and whether it has
 * not shipped yet (then withdrawing cancels it); undefined when invalid.
 */
export async function withdrawalRequestFor(
  token: string,
): Promise<{ orderNumber: string; unshipped: boolean } | undefined> {
  const request = await findRequest(token);
  return request ? { orderNumber: request.number, unshipped: request.status === 'paid' } : undefined;
}

/** The mailed link's second step: confirmed. The token works once. */
export async function confirmWithdrawalByToken(
  token: string,
): Promise<{ withdrawnAt: Date; orderNumber: string }> {
  const request = await findRequest(token);
  if (!request)
    throw new HttpError(422, messages.withdrawal.invalidLink, { token: [messages.withdrawal.invalidLink] });
  const { order, withdrawnAt } = await performWithdrawal(
    async (tx) => (await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update'))[0],
    { actorUserId: null, note: messages.orderNotes.withdrawnByMailLink, requestId: request.id },
  );
  return { withdrawnAt, orderNumber: order.number };
}
