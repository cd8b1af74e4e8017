import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type LineForOrder, resolveLines } from '~/features/checkout/order-lines.server';
import { priceOrder } from '~/features/checkout/pricing';
import { todayInNetherlands } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { centsToEuros } from '~/lib/money';
import { type Db, db, type Tx } from '~/server/db';
import { orders, subscriptionEvents, subscriptions } from '~/server/db/schema';
import { publicUrl } from '~/server/env';
import { type AccountSubscription, type AccountSubscriptionLine, undoableSkip } from './subscriptions';
import { renewalOrderOf, type Subscription } from './subscriptions.server';

/** What the next renewal would hold and cost at today's prices (lines no longer sold are left out). */
export async function pricedTemplate(
  database: Db | Tx,
  subscription: Subscription,
): Promise<{ lines: (AccountSubscriptionLine & { priced: LineForOrder | null })[]; totalCents: number }> {
  const order = renewalOrderOf(subscription);
  const lines: (AccountSubscriptionLine & { priced: LineForOrder | null })[] = [];
  for (const ref of order.lines) {
    const [priced] = await resolveLines(database, [ref]).catch(() => [null]);
    lines.push({
      product_id: priced?.productId ?? ref.productId ?? ref.id,
      variation_id: priced?.variationId ?? ref.variationId ?? null,
      name: priced?.displayName ?? messages.subscriptions.control.productUnavailable,
      quantity: ref.quantity,
      priced: priced ?? null,
    });
  }
  const available = lines.flatMap((line) => (line.priced ? [line.priced] : []));
  return { lines, totalCents: available.length ? priceOrder(available).totalCents : 0 };
}

/** One subscription as the account page shows it. */
export async function accountViewOf(database: Db | Tx, row: Subscription): Promise<AccountSubscription> {
  const order = renewalOrderOf(row);
  const { lines, totalCents } = await pricedTemplate(database, row);
  const [retryOrder] = row.retryOrderId
    ? await database
        .select({ publicId: orders.publicId, status: orders.status })
        .from(orders)
        .where(eq(orders.id, row.retryOrderId))
    : [];
  // The first order's discount applied once: the next amount says so.
  const [first] = await database
    .select({ discountCode: orders.discountCode })
    .from(orders)
    .where(eq(orders.subscriptionId, row.id))
    .orderBy(asc(orders.id))
    .limit(1);
  const open = row.status === 'active' || row.status === 'paused';
  const [lastEvent] = await database
    .select({ kind: subscriptionEvents.kind, details: subscriptionEvents.details })
    .from(subscriptionEvents)
    .where(
      and(
        eq(subscriptionEvents.subscriptionId, row.id),
        inArray(subscriptionEvents.kind, ['skipped', 'skip_undone']),
      ),
    )
    .orderBy(desc(subscriptionEvents.id))
    .limit(1);
  return {
    id: row.publicId,
    status: row.status,
    pause_reason: row.status === 'paused' ? row.pauseReason : null,
    paused_until: row.status === 'paused' ? row.pausedUntil : null,
    interval_weeks: row.intervalWeeks,
    next_delivery: open && row.pauseReason !== 'payment_failed' ? row.nextPaymentDate : null,
    amount: centsToEuros(totalCents),
    lines: lines.map(({ priced: _priced, ...line }) => line),
    // Where the renewals go: the recipient's address when ordered for someone else.
    address: {
      street: (order.recipient ?? order.address).street,
      street_number: (order.recipient ?? order.address).streetNumber,
      street_addition: (order.recipient ?? order.address).streetAddition,
      postcode: (order.recipient ?? order.address).postcode,
      city: (order.recipient ?? order.address).city,
    },
    recipient_name: order.recipient ? `${order.recipient.firstName} ${order.recipient.lastName}` : null,
    pay_url:
      retryOrder && retryOrder.status !== 'paid' ? `${publicUrl()}/bestelling/${retryOrder.publicId}` : null,
    first_order_discount_code: first?.discountCode ?? null,
    skipped_delivery: undoableSkip(row, lastEvent, todayInNetherlands()),
  };
}

/** The caller's subscriptions for the account page, newest first. */
export async function subscriptionsOfUser(userId: number): Promise<AccountSubscription[]> {
  const database = await db();
  const rows = await database
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['pending', 'active', 'paused', 'suspended', 'cancelled']),
      ),
    )
    .orderBy(desc(subscriptions.createdAt));
  const result: AccountSubscription[] = [];
  for (const row of rows) {
    try {
      result.push(await accountViewOf(database, row));
    } catch {
      // A damaged stored order (renewalOrderOf throws) is shown without lines rather than hiding the list.
      result.push({
        id: row.publicId,
        status: row.status,
        pause_reason: null,
        paused_until: null,
        interval_weeks: row.intervalWeeks,
        next_delivery: null,
        amount: 0,
        lines: [],
        address: { street: '', street_number: '', street_addition: null, postcode: '', city: '' },
        recipient_name: null,
        pay_url: null,
        first_order_discount_code: null,
        skipped_delivery: null,
      });
    }
  }
  return result;
}
