import { eq, sql } from 'drizzle-orm';
import { db } from '~/server/db';
import { newsletterSubscribers, subscriptions, users } from '~/server/db/schema';
import { HttpError, notFound } from '~/server/http/errors';
import { ordersOfUser } from './account.server';
import { verifyPassword } from './password.server';

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
    },
    orders: await ordersOfUser(userId),
    subscriptions: subscriptionRows,
    newsletter: newsletter ?? null,
  };
}

/**
 * Deletes the account after the password is confirmed. Its logins and reset links
 * go with it (cascade) and the newsletter address is removed. Orders are not
 * deleted: Dutch tax law (fiscale bewaarplicht, 7 years) requires keeping the sales
 * records. They are detached from the account (user_id set to null), so nothing
 * links them to a login any more.
 */
export async function deleteAccount(userId: number, password: string): Promise<void> {
  const database = await db();
  const [user] = await database.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new HttpError(422, 'Het wachtwoord klopt niet.', { password: ['Het wachtwoord klopt niet.'] });
  }
  await database.transaction(async (tx) => {
    await tx
      .delete(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${user.email.toLowerCase()}`);
    await tx.delete(users).where(eq(users.id, userId));
  });
}
