import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '~/lib/messages';
import type { SessionUser } from '~/server/auth/session.server';
import { db, type Tx } from '~/server/db';
import { orderRecipients, orders, savedRecipients } from '~/server/db/schema';
import { conflict, notFound, unprocessable } from '~/server/http/errors';
import {
  type CheckoutRecipient,
  MAX_SAVED_RECIPIENTS,
  type newSavedRecipientSchema,
  type RecipientAddress,
  recipientAddressOf,
  type SavedRecipient,
} from './recipients';

const text = messages.recipients;
type SavedRow = typeof savedRecipients.$inferSelect;

function toSaved(row: SavedRow): SavedRecipient {
  return {
    id: row.id,
    label: row.label,
    first_name: row.firstName,
    last_name: row.lastName,
    postcode: row.postcode,
    house_number: row.streetNumber,
    addition: row.streetAddition,
    street: row.street,
    city: row.city,
  };
}

/** The caller's saved recipients, oldest first (the order they were added in). */
export async function savedRecipientsOf(userId: number): Promise<SavedRecipient[]> {
  const rows = await (await db())
    .select()
    .from(savedRecipients)
    .where(eq(savedRecipients.userId, userId))
    .orderBy(asc(savedRecipients.id));
  return rows.map(toSaved);
}

/** Keeps a recipient on the account (at most MAX_SAVED_RECIPIENTS). */
export async function saveRecipient(
  userId: number,
  input: z.infer<typeof newSavedRecipientSchema>,
): Promise<SavedRecipient> {
  const database = await db();
  const [counted] = await database
    .select({ total: count() })
    .from(savedRecipients)
    .where(eq(savedRecipients.userId, userId));
  if ((counted?.total ?? 0) >= MAX_SAVED_RECIPIENTS) throw conflict(text.tooMany);
  const address = recipientAddressOf(input);
  const [row] = await database
    .insert(savedRecipients)
    .values({ userId, label: input.label, ...address })
    .returning();
  return toSaved(row!);
}

/** Removes one of the caller's recipients; someone else's is as unknown as a missing one. */
export async function removeRecipient(userId: number, id: number): Promise<void> {
  const removed = await (await db())
    .delete(savedRecipients)
    .where(and(eq(savedRecipients.id, id), eq(savedRecipients.userId, userId)))
    .returning({ id: savedRecipients.id });
  if (removed.length === 0) throw notFound(text.notFound);
}

/**
 * The recipient of a checkout submission, decided by the server: a saved one only when it is
 * the caller's own, a typed one as typed (and saved under `save_as` for a logged-in buyer).
 * Null when the buyer orders for themselves.
 */
export async function recipientOfSubmission(
  user: SessionUser | null,
  submission: { recipient_id?: number | null; recipient?: CheckoutRecipient | null },
): Promise<RecipientAddress | null> {
  if (submission.recipient_id) {
    if (submission.recipient) throw unprocessable({ recipient: [text.notFound] }, messages.form.fixErrors);
    const [row] = user
      ? await (await db())
          .select()
          .from(savedRecipients)
          .where(and(eq(savedRecipients.id, submission.recipient_id), eq(savedRecipients.userId, user.id)))
      : [];
    if (!row) throw unprocessable({ recipient_id: [text.notFound] }, text.notFound);
    const { id: _id, userId: _user, label: _label, createdAt: _created, ...address } = row;
    return { ...address, country: 'Nederland' };
  }
  if (!submission.recipient) return null;
  return recipientAddressOf(submission.recipient);
}

/** After an order: its typed recipient, which the buyer asked to keep, is saved (once per address and label). */
export async function keepOrderRecipient(orderId: number, label: string): Promise<void> {
  const database = await db();
  const [row] = await database
    .select({ userId: orders.userId, recipient: orderRecipients })
    .from(orderRecipients)
    .innerJoin(orders, eq(orders.id, orderRecipients.orderId))
    .where(eq(orderRecipients.orderId, orderId));
  if (!row?.userId) return;
  const { orderId: _order, country: _country, ...address } = row.recipient;
  const existing = await savedRecipientsOf(row.userId);
  const same = existing.find(
    (saved) =>
      saved.label === label &&
      saved.postcode === address.postcode &&
      saved.house_number === address.streetNumber,
  );
  if (same || existing.length >= MAX_SAVED_RECIPIENTS) return;
  await database.insert(savedRecipients).values({ userId: row.userId, label, ...address });
}

/** Stores where an order for someone else goes, in the order's own transaction. */
export async function recordOrderRecipient(tx: Tx, orderId: number, recipient: RecipientAddress) {
  await tx.insert(orderRecipients).values({ orderId, ...recipient });
}

/** The recipients of these orders (only orders placed for someone else have one). */
export async function recipientsOfOrders(orderIds: number[]): Promise<Map<number, RecipientAddress>> {
  if (orderIds.length === 0) return new Map();
  const rows = await (await db())
    .select()
    .from(orderRecipients)
    .where(inArray(orderRecipients.orderId, orderIds));
  return new Map(rows.map(({ orderId, ...recipient }) => [orderId, recipient]));
}

/** The recipient of one order, or null when the buyer ordered for themselves. */
export async function recipientOfOrder(orderId: number): Promise<RecipientAddress | null> {
  return (await recipientsOfOrders([orderId])).get(orderId) ?? null;
}
