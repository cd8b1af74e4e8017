import { and, eq, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { messages } from '~/lib/messages';
import { db, type Tx } from '~/server/db';
import { discountCodes, discountRedemptions, orders, payments } from '~/server/db/schema';
import { conflict } from '~/server/http/errors';
import { customerUsesOf } from './discounts.server';

const text = messages.discounts;

/**
 * Reserves one use of a code for a new order, in the order's transaction (decision record:
 * discount codes). One conditional UPDATE takes the use (uses < max_uses) and locks the code's row
 * until the order commits: of 20 orders at once on a single-use code exactly one gets it, the
 * others find no row to update and are refused with 409 (their whole order rolls back: nobody is
 * charged without the discount they saw). Under that lock the customer's uses are counted again,
 * so the per-customer limit holds the same way. Call after reserveStock (locks: stock, then code).
 */
export async function reserveDiscount(
  tx: Tx,
  input: {
    codeId: number;
    code: string;
    orderId: number;
    customerKey: string;
    maxUsesPerCustomer: number | null;
  },
): Promise<void> {
  const [taken] = await tx
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(
      and(
        eq(discountCodes.id, input.codeId),
        eq(discountCodes.isActive, true),
        or(isNull(discountCodes.maxUses), lt(discountCodes.uses, discountCodes.maxUses)),
      ),
    )
    .returning({ id: discountCodes.id });
  if (!taken)
    throw conflict(text.takenMeanwhile(input.code), { discount_code: [text.takenMeanwhile(input.code)] });
  if (input.maxUsesPerCustomer !== null) {
    const used = await customerUsesOf(tx, input.codeId, input.customerKey);
    if (used >= input.maxUsesPerCustomer)
      throw conflict(text.usedByYouMeanwhile(input.code), {
        discount_code: [text.usedByYouMeanwhile(input.code)],
      });
  }
  await tx.insert(discountRedemptions).values({
    discountCodeId: input.codeId,
    orderId: input.orderId,
    customerKey: input.customerKey,
  });
}

/**
 * An order that will not be paid gives its use back (expired, cancelled unpaid, a failed payment
 * nobody retried). Claimed through the redemption's status, so nothing is given back twice.
 */
export async function releaseDiscount(tx: Tx, orderId: number): Promise<boolean> {
  const [released] = await tx
    .update(discountRedemptions)
    .set({ status: 'released', updatedAt: new Date() })
    .where(and(eq(discountRedemptions.orderId, orderId), eq(discountRedemptions.status, 'reserved')))
    .returning({ codeId: discountRedemptions.discountCodeId });
  if (!released) return false;
  await tx
    .update(discountCodes)
    .set({ uses: sql`greatest(${discountCodes.uses} - 1, 0)` })
    .where(eq(discountCodes.id, released.codeId));
  return true;
}

/**
 * The order was paid: its use counts as redeemed. An order whose use was given back and that was
 * paid after all takes it again without the limit (the money is in and the shopper saw the
 * discount; like stock, takeStockForPaidOrder).
 */
export async function redeemDiscount(tx: Tx, orderId: number): Promise<void> {
  const redeem = (from: 'reserved' | 'released') =>
    tx
      .update(discountRedemptions)
      .set({ status: 'redeemed', updatedAt: new Date() })
      .where(and(eq(discountRedemptions.orderId, orderId), eq(discountRedemptions.status, from)))
      .returning({ codeId: discountRedemptions.discountCodeId });
  if ((await redeem('reserved')).length > 0) return;
  const [again] = await redeem('released');
  if (again) {
    await tx
      .update(discountCodes)
      .set({ uses: sql`${discountCodes.uses} + 1` })
      .where(eq(discountCodes.id, again.codeId));
  }
}

/**
 * Redemptions held by orders whose payment failed and that nobody paid again before the cutoff:
 * released (the failed order keeps its status; the expiry sweep calls this).
 */
export async function releaseStaleDiscounts(cutoff: Date): Promise<number> {
  const database = await db();
  const stale = await database
    .select({ orderId: discountRedemptions.orderId })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(
      and(
        eq(discountRedemptions.status, 'reserved'),
        inArray(orders.status, ['failed', 'cancelled', 'expired']),
        lt(orders.updatedAt, cutoff),
        notExists(
          database
            .select({ one: sql`1` })
            .from(payments)
            .where(
              and(
                eq(payments.orderId, orders.id),
                inArray(payments.status, ['open', 'pending', 'authorized']),
              ),
            ),
        ),
      ),
    )
    .limit(100);
  let count = 0;
  for (const { orderId } of stale) {
    if (await database.transaction((tx) => releaseDiscount(tx, orderId))) count += 1;
  }
  return count;
}
