import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { messages } from '~/lib/messages';
import { addressLines } from '~/lib/postal-address';
import { db } from '~/server/db';
import { products, productVariations, trialRequestLines, trialRequests } from '~/server/db/schema';
import { conflict, notFound } from '~/server/http/errors';
import { recordEvent } from '~/server/outbox';
import { FOLLOW_UP_AFTER_DAYS, type StaffTrialRequest, type TrialStatus } from './trial-packs';

const text = messages.trialStaff;
const DAY = 24 * 60 * 60 * 1000;

/** The staff list: to be sent first (oldest first), then the rest, newest first; at most 200. */
export async function listTrialRequests(): Promise<StaffTrialRequest[]> {
  const database = await db();
  const rows = await database
    .select()
    .from(trialRequests)
    .orderBy(sql`${trialRequests.status} = 'confirmed' desc`, desc(trialRequests.createdAt))
    .limit(200);
  if (rows.length === 0) return [];
  const lines = await database
    .select({
      requestId: trialRequestLines.requestId,
      productName: trialRequestLines.productName,
      variationName: trialRequestLines.variationName,
      variationId: trialRequestLines.variationId,
      productStock: products.stock,
      variationStock: productVariations.stock,
    })
    .from(trialRequestLines)
    .leftJoin(products, eq(products.id, trialRequestLines.productId))
    .leftJoin(productVariations, eq(productVariations.id, trialRequestLines.variationId))
    .where(
      inArray(
        trialRequestLines.requestId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(trialRequestLines.id);
  return rows.map((row) => ({
    id: row.id,
    status: row.status as TrialStatus,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    addressLines: addressLines(row),
    followUpConsent: row.followUpConsent,
    trackAndTrace: row.trackAndTrace,
    lines: lines
      .filter((line) => line.requestId === row.id)
      .map((line) => ({
        name: line.variationName ? `${line.productName} - ${line.variationName}` : line.productName,
        stock: line.variationId !== null ? line.variationStock : line.productStock,
      })),
  }));
}

/**
 * Staff sent a confirmed trial pack: one piece of each line leaves the stock (refused, and nothing
 * changes, when one is out of stock) and the requester gets a mail (outbox).
 */
export async function shipTrialRequest(
  id: number,
  trackAndTrace: string | null,
  now = new Date(),
): Promise<void> {
  await (await db()).transaction(async (tx) => {
    const [request] = await tx.select().from(trialRequests).where(eq(trialRequests.id, id)).for('update');
    if (!request) throw notFound(text.notFound);
    if (request.status !== 'confirmed') throw conflict(text.notConfirmed);
    const lines = await tx.select().from(trialRequestLines).where(eq(trialRequestLines.requestId, id));
    for (const line of lines) {
      const taken = line.variationId
        ? await tx
            .update(productVariations)
            .set({ stock: sql`${productVariations.stock} - 1` })
            .where(and(eq(productVariations.id, line.variationId), sql`${productVariations.stock} >= 1`))
            .returning({ id: productVariations.id })
        : line.productId
          ? await tx
              .update(products)
              .set({ stock: sql`${products.stock} - 1` })
              .where(and(eq(products.id, line.productId), sql`${products.stock} >= 1`))
              .returning({ id: products.id })
          : [];
      if (taken.length === 0) throw conflict(text.outOfStock(line.productName));
    }
    await tx
      .update(trialRequests)
      .set({ status: 'shipped', shippedAt: now, trackAndTrace })
      .where(eq(trialRequests.id, id));
    await recordEvent(tx, 'trial.shipped', { requestId: id });
    const productIds = lines.flatMap((line) => (line.productId ? [line.productId] : []));
    if (productIds.length > 0) await recordEvent(tx, 'stock.changed', { productIds });
  });
}

/**
 * The daily follow-up: requests sent a week ago whose requester agreed to one more mail. Marked in
 * the same transaction as the event, so a repeated run (or a second instance) mails nobody twice.
 */
export async function queueTrialFollowUps(now = new Date()): Promise<number> {
  return (await db()).transaction(async (tx) => {
    const due = await tx
      .update(trialRequests)
      .set({ followUpSentAt: now })
      .where(
        and(
          eq(trialRequests.status, 'shipped'),
          eq(trialRequests.followUpConsent, true),
          isNull(trialRequests.followUpSentAt),
          lte(trialRequests.shippedAt, new Date(now.getTime() - FOLLOW_UP_AFTER_DAYS * DAY)),
        ),
      )
      .returning({ id: trialRequests.id });
    for (const row of due) await recordEvent(tx, 'trial.follow_up_due', { requestId: row.id });
    return due.length;
  });
}
