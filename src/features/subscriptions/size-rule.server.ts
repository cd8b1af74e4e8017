import { inArray } from 'drizzle-orm';
import { messages } from '~/lib/messages';
import type { Db, Tx } from '~/server/db';
import { productVariations } from '~/server/db/schema';
import { unprocessable } from '~/server/http/errors';

/**
 * A product that comes in sizes is ordered only with its size: a one-off order, and a
 * subscription (a sizeless line would be renewed every few weeks in a size nobody
 * chose). The server's rule, for every order and every change of a subscription's lines.
 */
export async function assertSizesChosen(
  database: Db | Tx,
  lines: { productId: number; variationId: number | null; productName: string }[],
  sizeRequired: (productName: string) => string = messages.subscriptions.sizeRequired,
): Promise<void> {
  const sizeless = lines.filter((line) => line.variationId === null);
  if (sizeless.length === 0) return;
  const withSizes = new Set(
    (
      await database
        .selectDistinct({ productId: productVariations.productId })
        .from(productVariations)
        .where(
          inArray(
            productVariations.productId,
            sizeless.map((line) => line.productId),
          ),
        )
    ).map((row) => row.productId),
  );
  const missing = sizeless.find((line) => withSizes.has(line.productId));
  if (missing) {
    const message = sizeRequired(missing.productName);
    throw unprocessable({ lines: [message] }, message);
  }
}
