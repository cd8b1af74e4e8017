import { eq } from 'drizzle-orm';
import { db } from '~/server/db';
import { users } from '~/server/db/schema';
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

/** After an order: the address it went to becomes the one the next checkout starts with. */
export function rememberOrderAddress(
  userId: number,
  address: {
    postcode: string;
    street_number: string;
    street_addition: string | null;
    street: string;
    city: string;
  },
  business?: { company_name: string; kvk: string; vat_id: string | null } | null,
): Promise<SavedAddress | null> {
  return saveAddress(userId, {
    postcode: address.postcode,
    house_number: address.street_number,
    addition: address.street_addition,
    street: address.street,
    city: address.city,
    // A business order keeps its company for next time (the PO reference is per order).
    ...(business
      ? { business: { company_name: business.company_name, kvk: business.kvk, vat_id: business.vat_id } }
      : {}),
  });
}
