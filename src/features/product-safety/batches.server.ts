import { asc, eq } from 'drizzle-orm';
import { recipientName } from '~/features/recipients/recipients';
import { recipientsOfOrders } from '~/features/recipients/recipients.server';
import { toCsv } from '~/lib/csv';
import { formatDateTime } from '~/lib/dates';
import { messages } from '~/lib/messages';
import { addressLines } from '~/lib/postal-address';
import { db } from '~/server/db';
import { orderLineBatches, orderLines, orders } from '~/server/db/schema';
import { found, unprocessable } from '~/server/http/errors';
import type { RecallRow } from './product-safety';

const text = messages.productSafety;

/** The batch recorded per line of an order (lines without one are left out). */
export async function batchesOfOrder(number: string): Promise<{ lineId: number; batchCode: string }[]> {
  const database = await db();
  return database
    .select({ lineId: orderLineBatches.orderLineId, batchCode: orderLineBatches.batchCode })
    .from(orderLineBatches)
    .innerJoin(orderLines, eq(orderLines.id, orderLineBatches.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orders.number, number));
}

/** Staff record (or with an empty code clear) the batch of each line; only lines of this order. */
export async function recordBatches(
  number: string,
  lines: { line_id: number; batch_code: string }[],
  staffId: number,
): Promise<void> {
  const database = await db();
  await database.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    const { id } = found(order, messages.admin.orderNotFound);
    const own = new Set(
      (await tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, id))).map(
        (row) => row.id,
      ),
    );
    const foreign = lines.findIndex((line) => !own.has(line.line_id));
    if (foreign >= 0)
      throw unprocessable({ [`lines.${foreign}.line_id`]: [text.lineNotInOrder] }, text.lineNotInOrder);
    for (const line of lines) {
      if (!line.batch_code) {
        await tx.delete(orderLineBatches).where(eq(orderLineBatches.orderLineId, line.line_id));
        continue;
      }
      const values = { batchCode: line.batch_code, recordedAt: new Date(), recordedBy: staffId };
      await tx
        .insert(orderLineBatches)
        .values({ orderLineId: line.line_id, ...values })
        .onConflictDoUpdate({ target: orderLineBatches.orderLineId, set: values });
    }
  });
}

/** Every line packed from a batch (whatever became of the order since), with its buyer and where it went: oldest order first. */
export async function buyersOfBatch(batchCode: string): Promise<RecallRow[]> {
  const database = await db();
  const rows = await database
    .select({ line: orderLines, order: orders, batchCode: orderLineBatches.batchCode })
    .from(orderLineBatches)
    .innerJoin(orderLines, eq(orderLines.id, orderLineBatches.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLineBatches.batchCode, batchCode))
    .orderBy(asc(orders.createdAt), asc(orderLines.id));
  const recipients = await recipientsOfOrders([...new Set(rows.map((row) => row.order.id))]);
  return rows.map(({ line, order, batchCode: code }) => {
    const recipient = recipients.get(order.id);
    const deliverTo = recipient ?? order;
    return {
      orderNumber: order.number,
      orderedAt: order.createdAt.toISOString(),
      shippedAt: order.shippedAt?.toISOString() ?? null,
      buyerName: `${order.firstName} ${order.lastName}`,
      email: order.email,
      deliveredTo: order.pickupPoint
        ? `${recipientName(deliverTo)}, ${order.pickupPoint.name}`
        : `${recipientName(deliverTo)}, ${addressLines(deliverTo).join(', ')}`,
      product: line.variationName ? `${line.productName} - ${line.variationName}` : line.productName,
      quantity: line.quantity,
      batchCode: code,
    };
  });
}

/** The recall list as a CSV file (semicolons: Dutch Excel). */
export function recallCsv(rows: RecallRow[]): string {
  return toCsv([
    [
      'Batch',
      'Bestelnummer',
      'Besteld',
      'Verzonden',
      'Koper',
      'E-mailadres',
      'Bezorgd bij',
      'Product',
      'Aantal',
    ],
    ...rows.map((row) => [
      row.batchCode,
      row.orderNumber,
      formatDateTime(row.orderedAt),
      row.shippedAt ? formatDateTime(row.shippedAt) : '',
      row.buyerName,
      row.email,
      row.deliveredTo,
      row.product,
      String(row.quantity),
    ]),
  ]);
}
