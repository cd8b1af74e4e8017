import { and, eq, inArray, sql } from 'drizzle-orm';
import { messages } from '~/lib/messages';
import { db } from '~/server/db';
import { newsletterSubscribers, orders, subscriptions, users } from '~/server/db/schema';
import { conflict, notFound } from '~/server/http/errors';
import { assertPassword, ordersOfUser } from './account.server';

/** Everything the shop holds about a customer (GDPR art. 15 and 20), as one JSON document. */
export async function exportAccountData(userId: number) {
  const database = await db();
  const [user] = await database.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const [newsletter] = await database
    .select({
      status: newsletterSubscribers.status,
      created_at: newsletterSubscribers.createdAt,
      confirmed_at: newsletterSubscribers.confirmedAt,
    })
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${user.email.toLowerCase()}`);
  const subscriptionRows = await database
    .select({
      status: subscriptions.status,
      interval_weeks: subscriptions.intervalWeeks,
      next_payment_date: subscriptions.nextPaymentDate,
      created_at: subscriptions.createdAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return {
    exported_at: new Date().toISOString(),
    account: {
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role,
      created_at: user.createdAt.toISOString(),
      privacy_consent_at: user.privacyConsentAt?.toISOString() ?? null,
      saved_address: user.savedAddress ?? null,
    },
    orders: await ordersOfUser(userId),
    subscriptions: subscriptionRows,
    newsletter: newsletter ?? null,
  };
}

/** Orders that are finished: nothing is left to deliver, pay back or send a message about. */
const CLOSED_ORDER_STATUSES = [
  'failed',
  'cancelled',
  'expired',
  'delivered',
  'refunded',
  'withdrawn',
] as const;

/** Stands in for the e-mail address on kept orders of a deleted account (the .invalid domain never delivers). */
export const ANONYMISED_EMAIL = 'verwijderd@anoniem.invalid';

/**
 * Deletes the account after the password is confirmed. Its logins and reset links
 * go with it (cascade) and the newsletter address is removed.
 *
 * Orders are not deleted: Dutch tax law (fiscale bewaarplicht, art. 52 AWR, 7 years)
 * requires keeping the sales records, and those include what was sold, for how much,
 * and where it was delivered (the delivery country decides the VAT). So each order is
 * detached from the account (user_id null). Of a finished order we also drop the
 * e-mail address, which the law does not need; an order still under way (awaiting
 * payment, being packed or on its way) keeps it, because we still have to write about
 * that delivery or a refund. Name and address stay: they are part of the sales record.
 *
 * An active subscription would keep charging without an account to stop it from, so
 * it must be stopped first (409).
 */
export async function deleteAccount(userId: number, password: string): Promise<void> {
  const database = await db();
  const [user] = await database.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  await assertPassword(userId, password);
  const [running] = await database
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'suspended', 'paused'])),
    )
    .limit(1);
  if (running) throw conflict(messages.account.activeSubscription);
  await database.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ email: ANONYMISED_EMAIL, updatedAt: new Date() })
      .where(and(eq(orders.userId, userId), inArray(orders.status, [...CLOSED_ORDER_STATUSES])));
    await tx
      .delete(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${user.email.toLowerCase()}`);
    // orders.user_id and subscriptions.user_id are ON DELETE SET NULL; tokens and resets cascade.
    await tx.delete(users).where(eq(users.id, userId));
  });
}
