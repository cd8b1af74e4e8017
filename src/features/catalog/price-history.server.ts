import { and, eq, isNull, lt } from 'drizzle-orm';
import { db } from '~/server/db';
import { priceChanges } from '~/server/db/schema';
import { lowestPriceBefore } from './price-history';

/**
 * The lowest price a product (variationId null) or one of its sizes had in the 30 days before
 * `at`: the reference any announced reduction must use (Omnibus). Null without a history.
 */
export async function omnibusReferenceCents(
  productId: number,
  variationId: number | null,
  at: Date = new Date(),
): Promise<number | null> {
  const changes = await (await db())
    .select({ priceCents: priceChanges.priceCents, changedAt: priceChanges.changedAt })
    .from(priceChanges)
    .where(
      and(
        eq(priceChanges.productId, productId),
        variationId === null ? isNull(priceChanges.variationId) : eq(priceChanges.variationId, variationId),
        lt(priceChanges.changedAt, at),
      ),
    );
  return lowestPriceBefore(changes, at);
}
