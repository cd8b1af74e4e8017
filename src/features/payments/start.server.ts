import { and, desc, eq, lt, notExists, sql } from 'drizzle-orm';
import { cancelRefusedOrder } from '~/features/orders/expiry.server';
import { messages } from '~/lib/messages';
import { orderPath } from '~/lib/routes';
import { db } from '~/server/db';
import { orders, payments, subscriptions } from '~/server/db/schema';
import { publicUrl } from '~/server/env';
import { HttpError, notFound, unprocessable } from '~/server/http/errors';
import { log } from '~/server/log';
import { paymentProvider } from './payments.server';
import type { PaymentSequence } from './types';

type Order = typeof orders.$inferSelect;

export const returnUrl = (order: Pick<Order, 'publicId'>) => `${publicUrl()}${orderPath(order.publicId)}`;

/**
 * How long the request that placed an order has to start its payment. After that a
 * pending order without a payment is taken to be left behind by a crash or a refused
 * provider call, and the return page or a retry starts the payment instead.
 */
export const PAYMENT_START_GRACE_MS = 30_000;

const METHODS_CACHE_MS = 5 * 60_000;
let knownMethods: { provider: string; ids: Set<string>; until: number } | undefined;

/**
 * Refuses a payment method the provider does not offer (422) before anything is written:
 * an order or subscription that can never be paid must not be stored.
 */
export async function assertPaymentMethod(method: string): Promise<void> {
  const provider = paymentProvider();
  if (!knownMethods || knownMethods.provider !== provider.name || knownMethods.until < Date.now()) {
    const methods = await provider.listMethods().catch((error: unknown) => {
      log.warn('payment methods could not be listed', { error: String(error) });
      throw new HttpError(502, messages.checkout.paymentNotStarted);
    });
    knownMethods = {
      provider: provider.name,
      ids: new Set(methods.map((entry) => entry.id)),
      until: Date.now() + METHODS_CACHE_MS,
    };
  }
  if (!knownMethods.ids.has(method)) {
    throw unprocessable({ payment_method: [messages.checkout.unknownPaymentMethod] });
  }
}

/**
 * Creates a payment for the order at the provider and records it; answers where the shopper pays.
 * `interactive`: the customer pays it now (the pay link of a renewal whose direct debit failed),
 * so a subscription order gets a payment the customer completes, which also renews the mandate.
 */
export async function startPayment(order: Order, options: { interactive?: boolean } = {}): Promise<string> {
  const provider = paymentProvider();
  const sequence = order.subscriptionId
    ? await subscriptionSequence(order, options.interactive ?? false)
    : undefined;
  const payment = await provider.createPayment({
    sequence,
    amountCents: order.totalCents,
    // Discreet: the bank statement shows the shop and the order number, never products.
    description: `Zorgzaam bestelling ${order.number}`,
    method: order.paymentMethod ?? 'ideal',
    redirectUrl: returnUrl(order),
    webhookUrl: `${publicUrl()}/api/payments/webhook`,
    metadata: { order: order.publicId },
  });
  await (await db()).insert(payments).values({
    orderId: order.id,
    provider: provider.name,
    providerPaymentId: payment.id,
    method: payment.method,
    amountCents: payment.amountCents,
    status: payment.status,
    sequenceType: sequence?.type ?? 'oneoff',
    checkoutUrl: payment.checkoutUrl,
  });
  return payment.checkoutUrl ?? returnUrl(order);
}

/**
 * The payment sequence of a subscription order: the first payment creates the mandate (a
 * customer at the provider is made once); renewals are recurring payments on the mandate.
 */
async function subscriptionSequence(order: Order, interactive: boolean): Promise<PaymentSequence> {
  const database = await db();
  const [subscription] = await database
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, order.subscriptionId!));
  if (!subscription) throw notFound('Dit abonnement bestaat niet.');
  if (
    !interactive &&
    subscription.status === 'active' &&
    subscription.providerCustomerId &&
    subscription.providerMandateId
  ) {
    return {
      type: 'recurring',
      customerId: subscription.providerCustomerId,
      mandateId: subscription.providerMandateId,
    };
  }
  let customerId = subscription.providerCustomerId;
  if (!customerId) {
    customerId = (
      await paymentProvider().createCustomer({
        name: `${order.firstName} ${order.lastName}`,
        email: order.email,
      })
    ).id;
    await database
      .update(subscriptions)
      .set({ providerCustomerId: customerId })
      .where(eq(subscriptions.id, subscription.id));
  }
  return { type: 'first', customerId };
}

/** The order's newest payment (its last try), if any. */
export async function latestPayment(orderId: number) {
  const [payment] = await (await db())
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return payment;
}

/**
 * Claims the start of a missing payment: only for a pending order without any payment
 * whose own request had its time (PAYMENT_START_GRACE_MS). Moving updated_at makes the
 * claim a lease, so two pollers or two instances do not both start a payment.
 */
async function claimMissingPayment(order: Order): Promise<boolean> {
  const database = await db();
  const [claimed] = await database
    .update(orders)
    .set({ updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, 'pending'),
        lt(orders.updatedAt, new Date(Date.now() - PAYMENT_START_GRACE_MS)),
        notExists(database.select({ one: sql`1` }).from(payments).where(eq(payments.orderId, orders.id))),
      ),
    )
    .returning({ id: orders.id });
  return Boolean(claimed);
}

/**
 * Where the shopper pays an existing order: its payment's page, or, for a pending order
 * whose payment was never recorded (the process stopped, or the provider refused, after
 * the order was stored), a new payment. Answers the return page while nothing can be paid.
 */
export async function paymentUrlOf(order: Order): Promise<string> {
  const payment = await latestPayment(order.id);
  if (payment) return payment.checkoutUrl ?? returnUrl(order);
  if (await claimMissingPayment(order)) return startMissingPayment(order);
  return returnUrl(order);
}

async function startMissingPayment(order: Order): Promise<string> {
  try {
    return await startPayment(order);
  } catch (error) {
    // The provider answered 'no': this order can never be paid, so it ends now.
    if (error instanceof HttpError) await cancelRefusedOrder(order.id, error.message);
    throw error;
  }
}

/**
 * The return page (it polls while an order is pending): a pending order without a payment
 * gets one. Null when there is nothing to start, or starting failed (the page then shows
 * the order's status; a refused payment has cancelled the order, with 'Opnieuw betalen').
 */
export async function resumeMissingPayment(publicId: string): Promise<string | null> {
  const [order] = await (await db()).select().from(orders).where(eq(orders.publicId, publicId));
  if (order?.status !== 'pending' || (await latestPayment(order.id))) return null;
  // Taken by phone (decision 037): the customer starts its payment from the mailed link, with the
  // method she chooses there; her order page does not start one for her.
  if (order.placedByUserId !== null) return null;
  if (!(await claimMissingPayment(order))) return null;
  try {
    return await startMissingPayment(order);
  } catch (error) {
    log.warn('missing payment not started', { order: order.number, error: String(error) });
    return null;
  }
}
