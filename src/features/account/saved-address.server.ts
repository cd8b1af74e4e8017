import { eq } from 'drizzle-orm';
import { db } from '~/server/db';
import { orders, users } from '~/server/db/schema';
import type { SavedAddress } from './account';

/** The caller's saved delivery address, or null. */
export async function savedAddressOf(userId: number): Promise<SavedAddress | null> {
  const [row] = await (await db())
    .select({ address: users.savedAddress })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.address ?? null;
}

/**
 * Saves (or with null forgets) the delivery address on the account. An address without company
 * details keeps the company saved before (the address form in /account does not show it).
 */
export async function saveAddress(
  userId: number,
  address: SavedAddress | null,
): Promise<SavedAddress | null> {
  const kept = address && address.business === undefined ? (await savedAddressOf(userId))?.business : null;
  const saved = kept ? { ...address!, business: kept } : address;
  await (await db())
    .update(users)
    .set({ savedAddress: saved, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return saved;
}

/** After a logged-in buyer's order: its address becomes the one the next checkout starts with. */
export async function rememberOrderAddress(orderId: number): Promise<void> {
  const [order] = await (await db()).select().from(orders).where(eq(orders.id, orderId));
  if (!order?.userId) return;
  await saveAddress(order.userId, {
    postcode: order.postcode,
    house_number: order.streetNumber,
    addition: order.streetAddition,
    street: order.street,
    city: order.city,
    // A business order keeps its company for next time (the PO reference is per order).
    ...(order.companyName && order.companyKvk
      ? { business: { company_name: order.companyName, kvk: order.companyKvk, vat_id: order.companyVatId } }
      : {}),
  });
}
