import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { reserveDiscount } from '~/features/discounts/discount-redemption.server';
import { customerKeyOf } from '~/features/discounts/discounts.server';
import { cancelRefusedOrder } from '~/features/orders/expiry.server';
import { reserveStock } from '~/features/orders/stock.server';
import { noteOrderHistory } from '~/features/orders/transition.server';
import { paymentProvider } from '~/features/payments/payments.server';
import { assertPaymentMethod, paymentUrlOf, returnUrl, startPayment } from '~/features/payments/start.server';
import { recordOrderRecipient } from '~/features/recipients/recipients.server';
import { assertSizesChosen } from '~/features/subscriptions/size-rule.server';
import { openSubscription } from '~/features/subscriptions/subscriptions.server';
import { messages } from '~/lib/messages';
import type { SessionUser } from '~/server/auth/session.server';
import { db, type Tx } from '~/server/db';
import { orderLines, orders, type subscriptions } from '~/server/db/schema';
import { conflict, HttpError, unprocessable } from '~/server/http/errors';
import { recordEvent } from '~/server/outbox';
import { cartFingerprint, type NewOrder } from './checkout';
import { type LineForOrder, resolveLines } from './order-lines.server';
import { quoteOrder } from './quote.server';

type Subscription = typeof subscriptions.$inferSelect;

export interface CreatedOrder {
  publicId: string;
  number: string;
  redirectUrl: string;
}

export interface PlaceOrderOptions {
  /** The logged-in customer; null for a guest or a renewal (which takes its subscription's account). */
  user: SessionUser | null;
  /** The caller's key for this attempt: a double submit answers the first order. */
  idempotencyKey: string | null;
  /** A first subscription order (its payment sets up the mandate), or a renewal of one. */
  subscription?: { intervalWeeks: number } | { renewalOf: Subscription };
  /** What the checkout asked for besides the order (order.placed): done after it commits. */
  followUp?: OrderFollowUp;
  /**
   * Staff took the order by phone for `user` (decision 037): the order names them and its history
   * says so; no payment starts now, the customer pays from the link `inTransaction` has mailed.
   */
  placedBy?: SessionUser;
  /** More writes in the order's own transaction (the phone order's audit entry and its mail event). */
  inTransaction?: (tx: Tx, order: typeof orders.$inferSelect) => Promise<void>;
}

/** The shopper's wishes besides the order; each is done by its feature's handler of order.placed. */
export interface OrderFollowUp {
  /** The delivery address becomes the account's saved address (a logged-in buyer's order). */
  rememberAddress: boolean;
  /** The label under which the order's typed recipient is kept on the account. */
  saveRecipientAs: string | null;
  /** Pads a day, for the "bijna op?" reminder of a one-off order. */
  refillPerDay: number | null;
}

const renewalOf = (options: PlaceOrderOptions) =>
  options.subscription && 'renewalOf' in options.subscription ? options.subscription.renewalOf : null;

/**
 * An idempotency key counts only for the caller who sent it: the account, the guest's
 * e-mail address, or the subscription being renewed. Stored hashed, so a key guessed or
 * reused by someone else never answers another customer's order.
 */
function scopedKey(key: string, order: NewOrder, options: PlaceOrderOptions): string {
  const renewal = renewalOf(options);
  const caller = renewal
    ? `subscription:${renewal.id}`
    : options.user
      ? `user:${options.user.id}`
      : `guest:${order.customer.email.trim().toLowerCase()}`;
  return createHash('sha256').update(`${caller}\n${key}`).digest('hex');
}

/**
 * Places an order: the payment method checked first (nothing is stored for one the
 * provider does not offer), every line resolved and priced from the database, stock
 * reserved with conditional updates in the same transaction, then a payment at the
 * provider. If the process stops before the payment is recorded, the order stays
 * pending and the return page, a retry or the same idempotency key starts its payment;
 * an order that never gets one expires and gives its stock back (expiry.server.ts).
 */
