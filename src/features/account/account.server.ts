import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { trackingUrl } from '~/features/delivery/delivery';
import { methodLabel, pickupPointAddress } from '~/features/delivery/delivery-labels';
import { invoicesOfOrders } from '~/features/invoices/invoices.server';
import { refundsOfOrders } from '~/features/payments/refund-view.server';
import { recipientName } from '~/features/recipients/recipients';
import { recipientsOfOrders } from '~/features/recipients/recipients.server';
import { canWithdraw, withdrawalDeadline } from '~/features/withdrawal/withdrawal';
import { formatShortDate } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { centsToEuros } from '~/lib/money';
import { hashToken, issueAuthToken, type SessionUser } from '~/server/auth/session.server';
import { db } from '~/server/db';
import { authTokens, media, orderLines, orders, products, returnRequests, users } from '~/server/db/schema';
import { conflict, HttpError, notFound, unprocessable } from '~/server/http/errors';
import { recordEvent } from '~/server/outbox';
import type { AccountOrder, User } from './account';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.server';
import { voidPasswordResets } from './password-reset.server';
import { passwordProblem } from './password-strength';

export function toUser(row: SessionUser): User {
  return { id: row.id, email: row.email, first_name: row.firstName, last_name: row.lastName, role: row.role };
}

const loginFailed = () => new HttpError(401, messages.account.loginFailed);

export async function register(input: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}): Promise<{ token: string; user: User }> {
  const database = await db();
  const email = input.email.trim().toLowerCase();
  const [existing] = await database
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (existing) {
    // Registration cannot hide that an address has an account (the new user must be
    // told to log in instead); the per-IP and per-address limits keep it from being a lookup service.
    throw conflict(messages.account.emailTaken, { email: [messages.account.emailTakenField] });
  }
  const passwordHash = await hashPassword(input.password);
  const user = await database.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        privacyConsentAt: new Date(),
      })
      // Two registrations with one address at once: the unique index decides, the loser hears 409.
      .onConflictDoNothing()
      .returning();
    // The double opt-in mail: guest orders with this address join the account only after it is confirmed.
    if (created) await recordEvent(tx, 'email_verification.requested', { userId: created.id });
    return created;
  });
  if (!user) throw conflict(messages.account.emailTaken, { email: [messages.account.emailTakenField] });
  return { token: await issueAuthToken(user.id), user: toUser(user) };
}

/** Same answer and about the same time for an unknown e-mail and a wrong password. */
export async function login(emailInput: string, password: string): Promise<{ token: string; user: User }> {
  const email = emailInput.trim().toLowerCase();
  const [user] = await (await db()).select().from(users).where(sql`lower(${users.email}) = ${email}`);
  if (!user) {
    await verifyPassword(password, await dummyPasswordHash());
    throw loginFailed();
  }
  if (!(await verifyPassword(password, user.passwordHash))) throw loginFailed();
  return { token: await issueAuthToken(user.id), user: toUser(user) };
}

/** The caller's own orders, newest first, in the shape of spec section 3 (Order history). */
export async function ordersOfUser(userId: number): Promise<AccountOrder[]> {
  const database = await db();
  const rows = await database
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
  if (rows.length === 0) return [];
  const lines = await database
    .select({
      line: orderLines,
      shortDescription: products.shortDescription,
      slug: products.slug,
      image: sql<
        string | null
      >`(select m.url from ${media} m where m.product_id = ${orderLines.productId} order by m.position, m.id limit 1)`,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(orderLines.id);
  const returned = await database
    .select({ lineId: returnRequests.orderLineId })
    .from(returnRequests)
    .where(
      inArray(
        returnRequests.orderId,
        rows.map((row) => row.id),
      ),
    );
  const invoicesByOrder = await invoicesOfOrders(rows.map((row) => row.id));
  const refundsByOrder = await refundsOfOrders(rows.map((row) => row.id));
  const recipients = await recipientsOfOrders(rows.map((row) => row.id));
  return rows.map((order) => ({
    number: order.number,
    order_id: order.publicId,
    order_date: formatShortDate(order.createdAt),
    datetime: order.createdAt.toISOString(),
    status: order.status,
    total_price: centsToEuros(order.totalCents),
    ...(order.discountCode
      ? { discount: { code: order.discountCode, amount: centsToEuros(order.discountCents) } }
      : {}),
    withdrawable: canWithdraw(order),
    withdrawable_until: withdrawalDeadline(order)?.toISOString() ?? null,
    returned_line_ids: returned
      .map((row) => row.lineId)
      .filter((lineId) => lines.some(({ line }) => line.id === lineId && line.orderId === order.id)),
    invoices: invoicesByOrder.get(order.id) ?? [],
    refunds: refundsByOrder.get(order.id) ?? [],
    recipient_name: recipientNameOf(recipients.get(order.id)),
    delivery_method: order.deliveryMethod,
    delivery_label: methodLabel(order.deliveryMethod),
    pickup_point: order.pickupPoint
      ? `${order.pickupPoint.name}, ${pickupPointAddress(order.pickupPoint)}`
      : null,
    track_and_trace: order.trackAndTrace,
    tracking_url: trackingUrl(order.trackAndTrace, order.postcode),
    line_items: lines
      .filter(({ line }) => line.orderId === order.id)
      .map(({ line, shortDescription, slug, image }) => ({
        id: line.id,
        amount: line.quantity,
        product_name: line.variationName ? `${line.productName} - ${line.variationName}` : line.productName,
        unit_price: centsToEuros(line.unitPriceCents),
        product: { short_description: shortDescription ?? '', slug: slug ?? '', product_image: image },
      })),
  }));
}

const recipientNameOf = (recipient: Parameters<typeof recipientName>[0] | undefined) =>
  recipient ? recipientName(recipient) : null;

/** Changes the names on the account; answers the user as GET /api/user does. */
export async function updateProfile(
  userId: number,
  input: { firstName: string; lastName: string },
): Promise<User> {
  const [user] = await (await db())
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw notFound();
  return toUser(user);
}

/** Throws 422 with errors[field] unless the password is the account's. */
export async function assertPassword(userId: number, password: string, field = 'password'): Promise<void> {
  const [user] = await (await db())
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  if (!(await verifyPassword(password, user.hash))) {
    throw unprocessable({ [field]: [messages.account.wrongPassword] });
  }
}

/**
 * Sets a new password after the current one is confirmed, and ends every other
 * login of the account (a changed password is often a reaction to a lost phone or
 * a shared computer); the login that made the change stays valid.
 */
export async function changePassword(
  userId: number,
  currentToken: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  await assertPassword(userId, input.currentPassword, 'current_password');
  const [owner] = await (await db()).select({ email: users.email }).from(users).where(eq(users.id, userId));
  // The form has no e-mail field, so the check against the address happens here.
  const problem = passwordProblem(input.newPassword, owner?.email);
  if (problem) throw unprocessable({ password: [problem] });
  const passwordHash = await hashPassword(input.newPassword);
  await (await db()).transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await voidPasswordResets(tx, userId);
    await tx
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(authTokens.userId, userId),
          isNull(authTokens.revokedAt),
          ne(authTokens.tokenHash, hashToken(currentToken)),
        ),
      );
  });
}
