import { eq } from 'drizzle-orm';
import { addDays, todayInNetherlands } from '~/lib/dates';
import { POST as createSubscription } from '~/pages/api/create-subscription';
import { POST as webhook } from '~/pages/api/payments/webhook';
import type { Database } from '~/server/db';
import { orders, payments, products, subscriptions, testProviderPayments } from '~/server/db/schema';
import { call } from './api';
import { orderSubmission } from './orders';

/** A product for subscription tests (price in cents, stock). */
export async function subscriptionProduct(database: Database, slug: string, priceCents = 2000, stock = 50) {
  const [row] = await database.db
    .insert(products)
    .values({ slug, name: `Product ${slug}`, priceCents, stock, vatRateBasisPoints: 900 })
    .returning();
  return row!;
}

/** The test provider's payment `id` got `status` (as its payment page would) and the webhook ran. */
export async function completePayment(database: Database, paymentId: string, status = 'paid') {
  await database.db
    .update(testProviderPayments)
    .set({ status })
    .where(eq(testProviderPayments.id, paymentId));
  await call(webhook, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBody: new URLSearchParams({ id: paymentId }).toString(),
  });
}

/** An active subscription of the token's customer: ordered through the checkout API, first payment paid. */
export async function activeSubscription(
  database: Database,
  options: { token: string; email: string; productId: number; quantity?: number; interval?: number },
) {
  const created = await call(createSubscription, {
    token: options.token,
    body: orderSubmission([{ id: options.productId, quantity: options.quantity ?? 2 }], {
      customer: { email: options.email, first_name: 'Abby', last_name: 'Abonnee' },
      is_subscription: true,
      subscription_interval: options.interval ?? 4,
    }),
  });
  if (created.status !== 201) throw new Error(`subscription not created: ${JSON.stringify(created.body)}`);
  const paymentId = (created.body as { redirectUrl: string }).redirectUrl.split('/').at(-1)!;
  await completePayment(database, paymentId);
  const [payment] = await database.db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, paymentId));
  const [order] = await database.db.select().from(orders).where(eq(orders.id, payment!.orderId));
  return subscriptionRow(database, order!.subscriptionId!);
}

export async function subscriptionRow(database: Database, id: number) {
  const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

/** A moment on a Dutch calendar day (10:00 in the Netherlands). */
export const onDay = (day: string) => new Date(`${day}T10:00:00+01:00`);

/** A calendar day `days` after today (Dutch time). */
export const dayFromToday = (days: number): string => addDays(todayInNetherlands(), days);