export async function createOrder(order: NewOrder, options: PlaceOrderOptions): Promise<CreatedOrder> {
  const renewal = renewalOf(options);
  // A renewal is a recurring payment on the mandate: the method of the first order is not asked again.
  if (!renewal) await assertPaymentMethod(order.paymentMethod);
  const key = options.idempotencyKey ? scopedKey(options.idempotencyKey, order, options) : null;
  if (key) {
    const replay = await replayOf(key, order, options);
    if (replay) return replay;
  }

  const database = await db();
  const created = await database.transaction(async (tx) => {
    const customerKey = customerKeyOf(options.user, order.customer.email)!;
    const { lines, totals, delivery, discount, discountError } = await quoteOrder(tx, {
      lines: order.lines,
      delivery: order.delivery,
      discountCode: order.discountCode,
      customerKey,
    });
    // A product that comes in sizes is ordered in one (without, the stock check said
    // 'uitverkocht', as such a product keeps no stock of its own).
    await assertSizesChosen(
      tx,
      lines,
      options.subscription ? messages.subscriptions.sizeRequired : messages.checkout.sizeRequired,
    );
    // Never placed without the discount the shopper asked for: a code that no longer applies refuses the order.
    if (discountError) {
      const message = discountError + messages.discounts.refusedOrderSuffix;
      throw unprocessable({ discount_code: [message] }, message);
    }
    const [row] = await tx
      .insert(orders)
      .values({
        number: sql`'ZZ-' || nextval('order_number_seq')`,
        // A renewal belongs to its subscriber (decision 028): her order list, invoices, returns and
        // withdrawal see it, and staff do not take it for a guest order.
        userId: options.user?.id ?? renewal?.userId ?? null,
        email: order.customer.email.toLowerCase(),
        firstName: order.customer.firstName,
        lastName: order.customer.lastName,
        street: order.address.street,
        streetNumber: order.address.streetNumber,
        streetAddition: order.address.streetAddition,
        postcode: order.address.postcode,
        city: order.address.city,
        country: order.address.country,
        subtotalCents: totals.subtotalCents,
        discountCode: discount?.code ?? null,
        discountCents: totals.discountCents,
        shippingCents: totals.shippingCents,
        vatCents: totals.vatCents,
        totalCents: totals.totalCents,
        paymentMethod: order.paymentMethod,
        deliveryMethod: delivery.method,
        pickupPoint: delivery.pickupPoint,
        companyName: order.business?.companyName ?? null,
        companyKvk: order.business?.kvk ?? null,
        companyVatId: order.business?.vatId ?? null,
        poReference: order.business?.poReference ?? null,
        isSubscription: options.subscription !== undefined,
        subscriptionIntervalWeeks: renewal?.intervalWeeks ?? intervalOf(options) ?? null,
        subscriptionId: renewal?.id ?? null,
        idempotencyKey: key,
        placedByUserId: options.placedBy?.id ?? null,
        // The order holds its stock from the start (reserved below, in this transaction).
        stockDecrementedAt: new Date(),
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning();
    if (!row) return null; // a concurrent request with the same key won
    await tx.insert(orderLines).values(
      lines.map((line, index) => ({
        orderId: row.id,
        productId: line.productId,
        variationId: line.variationId,
        productName: line.productName,
        variationName: line.variationName,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        vatRateBasisPoints: line.vatRateBasisPoints,
        lineTotalCents: totals.lines[index]!.lineTotalCents,
        discountCents: totals.lines[index]!.discountCents,
        vatCents: totals.lines[index]!.vatCents,
      })),
    );
    // Ordered for someone else: the parcel's name and address, apart from the buyer's (decision 024).
    if (order.recipient) await recordOrderRecipient(tx, row.id, order.recipient);
    const placedBy = options.placedBy;
    await noteOrderHistory(tx, {
      orderId: row.id,
      from: null,
      to: 'pending',
      actor: renewal ? 'system' : placedBy ? 'staff' : 'customer',
      userId: placedBy?.id ?? null,
      note: placedBy ? messages.phoneOrders.takenBy(staffName(placedBy)) : null,
    });
    await reserveStock(tx, lines);
    const followUp = options.followUp;
    if (followUp && (followUp.rememberAddress || followUp.saveRecipientAs || followUp.refillPerDay)) {
      await recordEvent(tx, 'order.placed', { orderId: row.id, ...followUp });
    }
    if (discount) {
      await reserveDiscount(tx, {
        codeId: discount.id,
        code: discount.code,
        orderId: row.id,
        customerKey,
        maxUsesPerCustomer: discount.maxUsesPerCustomer,
      });
    }
    if (options.inTransaction) await options.inTransaction(tx, row);
    const intervalWeeks = intervalOf(options);
    if (intervalWeeks) {
      const subscription = await openSubscription(tx, {
        orderId: row.id,
        userId: options.user?.id ?? null,
        order,
        lines,
        intervalWeeks,
        provider: paymentProvider().name,
      });
      return { ...row, subscriptionId: subscription.id };
    }
    return row;
  });

  if (!created) {
    const replay = key ? await replayOf(key, order, options) : null;
    if (replay) return replay;
    throw conflict(messages.checkout.orderInProgress);
  }
  // Taken by phone: the customer pays later, from the mailed link (decision 037).
  if (options.placedBy) {
    return { publicId: created.publicId, number: created.number, redirectUrl: returnUrl(created) };
  }
  try {
    const redirectUrl = await startPayment(created);
    return { publicId: created.publicId, number: created.number, redirectUrl };
  } catch (error) {
    // The provider answered 'no' (e.g. a method it does not enable): cancel the order now.
    // Anything else (the provider may have made the payment) is left to the recovery above.
    if (error instanceof HttpError) await cancelRefusedOrder(created.id, error.message);
    throw error;
  }
}

/** A staff member as the order history and the audit log name them. */
export const staffName = (staff: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>) =>
  `${staff.firstName} ${staff.lastName}`.trim() || staff.email;

function intervalOf(options: PlaceOrderOptions): number | null {
  return options.subscription && 'intervalWeeks' in options.subscription
    ? options.subscription.intervalWeeks
    : null;
}

/**
 * The order an earlier request with the same key placed: answered again when it is the
 * same cart (and kind of order), refused with 409 when the key is reused for another cart.
 */
async function replayOf(
  key: string,
  order: NewOrder,
  options: PlaceOrderOptions,
): Promise<CreatedOrder | null> {
  const database = await db();
  const [existing] = await database.select().from(orders).where(eq(orders.idempotencyKey, key));
  if (!existing) return null;
  const stored = await database
    .select({
      productId: orderLines.productId,
      variationId: orderLines.variationId,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, existing.id));
  const requested: LineForOrder[] = await resolveLines(database, order.lines);
  const sameCart =
    cartFingerprint(requested) ===
      cartFingerprint(stored.map((line) => ({ ...line, productId: line.productId ?? 0 }))) &&
    existing.isSubscription === (options.subscription !== undefined);
  if (!sameCart) throw conflict(messages.checkout.idempotencyReused);
  return { publicId: existing.publicId, number: existing.number, redirectUrl: await paymentUrlOf(existing) };
}
